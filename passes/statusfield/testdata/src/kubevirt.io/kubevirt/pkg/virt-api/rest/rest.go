// Package rest stands in for virt-api's REST handlers.
package rest

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
)

// stopRequest adds a state change request, creating the status when there
// is none: the literal it patches in names no keys.
func stopRequest(vm *v1.VirtualMachine) *patch.PatchSet { // want stopRequest:`^kubevirt.io/api/core/v1.VirtualMachineStatus.StartFailure via patch.WithRemove\("/status/startFailure"\); kubevirt.io/api/core/v1.VirtualMachineStatus.StateChangeRequests via v1.VirtualMachineStatus.StateChangeRequests$`
	newStatus := v1.VirtualMachineStatus{}
	newStatus.StateChangeRequests = append(newStatus.StateChangeRequests, v1.VirtualMachineStateChangeRequest{Action: "Stop"})
	ps := patch.New(patch.WithAdd("/status", newStatus))
	ps.AddOption(patch.WithTest("/status/stateChangeRequests", vm.Status.StateChangeRequests))
	ps.AddOption(patch.WithRemove("/status/startFailure"))
	return ps
}

// createDefaults sets the creation defaults virt-api owns.
func createDefaults(vmi *v1.VirtualMachineInstance) *patch.PatchSet { // want createDefaults:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.EvacuationNodeName via patch.WithAdd\("/status/evacuationNodeName"\); kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Pending via patch.WithReplace\("/status"\); kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.PhaseTransitionTimestamps via v1.VirtualMachineInstanceStatus.PhaseTransitionTimestamps$`
	vmi.Status.Phase = v1.Pending
	vmi.Status.PhaseTransitionTimestamps = append(vmi.Status.PhaseTransitionTimestamps,
		v1.VirtualMachineInstancePhaseTransitionTimestamp{Phase: v1.Pending})
	return patch.New(
		patch.WithReplace("/status", v1.VirtualMachineInstanceStatus{Phase: v1.Pending}),
		patch.WithAdd("/status/evacuationNodeName", "node01"),
	)
}

// restoreStatus puts a whole status back: a write of every field.
func restoreStatus(old *v1.VirtualMachineInstance) *patch.PatchSet { // want restoreStatus:`ActivePods via patch.WithReplace\("/status"\);.*VSOCKCID via patch.WithReplace\("/status"\)$`
	return patch.New(patch.WithReplace("/status", old.Status)) // want `SF1003: virt-api patches "/status", which writes v1.VirtualMachineInstanceStatus fields it may not write: ActivePods, Conditions, .* and \d+ more$`
}

// setRunning sets a value virt-api does not own.
func setRunning(vmi *v1.VirtualMachineInstance) { // want setRunning:`Phase=Running`
	vmi.Status.Phase = v1.Running // want `SF1002: virt-api sets v1.VirtualMachineInstanceStatus.Phase=Running, a value only virt-handler may set$`
}

// expandedView is allowed by the policy: it builds a VM returned to the
// user and never stored, so its writes are no handoff (and no fact).
func expandedView(vm *v1.VirtualMachine) *v1.VirtualMachine {
	out := *vm
	out.Status.InstancetypeRef = nil
	out.Status = v1.VirtualMachineStatus{}
	return &out
}

// dropStatusChanges is allowed by the policy for its patches of "/status"
// only: its other writes are still checked.
func dropStatusChanges(old, cur *v1.VirtualMachineInstance) *patch.PatchSet { // want dropStatusChanges:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.NodeName via patch.WithReplace\("/status/nodeName"\); kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason$`
	cur.Status.Reason = "dropped" // want `SF1001: virt-api writes v1.VirtualMachineInstanceStatus.Reason, which only virt-controller may write$`
	return patch.New(
		patch.WithReplace("/status", old.Status),
		patch.WithReplace("/status/nodeName", old.Status.NodeName), // want `SF1003: virt-api patches "/status/nodeName"`
	)
}

// putBack is allowed by the policy for its assignments of the whole
// status only: the field it also sets is checked as anywhere.
func putBack(vm, read *v1.VirtualMachine) { // want putBack:`VirtualMachineStatus.Ready`
	vm.Status = read.Status
	(*vm).Status = read.Status
	vm.Status.Ready = true // want `SF1001: virt-api writes v1.VirtualMachineStatus.Ready, which only virt-controller may write$`
}

// describe writes no status: an allow entry for it excuses nothing
// (TestStaleAllowEntries).
func describe(name string) string { return "virtual machine " + name }

// Through the address of the field and back: the field itself.
func markReadyByAddress(vm *v1.VirtualMachine) { // want markReadyByAddress:`VirtualMachineStatus.Ready`
	*(&vm.Status.Ready) = true // want `SF1001: virt-api writes v1.VirtualMachineStatus.Ready, which only virt-controller may write$`
}

// Close negative: the address of a local, not of a status field.
func markLocalByAddress() bool {
	ready := false
	*(&ready) = true
	return ready
}
