package virthandler

import v1 "kubevirt.io/api/core/v1"

// A helper struct of no side that keeps a pointer to the migration state:
// its writes through the pointer are the writes of the side that calls it.
type stateHolder struct {
	ms *v1.VirtualMachineInstanceMigrationState
}

func (h stateHolder) advertise(addr string) {
	h.ms.TargetNodeAddress = addr // want `MP1002: mirror drift: stateHolder.advertise writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress but not its mirror MigrationState\.TargetState\.NodeAddress$`
}

// Both halves: no drift.
func (h stateHolder) advertiseBoth(addr string) {
	h.ms.TargetNodeAddress = addr
	if h.ms.TargetState != nil {
		h.ms.TargetState.NodeAddress = &addr
	}
}

func (c *MigrationSourceController) advertiseFromSource(vmi *v1.VirtualMachineInstance) {
	stateHolder{ms: vmi.Status.MigrationState}.advertiseBoth("10.0.0.1") // want `MP1001: the source side \(MigrationSourceController.advertiseFromSource\), through virthandler.stateHolder.advertiseBoth, writes VirtualMachineInstanceStatus.MigrationState.TargetNodeAddress and TargetState`
}

// Close negatives: the target side's own fields through the holder, and a
// holder of the migration object's status, which holds a migration state
// too but is not the VMI's.
func (c *MigrationTargetController) advertiseFromTarget(vmi *v1.VirtualMachineInstance) {
	stateHolder{vmi.Status.MigrationState}.advertiseBoth("10.0.0.2")
}

type migrationHolder struct {
	status *v1.VirtualMachineInstanceMigrationStatus
}

func (c *MigrationSourceController) onMigrationObject(vmim *v1.VirtualMachineInstanceMigration) {
	h := migrationHolder{status: &vmim.Status}
	h.status.MigrationState.TargetNodeAddress = "10.0.0.3"
}

// A directive at the source's call.
func (c *MigrationSourceController) advertiseExcused(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the fixture's directive case for a write through a holder
	stateHolder{ms: vmi.Status.MigrationState}.advertiseBoth("10.0.0.4")
}
