package vmi

import "k8s.io/client-go/tools/cache"

// ResourceEventHandlerFuncs is a type of the same name as client-go's
// adapter: a value of it is no informer handler the map lists.
type ResourceEventHandlerFuncs struct {
	AddFunc func(obj interface{})
}

// moreHandlers: handlers held in a variable, wrapped by a filter, with the
// detailed add function; and a decoy.
func (c *Controller) moreHandlers() {
	handlers := cache.ResourceEventHandlerFuncs{UpdateFunc: c.updateVMI}
	_, _ = c.vmiInformer.AddEventHandlerWithResyncPeriod(handlers, 0)
	_, _ = c.vmiInformer.AddEventHandler(cache.FilteringResourceEventHandler{
		FilterFunc: func(obj interface{}) bool { return obj != nil },
		Handler:    cache.ResourceEventHandlerDetailedFuncs{AddFunc: c.addListed},
	})
	_, _ = c.vmiInformer.AddEventHandler(ResourceEventHandlerFuncs{AddFunc: c.decoyAdd})
}

func (c *Controller) updateVMI(oldObj, newObj interface{})        {}
func (c *Controller) addListed(obj interface{}, initialList bool) {}
func (c *Controller) decoyAdd(obj interface{})                    {}
