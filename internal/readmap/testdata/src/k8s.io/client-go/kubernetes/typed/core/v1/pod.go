// Package v1 stands in for client-go's typed core client.
package v1

// Pod is a tiny stand-in.
type Pod struct {
	Name   string
	Labels map[string]string
}

// PodInterface creates Pods.
type PodInterface interface {
	Create(pod *Pod) (*Pod, error)
}
