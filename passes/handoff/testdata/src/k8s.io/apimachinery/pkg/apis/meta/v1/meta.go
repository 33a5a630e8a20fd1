// Package v1 stands in for k8s.io/apimachinery/pkg/apis/meta/v1.
package v1

type ObjectMeta struct {
	Name        string
	Labels      map[string]string
	Annotations map[string]string
	Finalizers  []string
}

func (m *ObjectMeta) GetLabels() map[string]string       { return m.Labels }
func (m *ObjectMeta) SetLabels(l map[string]string)      { m.Labels = l }
func (m *ObjectMeta) GetAnnotations() map[string]string  { return m.Annotations }
func (m *ObjectMeta) SetAnnotations(a map[string]string) { m.Annotations = a }

type Object interface {
	GetLabels() map[string]string
	SetLabels(map[string]string)
	GetAnnotations() map[string]string
	SetAnnotations(map[string]string)
}

type LabelSelector struct {
	MatchLabels map[string]string
}

func SetMetaDataLabel(obj *ObjectMeta, label, value string) {}
