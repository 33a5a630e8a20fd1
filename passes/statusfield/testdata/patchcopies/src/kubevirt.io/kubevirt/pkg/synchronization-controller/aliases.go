package synchronization

import v1 "kubevirt.io/api/core/v1"

// aliasRest patches every field but the end and the target node; its
// callers patch those through locals, and each copy is judged in the
// caller with the helper's fields.
func aliasRest(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want aliasRest:"StartTimestamp via"
	ps.replace("startTimestamp", newMS.StartTimestamp)
	ps.replace("targetNodeDomainReadyTimestamp", newMS.TargetNodeDomainReadyTimestamp)
	ps.replace("targetNodeDomainDetected", newMS.TargetNodeDomainDetected)
	ps.replace("targetNodeAddress", newMS.TargetNodeAddress)
	ps.replace("targetDirectMigrationNodePorts", newMS.TargetDirectMigrationNodePorts)
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
	ps.replace("failureReason", newMS.FailureReason)
	ps.replace("abortRequested", newMS.AbortRequested)
	ps.replace("mode", newMS.Mode)
	ps.replace("sourceState", newMS.SourceState)
	ps.replace("targetState", newMS.TargetState)
	ps.replace("migrationUid", newMS.MigrationUID)
}

// syncAliased takes the end held in a local first and the target node
// through a local alias of the record: nothing is left out.
func syncAliased(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncAliased:"StartTimestamp via"
	aliasRest(ps, newMS)
	end := newMS.EndTimestamp
	ps.replace("endTimestamp", end)
	nm := newMS
	ps.replace("targetNode", nm.TargetNode)
}

// syncHeldSwap takes the end from the start held in a local first.
func syncHeldSwap(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncHeldSwap:"StartTimestamp via"
	aliasRest(ps, newMS)
	ps.replace("targetNode", newMS.TargetNode)
	start := newMS.StartTimestamp
	ps.replace("endTimestamp", start) // want `SF1005: JSON patch "/status/migrationState/endTimestamp" sets VirtualMachineInstanceMigrationState.EndTimestamp from StartTimestamp$`
}

// syncHeldTwice patches the end from a local assigned on two paths: no
// one field, so the end counts as left out of the copy from newMS.
func syncHeldTwice(ps *patchSet, newMS *v1.VirtualMachineInstanceMigrationState) { // want syncHeldTwice:"StartTimestamp via" `SF1005: syncHeldTwice patches VirtualMachineInstanceMigrationState field by field from newMS without EndTimestamp$`
	aliasRest(ps, newMS)
	ps.replace("targetNode", newMS.TargetNode)
	end := newMS.EndTimestamp
	if newMS.Completed {
		end = newMS.StartTimestamp
	}
	ps.replace("endTimestamp", end)
}
