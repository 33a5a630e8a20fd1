// Package synchronization is shaped like KubeVirt's synchronization
// controller: it carries a migration's state to the other cluster's VMI
// one JSON-patch operation per field (SF1005). Each copy below patches
// its fields in another form: a helper of the package handed the field's
// name, a method, an operation literal.
package synchronization

import (
	v1 "kubevirt.io/api/core/v1"
)

// operation is a JSON-patch operation, its fields tagged as the patch
// package's are.
type operation struct {
	Op    string      `json:"op"`
	Path  string      `json:"path"`
	Value interface{} `json:"value"`
}

type patchSet struct{ ops []operation }

// patchStateField tests the old value and replaces it with the new one,
// at the field the caller names below the migration state.
func patchStateField[T any](ps *patchSet, field string, orig, new T) {
	path := "/status/migrationState/" + field
	ps.ops = append(ps.ops, operation{Op: "test", Path: path, Value: orig}, operation{Op: "replace", Path: path, Value: new})
}

// replace is the same as a method, without the test.
func (ps *patchSet) replace(field string, v interface{}) {
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/" + field, Value: v})
}

// replaceField hands its parameters on to the method.
func replaceField(ps *patchSet, field string, v interface{}) { ps.replace(field, v) }

// syncState carries 23 of the record's 25 fields: each one it leaves out
// never reaches the other cluster, and each is its own finding.
func syncState(ps *patchSet, origMS, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncState:"StartTimestamp via" `SF1005: syncState patches VirtualMachineInstanceMigrationState field by field from newMS without TargetCPUSet$` `SF1005: syncState patches VirtualMachineInstanceMigrationState field by field from newMS without SourceVMIUID$`
	patchStateField(ps, "startTimestamp", origMS.StartTimestamp, newMS.StartTimestamp)
	patchStateField(ps, "endTimestamp", origMS.EndTimestamp, newMS.EndTimestamp)
	patchStateField(ps, "targetNodeDomainReadyTimestamp", origMS.TargetNodeDomainReadyTimestamp, newMS.TargetNodeDomainReadyTimestamp)
	patchStateField(ps, "targetNodeDomainDetected", origMS.TargetNodeDomainDetected, newMS.TargetNodeDomainDetected)
	patchStateField(ps, "targetNodeAddress", origMS.TargetNodeAddress, newMS.TargetNodeAddress)
	patchStateField(ps, "targetDirectMigrationNodePorts", origMS.TargetDirectMigrationNodePorts, newMS.TargetDirectMigrationNodePorts)
	patchStateField(ps, "targetNode", origMS.TargetNode, newMS.TargetNode)
	patchStateField(ps, "targetPod", origMS.TargetPod, newMS.TargetPod)
	patchStateField(ps, "targetAttachmentPodUID", origMS.TargetAttachmentPodUID, newMS.TargetAttachmentPodUID)
	patchStateField(ps, "targetNodeTopology", origMS.TargetNodeTopology, newMS.TargetNodeTopology)
	patchStateField(ps, "targetPersistentStatePVCName", origMS.TargetPersistentStatePVCName, newMS.TargetPersistentStatePVCName)
	patchStateField(ps, "targetMemoryOverhead", origMS.TargetMemoryOverhead, newMS.TargetMemoryOverhead)
	patchStateField(ps, "sourceNode", origMS.SourceNode, newMS.SourceNode)
	patchStateField(ps, "sourcePod", origMS.SourcePod, newMS.SourcePod)
	patchStateField(ps, "sourcePersistentStatePVCName", origMS.SourcePersistentStatePVCName, newMS.SourcePersistentStatePVCName)
	patchStateField(ps, "completed", origMS.Completed, newMS.Completed)
	patchStateField(ps, "failed", origMS.Failed, newMS.Failed)
	patchStateField(ps, "failureReason", origMS.FailureReason, newMS.FailureReason)
	patchStateField(ps, "abortRequested", origMS.AbortRequested, newMS.AbortRequested)
	patchStateField(ps, "mode", origMS.Mode, newMS.Mode)
	patchStateField(ps, "sourceState", origMS.SourceState, newMS.SourceState)
	patchStateField(ps, "targetState", origMS.TargetState, newMS.TargetState)
	patchStateField(ps, "migrationUid", origMS.MigrationUID, newMS.MigrationUID)
}

