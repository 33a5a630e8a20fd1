package vmi

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
)

// adopt adds the controller's finalizer to a VMI by appending it.
func (c *Controller) adopt(vmi *v1.VirtualMachineInstance) {
	vmi.Finalizers = append(vmi.Finalizers, v1.VirtualMachineControllerFinalizer)
}

// adopted builds a VMI with the finalizer in its literal.
func adopted() *v1.VirtualMachineInstance {
	return &v1.VirtualMachineInstance{ObjectMeta: metav1.ObjectMeta{Finalizers: []string{v1.VirtualMachineControllerFinalizer}}}
}

// dynamicLabels are the labels the controller copies from a VMI to its
// Pod: a list it reads from, no key set.
func dynamicLabels() []string { return []string{v1.NodeNameLabel} }

// selectorKeys lists the node labels a Pod selects on: appended to a list
// that is no object's finalizers, the key is read.
func selectorKeys() []string {
	var keys []string
	return append(keys, v1.NodeNameLabel)
}
