// Package migration stands for virt-controller's migration controller: it
// hands the VMI to the target through the migration state, and is not the
// VMI's lifecycle.
package migration

import v1 "kubevirt.io/api/core/v1"

type Controller struct{}

func (c *Controller) handoff(vmi *v1.VirtualMachineInstance, qos string) { // want handoff:"QOSClass via" handoff:`Phase=Failed \(migration target\)`
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{}
	vmi.Status.QOSClass = &qos     // want `SF1001: virt-controller/migration writes v1\.VirtualMachineInstanceStatus\.QOSClass, which only virt-controller/vmi may write`
	vmi.Status.Phase = v1.Failed   // want `SF1002: virt-controller/migration sets v1\.VirtualMachineInstanceStatus\.Phase=Failed, a value only virt-controller/node, virt-controller/vmi, virt-handler may set`
	vmi.Status.NodeName = "node02" // want `SF1001: virt-controller/migration writes v1\.VirtualMachineInstanceStatus\.NodeName, which only virt-controller/vmi, virt-handler/migration-target may write`
	markReady(vmi)                 // want `SF1002: virt-controller/migration, through migration\.markReady, sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller/vmi may set`
	//kvlint:ignore SF1001 the fixture's directive case for a controller-restricted field
	vmi.Status.QOSClass = nil
}

// markReady is no controller's: judged at the component's granularity in
// its own body, and as the migration controller's where it calls it.
func markReady(vmi *v1.VirtualMachineInstance) { // want markReady:"VirtualMachineInstanceReady via"
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceReady})
}

func (c *Controller) succeed(m *v1.VirtualMachineInstanceMigration) { // want succeed:"MigrationStatus.Phase via"
	m.Status.Phase = v1.MigrationSucceeded
}