// syncAll carries every field, one of them from its neighbour: the field
// is there, with the wrong value, which is the one finding.
func syncAll(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncAll:"StartTimestamp via"
	ps.replace("startTimestamp", newMS.StartTimestamp)
	ps.replace("endTimestamp", newMS.EndTimestamp)
	ps.replace("targetNodeDomainReadyTimestamp", newMS.TargetNodeDomainReadyTimestamp)
	ps.replace("targetNodeDomainDetected", newMS.TargetNodeDomainDetected)
	ps.replace("targetNodeAddress", newMS.TargetNodeAddress)
	ps.replace("targetDirectMigrationNodePorts", newMS.TargetDirectMigrationNodePorts)
	ps.replace("targetNode", newMS.TargetNode)
	ps.replace("targetPod", newMS.TargetPod)
	ps.replace("targetAttachmentPodUID", newMS.TargetAttachmentPodUID)
	ps.replace("targetCPUSet", newMS.TargetCPUSet)
	ps.replace("targetNodeTopology", newMS.TargetNodeTopology)
	ps.replace("targetPersistentStatePVCName", newMS.TargetPersistentStatePVCName)
	ps.replace("targetMemoryOverhead", newMS.TargetMemoryOverhead)
	ps.replace("sourceNode", newMS.SourceNode)
	ps.replace("sourcePod", newMS.SourcePod)
	ps.replace("sourcePersistentStatePVCName", newMS.SourcePersistentStatePVCName)
	ps.replace("sourceVMIUID", newMS.SourceVMIUID)
	ps.replace("completed", newMS.Completed)
	ps.replace("failed", newMS.Failed)
	ps.replace("failureReason", newMS.TargetPod) // want `SF1005: JSON patch "/status/migrationState/failureReason" sets VirtualMachineInstanceMigrationState.FailureReason from TargetPod$`
	ps.replace("abortRequested", newMS.AbortRequested)
	ps.replace("mode", newMS.Mode)
	ps.replace("sourceState", newMS.SourceState)
	ps.replace("targetState", newMS.TargetState)
	ps.replace("migrationUid", newMS.MigrationUID)
}

// syncSplit takes its fields from two records in turn and leaves Mode
// out: neither copy covers most of the record, so neither drops a field.
func syncSplit(ps *patchSet, newMS, other *v1.VirtualMachineInstanceMigrationState) { // want syncSplit:"StartTimestamp via"
	replaceField(ps, "startTimestamp", newMS.StartTimestamp)
	replaceField(ps, "endTimestamp", other.EndTimestamp)
	replaceField(ps, "targetNodeDomainReadyTimestamp", newMS.TargetNodeDomainReadyTimestamp)
	replaceField(ps, "targetNodeDomainDetected", other.TargetNodeDomainDetected)
	replaceField(ps, "targetNodeAddress", newMS.TargetNodeAddress)
	replaceField(ps, "targetDirectMigrationNodePorts", other.TargetDirectMigrationNodePorts)
	replaceField(ps, "targetNode", newMS.TargetNode)
	replaceField(ps, "targetPod", other.TargetPod)
	replaceField(ps, "targetAttachmentPodUID", newMS.TargetAttachmentPodUID)
	replaceField(ps, "targetCPUSet", other.TargetCPUSet)
	replaceField(ps, "targetNodeTopology", newMS.TargetNodeTopology)
	replaceField(ps, "targetPersistentStatePVCName", other.TargetPersistentStatePVCName)
	replaceField(ps, "targetMemoryOverhead", newMS.TargetMemoryOverhead)
	replaceField(ps, "sourceNode", other.SourceNode)
	replaceField(ps, "sourcePod", newMS.SourcePod)
	replaceField(ps, "sourcePersistentStatePVCName", other.SourcePersistentStatePVCName)
	replaceField(ps, "sourceVMIUID", newMS.SourceVMIUID)
	replaceField(ps, "completed", other.Completed)
	replaceField(ps, "failed", newMS.Failed)
	replaceField(ps, "failureReason", other.FailureReason)
	replaceField(ps, "abortRequested", newMS.AbortRequested)
	replaceField(ps, "sourceState", newMS.SourceState)
	replaceField(ps, "targetState", other.TargetState)
	replaceField(ps, "migrationUid", newMS.MigrationUID)
}

// syncFew patches a chosen ten of the fields: more than one in four is
// left out, so none is dropped.
func syncFew(newMS *v1.VirtualMachineInstanceMigrationState) *patchSet { // want syncFew:"StartTimestamp via"
	ps := &patchSet{}
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/startTimestamp", Value: &newMS.StartTimestamp})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/endTimestamp", Value: &newMS.EndTimestamp})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetNodeDomainReadyTimestamp", Value: &newMS.TargetNodeDomainReadyTimestamp})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetNodeDomainDetected", Value: &newMS.TargetNodeDomainDetected})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetNodeAddress", Value: &newMS.TargetNodeAddress})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetDirectMigrationNodePorts", Value: &newMS.TargetDirectMigrationNodePorts})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetNode", Value: &newMS.TargetNode})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetPod", Value: &newMS.TargetPod})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetAttachmentPodUID", Value: &newMS.TargetAttachmentPodUID})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetCPUSet", Value: &newMS.TargetCPUSet})
	return ps
}

