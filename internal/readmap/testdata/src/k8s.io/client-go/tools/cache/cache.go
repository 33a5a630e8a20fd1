// Package cache stands in for client-go's informer cache.
package cache

// ResourceEventHandlerFuncs mirrors client-go's handler adapter.
type ResourceEventHandlerFuncs struct {
	AddFunc    func(obj interface{})
	UpdateFunc func(oldObj, newObj interface{})
	DeleteFunc func(obj interface{})
}

// SharedIndexInformer is the part of an informer controllers use.
type SharedIndexInformer interface {
	AddEventHandler(handler interface{}) (interface{}, error)
}
