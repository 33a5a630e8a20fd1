package synchronization

import v1 "kubevirt.io/api/core/v1"

// flattenTarget copies the target's nested record into the legacy flat
// fields named for its side (TargetNode from Node), but leaves CPUSet out:
// the flat TargetCPUSet keeps the old placement for whoever still reads it.
func flattenTarget(vmi *v1.VirtualMachineInstance, ts *v1.VirtualMachineInstanceMigrationTargetState) {
	ms := vmi.Status.MigrationState
	ms.TargetNode = ts.Node // want `MP1006: incomplete copy: flattenTarget copies ts into VirtualMachineInstanceMigrationState field by field without TargetCPUSet, which VirtualMachineInstanceMigrationTargetState has as CPUSet$`
	ms.TargetPod = ts.Pod
	ms.TargetDirectMigrationNodePorts = ts.DirectMigrationNodePorts
	if ts.NodeAddress != nil {
		ms.TargetNodeAddress = *ts.NodeAddress
	}
	if ts.AttachmentPodUID != nil {
		ms.TargetAttachmentPodUID = *ts.AttachmentPodUID
	}
	if ts.NodeTopology != nil {
		ms.TargetNodeTopology = *ts.NodeTopology
	}
	if ts.PersistentStatePVCName != nil {
		ms.TargetPersistentStatePVCName = *ts.PersistentStatePVCName
	}
}

// Close negatives: the whole record; too few fields to call it a copy of
// the record.
func flattenTargetAll(ms *v1.VirtualMachineInstanceMigrationState, ts *v1.VirtualMachineInstanceMigrationTargetState) {
	ms.TargetNode = ts.Node
	ms.TargetPod = ts.Pod
	ms.TargetDirectMigrationNodePorts = ts.DirectMigrationNodePorts
	ms.TargetCPUSet = ts.CPUSet
	if ts.NodeAddress != nil {
		ms.TargetNodeAddress = *ts.NodeAddress
	}
	if ts.AttachmentPodUID != nil {
		ms.TargetAttachmentPodUID = *ts.AttachmentPodUID
	}
	if ts.NodeTopology != nil {
		ms.TargetNodeTopology = *ts.NodeTopology
	}
	if ts.PersistentStatePVCName != nil {
		ms.TargetPersistentStatePVCName = *ts.PersistentStatePVCName
	}
}

func flattenTargetFew(ms *v1.VirtualMachineInstanceMigrationState, ts *v1.VirtualMachineInstanceMigrationTargetState) {
	ms.TargetNode = ts.Node
	ms.TargetPod = ts.Pod
	ms.TargetCPUSet = ts.CPUSet
}

// A directive on the copy's first line.
func flattenTargetExcused(ms *v1.VirtualMachineInstanceMigrationState, ts *v1.VirtualMachineInstanceMigrationTargetState) {
	//kvlint:ignore MP1006 the fixture's directive case for a flat copy that leaves a field out
	ms.TargetNode = ts.Node
	ms.TargetPod = ts.Pod
	ms.TargetDirectMigrationNodePorts = ts.DirectMigrationNodePorts
	if ts.NodeAddress != nil {
		ms.TargetNodeAddress = *ts.NodeAddress
	}
	if ts.AttachmentPodUID != nil {
		ms.TargetAttachmentPodUID = *ts.AttachmentPodUID
	}
	if ts.NodeTopology != nil {
		ms.TargetNodeTopology = *ts.NodeTopology
	}
	if ts.PersistentStatePVCName != nil {
		ms.TargetPersistentStatePVCName = *ts.PersistentStatePVCName
	}
}

// Mirror functions of their own record: the target's copy drops Node,
// which the source's copies. That is the mirror's finding, reported once,
// not a second time as an incomplete copy.
func flattenSourceRecord(rec *v1.VirtualMachineInstanceMigrationState, sourceRecord *v1.VirtualMachineInstanceMigrationSourceState) {
	rec.SourceNode = sourceRecord.Node
	rec.SourcePod = sourceRecord.Pod
	if sourceRecord.PersistentStatePVCName != nil {
		rec.SourcePersistentStatePVCName = *sourceRecord.PersistentStatePVCName
	}
}

func flattenTargetRecord(rec *v1.VirtualMachineInstanceMigrationState, targetRecord *v1.VirtualMachineInstanceMigrationTargetState) {
	rec.TargetPod = targetRecord.Pod // want `MP1006: mirror copy: flattenTargetRecord leaves out TargetNode, which its mirror flattenSourceRecord copies$`
	rec.TargetDirectMigrationNodePorts = targetRecord.DirectMigrationNodePorts
	rec.TargetCPUSet = targetRecord.CPUSet
	if targetRecord.NodeAddress != nil {
		rec.TargetNodeAddress = *targetRecord.NodeAddress
	}
	if targetRecord.AttachmentPodUID != nil {
		rec.TargetAttachmentPodUID = *targetRecord.AttachmentPodUID
	}
	if targetRecord.NodeTopology != nil {
		rec.TargetNodeTopology = *targetRecord.NodeTopology
	}
	if targetRecord.PersistentStatePVCName != nil {
		rec.TargetPersistentStatePVCName = *targetRecord.PersistentStatePVCName
	}
}
