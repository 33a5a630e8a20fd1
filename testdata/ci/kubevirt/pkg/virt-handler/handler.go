// Package virthandler is a virt-handler stand-in.
package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"golang.org/x/sys/unix"
	"kubevirt.io/kubevirt/pkg/util/mountutil"
)

// Run starts a VMI on this node.
func Run(vmi *v1.VirtualMachineInstance) error {
	if err := mountutil.MountBlock("/dev/sdb", "/var/lib/kubelet/x"); err != nil {
		return err
	}
	vmi.Status.Phase = v1.Running
	vmi.Status.MigrationState = &v1.MigrationState{SourceNode: "node01"}
	return unix.Unmount("/var/lib/kubelet/x", 0)
}

// abort asks the target to stop.
func abort(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.AbortRequested = true
}
