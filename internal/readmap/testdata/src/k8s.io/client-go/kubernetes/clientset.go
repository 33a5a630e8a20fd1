// Package kubernetes stands for client-go's clientset.
package kubernetes

type Clientset struct{}

func NewForConfig(config any) (*Clientset, error) { return &Clientset{}, nil }