// syncButOne leaves a field out on purpose, and says why.
//
//kvlint:ignore SF1005 the fixture's directive case: the target's address is set by the target cluster itself
func syncButOne(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncButOne:"StartTimestamp via"
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/startTimestamp", Value: newMS.StartTimestamp})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/endTimestamp", Value: newMS.EndTimestamp})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetNodeDomainReadyTimestamp", Value: newMS.TargetNodeDomainReadyTimestamp})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetNodeDomainDetected", Value: newMS.TargetNodeDomainDetected})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetDirectMigrationNodePorts", Value: newMS.TargetDirectMigrationNodePorts})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetNode", Value: newMS.TargetNode})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetPod", Value: newMS.TargetPod})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetAttachmentPodUID", Value: newMS.TargetAttachmentPodUID})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetCPUSet", Value: newMS.TargetCPUSet})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetNodeTopology", Value: newMS.TargetNodeTopology})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetPersistentStatePVCName", Value: newMS.TargetPersistentStatePVCName})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetMemoryOverhead", Value: newMS.TargetMemoryOverhead})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/sourceNode", Value: newMS.SourceNode})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/sourcePod", Value: newMS.SourcePod})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/sourcePersistentStatePVCName", Value: newMS.SourcePersistentStatePVCName})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/sourceVMIUID", Value: newMS.SourceVMIUID})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/completed", Value: newMS.Completed})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/failed", Value: newMS.Failed})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/failureReason", Value: newMS.FailureReason})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/abortRequested", Value: newMS.AbortRequested})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/mode", Value: newMS.Mode})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/sourceState", Value: newMS.SourceState})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetState", Value: newMS.TargetState})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/migrationUid", Value: newMS.MigrationUID})
}

// swapped names one field and takes the value of its neighbour.
func swapped(ps *patchSet, vmi *v1.VirtualMachineInstance, origMS, newMS *v1.VirtualMachineInstanceMigrationState) { // want swapped:"StartTimestamp via"
	patchStateField(ps, "endTimestamp", origMS.StartTimestamp, newMS.StartTimestamp)                                  // want `SF1005: JSON patch "/status/migrationState/endTimestamp" sets VirtualMachineInstanceMigrationState.EndTimestamp from StartTimestamp$`
	patchStateField(ps, "sourceNode", origMS.SourceNode, newMS.TargetNode)                                            // want `SF1005: JSON patch "/status/migrationState/sourceNode" sets VirtualMachineInstanceMigrationState.SourceNode from TargetNode$`
	ps.ops = append(ps.ops, operation{Op: "test", Path: "/status/migrationState/failed", Value: &origMS.Completed})   // want `SF1005: JSON patch "/status/migrationState/failed" sets VirtualMachineInstanceMigrationState.Failed from Completed$`
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetNode", Value: newMS.SourceNode}) // want `SF1005: JSON patch "/status/migrationState/targetNode" sets VirtualMachineInstanceMigrationState.TargetNode from SourceNode$`
	// Close negatives: the like-named field; a value of another record
	// (the VMI's node for the target node); a field of another type.
	patchStateField(ps, "endTimestamp", &origMS.EndTimestamp, &newMS.EndTimestamp)
	patchStateField(ps, "targetNode", "", vmi.Status.NodeName)
	patchStateField(ps, "targetNode", false, newMS.Completed)
	//kvlint:ignore SF1005 the fixture's directive case: a fresh migration starts where the old one ended
	patchStateField(ps, "startTimestamp", origMS.EndTimestamp, newMS.EndTimestamp)
}

// syncHalves splits the list in two helpers, each below the threshold on
// its own, and patches the rest itself: together they are one list, which
// leaves FailureReason out.
func syncHalves(ps *patchSet, origMS, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncHalves:"TargetPersistentStatePVCName via" `SF1005: syncHalves patches VirtualMachineInstanceMigrationState field by field from newMS without FailureReason$`
	syncEarlyHalf(ps, origMS, newMS)
	syncLateHalf(ps, newMS)
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetPersistentStatePVCName", Value: &newMS.TargetPersistentStatePVCName})
	ps.ops = append(ps.ops, operation{Op: "add", Path: "/status/migrationState/targetMemoryOverhead", Value: &newMS.TargetMemoryOverhead})
}

