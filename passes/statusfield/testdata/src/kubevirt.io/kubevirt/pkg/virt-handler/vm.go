// Package virthandler stands in for virt-handler's VM controller.
package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/controller"
	"kubevirt.io/kubevirt/pkg/storage/cbt"
)

// ownedWrites: the handler's own fields, values and migration progress.
func ownedWrites(vmi, old *v1.VirtualMachineInstance, c *v1.VirtualMachineInstanceCondition) { // want ownedWrites:`VirtualMachineInstanceMigrationState.Completed via v1.VirtualMachineInstanceMigrationState.Completed;.*Conditions via controller.VirtualMachineInstanceConditionManager.UpdateCondition→`
	vmi.Status.Phase = v1.Running
	vmi.Status.Phase = v1.Succeeded
	vmi.Status.GuestOSInfo = v1.VirtualMachineInstanceGuestOSInfo{Name: "fedora"}
	vmi.Status.Interfaces[0].IP = "10.0.0.1"
	vmi.Status.Interfaces = append(vmi.Status.Interfaces, v1.VirtualMachineInstanceNetworkInterface{Name: "default"})
	vmi.Status.NodeName = "node02" // the migration target takes the VMI over
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
	vmi.Status.MigrationState.TargetState.NodeAddress = nil
	ms := vmi.Status.MigrationState
	ms.Failed = true
	vmi.Status.MigrationState = old.Status.MigrationState // replacing the nested value: a write of MigrationState only
	controller.SetVMIPhaseTransitionTimestamp(old, vmi)
	m := &controller.VirtualMachineInstanceConditionManager{}
	m.UpdateCondition(vmi, c)
	cbt.EvacuationPatch("node01")
	patch.New(
		patch.WithReplace("/status/phase", v1.Running),
		patch.WithAdd("/status/migrationState/targetState/nodeAddress", "10.0.0.2"),
		patch.WithRemove("/status/evacuationNodeName"),
	)
}

// notOwned: the controller's fields and values, written from the handler.
func notOwned(vmi *v1.VirtualMachineInstance, vmim *v1.VirtualMachineInstanceMigration, vm *v1.VirtualMachine) { // want notOwned:`VirtualMachineInstanceMigrationStatus.Phase via v1.VirtualMachineInstanceMigrationStatus.Phase;`
	vmi.Status.QOSClass = nil             // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
	vmi.Status.RuntimeUser += 1           // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.RuntimeUser, which only virt-controller may write$`
	vmi.Status.RuntimeUser--              // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.RuntimeUser`
	vmi.Status.ActivePods["x"] = "node01" // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.ActivePods, which only virt-controller may write$`
	delete(vmi.Status.ActivePods, "x")    // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.ActivePods`
	pods := vmi.Status.ActivePods
	pods["y"] = "node02" // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.ActivePods`
	clear(pods)          // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.ActivePods`
	reason := &vmi.Status.Reason
	*reason = "Migrated" // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.Reason, which only virt-controller may write$`
	for i := range vmi.Status.Conditions {
		vmi.Status.Conditions[i].Reason = "ok" // owned: conditions are shared with the controller
	}
	vmi.Status.Phase = v1.Scheduling                                                                            // want `SF1002: virt-handler sets v1.VirtualMachineInstanceStatus.Phase=Scheduling, a value only virt-controller may set$`
	vmi.Status.Phase = v1.Pending                                                                               // want `SF1002: virt-handler sets v1.VirtualMachineInstanceStatus.Phase=Pending, a value only virt-api, virt-controller may set$`
	vmi.Status.MigrationState.TargetNode = "node02"                                                             // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState.TargetNode, which only virt-controller may write$`
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{TargetNode: "node02", Completed: true} // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState.TargetNode, which only virt-controller may write$`
	vmim.Status.Phase = v1.MigrationSucceeded                                                                   // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationStatus.Phase, which only virt-controller may write$`
	vm.Status.Ready = true                                                                                      // want `SF1001: virt-handler writes v1.VirtualMachineStatus.Ready, which only virt-controller may write$`
	patch.New(
		patch.WithAdd("/status/qosClass", "Guaranteed"),                        // want `SF1003: virt-handler patches "/status/qosClass", which writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
		patch.WithRemove("/status/startFailure"),                               // want `SF1003: virt-handler patches "/status/startFailure", which writes v1.VirtualMachineStatus.StartFailure, which only virt-api, virt-controller may write$`
		patch.WithReplace("/status/migrationState", vmi.Status.MigrationState), // a VMI's (owned) or a migration's (not owned): the benefit of the doubt
	)
}

