// Package virthandler is the node agent.
package virthandler

import (
	"k8s.io/apimachinery/pkg/labels"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/mount"
	"kubevirt.io/kubevirt/pkg/network/setup"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

// Ready is read by a controller that should not import this package.
var Ready = true

// mine selects the VMIs of this node.
func mine(node string) string {
	return labels.SelectorFromSet(labels.Set{v1.NodeNameLabel: node})
}

// VirtualMachineController runs VMIs on this node.
type VirtualMachineController struct {
	proxy *migrationproxy.ProxyManager
}

func (c *VirtualMachineController) execute(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.Phase == v1.Succeeded {
		return nil // nobody sets Succeeded in this tree: read but never written
	}
	if vmi.Status.NodeName != "node01" || vmi.Labels[v1.NodeNameLabel] == "" {
		return nil
	}
	switch vmi.Status.Phase {
	case v1.Scheduled:
		if err := mount.Mount("/dev/disk", "/run/disk"); err != nil {
			return err
		}
		setup.Pod()
		vmi.Status.Phase = v1.Running
	case v1.Failed:
		c.proxy.StopTargetListener(string(vmi.Name))
	}
	return nil
}
