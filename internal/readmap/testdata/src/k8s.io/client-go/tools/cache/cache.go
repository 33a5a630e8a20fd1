// Package cache stands in for client-go's informer cache.
package cache

import "time"

// ResourceEventHandlerFuncs mirrors client-go's handler adapter.
type ResourceEventHandlerFuncs struct {
	AddFunc    func(obj interface{})
	UpdateFunc func(oldObj, newObj interface{})
	DeleteFunc func(obj interface{})
}

// ResourceEventHandlerDetailedFuncs mirrors the adapter whose add function
// is told whether the object came with the initial list.
type ResourceEventHandlerDetailedFuncs struct {
	AddFunc    func(obj interface{}, isInInitialList bool)
	UpdateFunc func(oldObj, newObj interface{})
	DeleteFunc func(obj interface{})
}

// FilteringResourceEventHandler passes on to Handler the objects FilterFunc keeps.
type FilteringResourceEventHandler struct {
	FilterFunc func(obj interface{}) bool
	Handler    interface{}
}

// SharedIndexInformer is the part of an informer controllers use.
type SharedIndexInformer interface {
	AddEventHandler(handler interface{}) (interface{}, error)
	AddEventHandlerWithResyncPeriod(handler interface{}, resync time.Duration) (interface{}, error)
}
