// Package shapes: signal reads in the forms handlers write them — a case
// of a switch, a value kept in a local, a test inside a function literal —
// judged by whether the other half reads the same field at all.
package shapes

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

type MigrationTargetController struct{}

// The source reacts to an abort in a switch and keeps the domain flag for
// later; the target reads only the abort, from a deferred literal.
func (c *MigrationSourceController) sync(vmi *v1.VirtualMachineInstance) string {
	ms := vmi.Status.MigrationState
	detected := ms.TargetNodeDomainDetected // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.TargetNodeDomainDetected but the target side never does$`
	switch {
	case ms.AbortRequested:
		return "abort"
	case detected:
		return "handoff"
	}
	return ""
}

func (c *MigrationTargetController) sync(vmi *v1.VirtualMachineInstance) (state string) {
	defer func() {
		if vmi.Status.MigrationState.AbortRequested {
			state = "abort"
		}
	}()
	if vmi.Status.MigrationState.Failed || state == "" { // want `MP1004: one-sided signal: the target side reads VirtualMachineInstanceStatus\.MigrationState\.Failed but the source side never does$`
		return "failed"
	}
	return "running"
}
