// Package vmi is the VMI controller: it watches VMIs and creates their Pods.
package vmi

import (
	k8sv1 "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/client-go/tools/cache"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-handler"
)

// Controller reconciles VMIs.
type Controller struct {
	vmiInformer cache.SharedIndexInformer
	pods        k8sv1.PodInterface
}

// NewController wires the informer handlers.
func NewController(inf cache.SharedIndexInformer, pods k8sv1.PodInterface) *Controller {
	c := &Controller{vmiInformer: inf, pods: pods}
	_, _ = c.vmiInformer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.addVMI,
		DeleteFunc: func(obj interface{}) {},
	})
	return c
}

func (c *Controller) addVMI(obj interface{}) {}

// Run starts the workers.
func (c *Controller) Run() { c.Execute() }

// Execute processes one key.
func (c *Controller) Execute() bool {
	_ = c.sync(&v1.VirtualMachineInstance{})
	return virthandler.Ready
}

func (c *Controller) sync(vmi *v1.VirtualMachineInstance) error {
	pod := &k8sv1.Pod{Labels: map[string]string{v1.CreatedByLabel: vmi.Name}}
	pod.Labels[v1.NodeNameLabel] = "node01"
	v1.AddFinalizer(vmi, v1.VirtualMachineControllerFinalizer)
	if _, err := c.pods.Create(pod); err != nil {
		vmi.Status.Phase = v1.Failed
		return err
	}
	vmi.Status.NodeName = "node01"
	vmi.Status.Phase = v1.Scheduled
	return nil
}

func (c *Controller) forget(vmi *v1.VirtualMachineInstance) {
	delete(vmi.Labels, v1.CreatedByLabel)
}