// throughShared: writes the handler does not own, done in shared code.
func throughShared(vmi *v1.VirtualMachineInstance) { // want throughShared:`Phase=Running via controller.MarkRunning→.*Reason via controller.MarkFailed→controller.setReason→` throughShared:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	controller.MarkFailed(vmi, "crashed") // want `SF1001: virt-handler, through controller\.MarkFailed, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	cbt.FailBackup(vmi)                   // want `SF1001: virt-handler, through cbt\.FailBackup, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write`
	go controller.Retry(vmi)              // want `SF1001: virt-handler, through controller\.Retry, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write`
	defer func() {
		controller.MarkRunning(vmi) // owned: Running is the handler's
	}()
}

// patchMigration deals with a migration only: the path that fits a VMI and
// a migration is the migration's.
func patchMigration(vmim *v1.VirtualMachineInstanceMigration) *patch.PatchSet { // want patchMigration:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationStatus.MigrationState via patch.WithReplace\("/status/migrationState"\)$`
	return patch.New(patch.WithReplace("/status/migrationState", vmim.Status.MigrationState)) // want `SF1003: virt-handler patches "/status/migrationState", which writes v1.VirtualMachineInstanceMigrationStatus.MigrationState, which only virt-controller may write$`
}

// wholeStatus writes every field, including the controller's.
func wholeStatus(vmi, old *v1.VirtualMachineInstance) { // want wholeStatus:`ActivePods via v1.VirtualMachineInstanceStatus.ActivePods;`
	vmi.Status = old.Status // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus fields it may not write: ActivePods, QOSClass, Reason, RuntimeUser, VSOCKCID$`
	//kvlint:ignore SF1002 fixture: a reasoned one-off
	vmi.Status = v1.VirtualMachineInstanceStatus{Phase: v1.Pending, NodeName: "node02"}
}

// throughLocals: writes through locals that share memory with a field.
func throughLocals(vmi *v1.VirtualMachineInstance, vm *v1.VirtualMachine) { // want throughLocals:`VirtualMachineInstanceMigrationState.TargetNode via .*VirtualMachineStatus.VolumeSnapshotStatuses.Enabled via`
	st := &vmi.Status
	ms := st.MigrationState
	ms.TargetNode = "node02" // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState.TargetNode, which only virt-controller may write$`
	for _, s := range vm.Status.VolumeSnapshotStatuses {
		s.Enabled = true // want `SF1001: virt-handler writes v1.VirtualMachineStatus.VolumeSnapshotStatuses.Enabled, which only virt-controller may write$`
	}
	for _, c := range vmi.Status.Conditions {
		c.Reason = "a copy" // a range value copies a struct element: no write
		_ = c
	}
}

// indexStates keeps copies of the migration record in maps: one this
// function makes is local storage, filled with copies; a map handed in or
// taken from a call may be an object's, so storing a whole record there
// writes every field of it.
func indexStates(vmi *v1.VirtualMachineInstance, into map[string]v1.VirtualMachineInstanceMigrationState) { // want indexStates:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState.AbortRequested via`
	ms := vmi.Status.MigrationState
	if ms == nil {
		return
	}
	byNode := make(map[string]v1.VirtualMachineInstanceMigrationState)
	byNode["target"] = *ms
	byUID := map[string]*v1.VirtualMachineInstanceMigrationState{}
	byUID["uid"] = ms
	var zero map[string]v1.VirtualMachineInstanceMigrationState
	if zero == nil {
		zero = map[string]v1.VirtualMachineInstanceMigrationState{}
	}
	zero["source"] = *ms
	into["target"] = *ms // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState fields it may not write`
	reused := make(map[string]v1.VirtualMachineInstanceMigrationState)
	reused = into
	reused["source"] = *ms // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState fields it may not write`
}

// copyBackState changes a deep copy of the migration record and puts it
// back: only what was set on the copy is written.
func copyBackState(ms *v1.VirtualMachineInstanceMigrationState) { // want copyBackState:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState.Completed via v1.VirtualMachineInstanceMigrationState.Completed$`
	msCopy := ms.DeepCopy()
	msCopy.Completed = true
	*ms = *msCopy
}

// copyOther puts a copy of another record in place of this one, and
// copyReassigned puts back a copy of a pointer that no longer points
// where it did: both write every field.
func copyOther(ms, other *v1.VirtualMachineInstanceMigrationState) { // want copyOther:`AbortRequested via`
	otherCopy := other.DeepCopy()
	*ms = *otherCopy // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState fields it may not write`
}

func copyReassigned(ms, other *v1.VirtualMachineInstanceMigrationState) { // want copyReassigned:`AbortRequested via`
	msCopy := ms.DeepCopy()
	ms = other
	*ms = *msCopy // want `SF1001: virt-handler writes v1.VirtualMachineInstanceMigrationState fields it may not write`
}