func syncEarlyHalf(ps *patchSet, origMS, state *v1.VirtualMachineInstanceMigrationState) { // want syncEarlyHalf:"StartTimestamp via"
	patchStateField(ps, "startTimestamp", &origMS.StartTimestamp, &state.StartTimestamp)
	patchStateField(ps, "endTimestamp", &origMS.EndTimestamp, &state.EndTimestamp)
	patchStateField(ps, "targetNodeDomainReadyTimestamp", &origMS.TargetNodeDomainReadyTimestamp, &state.TargetNodeDomainReadyTimestamp)
	patchStateField(ps, "targetNodeDomainDetected", &origMS.TargetNodeDomainDetected, &state.TargetNodeDomainDetected)
	patchStateField(ps, "targetNodeAddress", &origMS.TargetNodeAddress, &state.TargetNodeAddress)
	patchStateField(ps, "targetDirectMigrationNodePorts", &origMS.TargetDirectMigrationNodePorts, &state.TargetDirectMigrationNodePorts)
	patchStateField(ps, "targetNode", &origMS.TargetNode, &state.TargetNode)
	patchStateField(ps, "targetPod", &origMS.TargetPod, &state.TargetPod)
	patchStateField(ps, "targetAttachmentPodUID", &origMS.TargetAttachmentPodUID, &state.TargetAttachmentPodUID)
	patchStateField(ps, "targetCPUSet", &origMS.TargetCPUSet, &state.TargetCPUSet)
	patchStateField(ps, "targetNodeTopology", &origMS.TargetNodeTopology, &state.TargetNodeTopology)
}

func syncLateHalf(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncLateHalf:"Mode via"
	ps.replace("sourceNode", &newMS.SourceNode)
	ps.replace("sourcePod", &newMS.SourcePod)
	ps.replace("sourcePersistentStatePVCName", &newMS.SourcePersistentStatePVCName)
	ps.replace("sourceVMIUID", &newMS.SourceVMIUID)
	ps.replace("completed", &newMS.Completed)
	ps.replace("failed", &newMS.Failed)
	ps.replace("abortRequested", &newMS.AbortRequested)
	ps.replace("mode", &newMS.Mode)
	ps.replace("sourceState", &newMS.SourceState)
	ps.replace("targetState", &newMS.TargetState)
	ps.replace("migrationUid", &newMS.MigrationUID)
}

// patchTargetField replaces a field of the target's state.
func patchTargetField[T any](ps *patchSet, field string, v T) {
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetState/" + field, Value: v})
}

// syncTarget patches two fields of the target's state itself and has a
// helper patch the other eight (the embedded common state's included):
// nothing is left out, and the helper, which alone would leave two out,
// is judged with its caller.
func syncTarget(ps *patchSet, newTS *v1.VirtualMachineInstanceMigrationTargetState) { // want syncTarget:"NodeTopology via"
	syncTargetMost(ps, newTS)
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetState/cpuSet", Value: newTS.CPUSet})
	ps.ops = append(ps.ops, operation{Op: "replace", Path: "/status/migrationState/targetState/nodeTopology", Value: newTS.NodeTopology})
}

func syncTargetMost(ps *patchSet, ts *v1.VirtualMachineInstanceMigrationTargetState) { // want syncTargetMost:"Node via"
	patchTargetField(ps, "node", ts.Node)
	patchTargetField(ps, "pod", ts.Pod)
	patchTargetField(ps, "persistentStatePVCName", ts.PersistentStatePVCName)
	patchTargetField(ps, "domainReadyTimestamp", ts.DomainReadyTimestamp)
	patchTargetField(ps, "domainDetected", ts.DomainDetected)
	patchTargetField(ps, "nodeAddress", ts.NodeAddress)
	patchTargetField(ps, "directMigrationNodePorts", ts.DirectMigrationNodePorts)
	patchTargetField(ps, "attachmentPodUID", ts.AttachmentPodUID)
}

// Two callers hand syncState the VMIs' states and patch nothing of them
// themselves: the list is syncState's, reported there once.
func syncFromVMI(ps *patchSet, orig, vmi *v1.VirtualMachineInstance) { // want syncFromVMI:"StartTimestamp via"
	syncState(ps, orig.Status.MigrationState, vmi.Status.MigrationState)
}

func syncFromRemote(ps *patchSet, orig, remote *v1.VirtualMachineInstance) { // want syncFromRemote:"StartTimestamp via"
	syncState(ps, orig.Status.MigrationState, remote.Status.MigrationState)
}
