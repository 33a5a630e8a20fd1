// Package runtime stands in for apimachinery's runtime: its unstructured
// converter, an interface and the unexported implementation its default
// value has.
package runtime

type UnstructuredConverter interface {
	ToUnstructured(obj interface{}) (map[string]interface{}, error)
	FromUnstructured(u map[string]interface{}, obj interface{}) error
}

type unstructuredConverter struct{}

func (c *unstructuredConverter) ToUnstructured(obj interface{}) (map[string]interface{}, error) {
	return nil, nil
}

func (c *unstructuredConverter) FromUnstructured(u map[string]interface{}, obj interface{}) error {
	return nil
}

var DefaultUnstructuredConverter = &unstructuredConverter{}
