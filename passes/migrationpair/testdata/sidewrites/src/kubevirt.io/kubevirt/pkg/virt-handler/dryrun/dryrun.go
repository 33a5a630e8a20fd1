// Package dryrun wires the helper that writes nothing: no finding.
package dryrun

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/netstat"
	virthandler "kubevirt.io/kubevirt/pkg/virt-handler"
)

func Start(vmi *v1.VirtualMachineInstance) { // want Start:"^$"
	virthandler.NewMigrationSourceController(netstat.Recorder{}).Run(vmi)
}
