package virthandler

import v1 "kubevirt.io/api/core/v1"

// A helper struct that keeps a pointer to a status writes nothing by
// keeping it: its methods' writes through the pointer are judged where
// they are made.
type stateHolder struct {
	ms *v1.VirtualMachineInstanceMigrationState
}

func (h stateHolder) advertise(addr string) { h.ms.TargetNodeAddress = addr } // want advertise:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState.TargetNodeAddress via v1.VirtualMachineInstanceMigrationState.TargetNodeAddress$`

func (h stateHolder) retarget(node string) { // want retarget:`TargetNode via v1.VirtualMachineInstanceMigrationState.TargetNode$`
	h.ms.TargetNode = node // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceMigrationState\.TargetNode, which only virt-controller may write$`
}

func (h stateHolder) excused() { // want excused:`TargetNode via v1.VirtualMachineInstanceMigrationState.TargetNode$`
	//kvlint:ignore SF1001 the fixture's directive case for a write through a holder
	h.ms.TargetNode = ""
}

// Close negatives: keeping the pointer, and a write the handler owns
// through it.
func holdState(vmi *v1.VirtualMachineInstance) stateHolder {
	return stateHolder{ms: vmi.Status.MigrationState}
}

func advertiseThroughHolder(vmi *v1.VirtualMachineInstance, addr string) { // want advertiseThroughHolder:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState.TargetNodeAddress via virthandler.stateHolder.advertise→v1.VirtualMachineInstanceMigrationState.TargetNodeAddress$`
	stateHolder{vmi.Status.MigrationState}.advertise(addr)
}

// A holder given a state it builds here holds what the literal writes.
func freshHolder() stateHolder { // want freshHolder:`TargetNode via v1.VirtualMachineInstanceMigrationState.TargetNode$`
	return stateHolder{ms: &v1.VirtualMachineInstanceMigrationState{TargetNode: "n"}} // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceMigrationState\.TargetNode, which only virt-controller may write$`
}
