package shapes

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"
)

// One copy written through a local alias of its destination, a local
// holding a source field, or a copy of its source: the copy is still
// between the same two values.
func throughAlias(vmi *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	vmi.Status.MigrationState.Failed = m.Failed
	ms := vmi.Status.MigrationState
	ms.EndTimestamp = m.StartTimestamp // want `MP1006: copy mismatch: throughAlias sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
}

func throughHeldSource(vmi *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	vmi.Status.MigrationState.Failed = m.Failed
	ts := m.StartTimestamp
	vmi.Status.MigrationState.EndTimestamp = ts // want `MP1006: copy mismatch: throughHeldSource sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
}

func throughSourceCopy(vmi *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	vmi.Status.MigrationState.Failed = m.Failed
	md := *m
	vmi.Status.MigrationState.EndTimestamp = md.StartTimestamp // want `MP1006: copy mismatch: throughSourceCopy sets VirtualMachineInstanceMigrationState\.EndTimestamp from md\.StartTimestamp among copies of like-named fields$`
}

// Close negatives: an alias assigned twice (which value it names depends on
// the path), a local holding a field of another value, and a held field
// of the right name.
func reassignedAlias(vmi, other *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	vmi.Status.MigrationState.Failed = m.Failed
	ms := vmi.Status.MigrationState
	if other != nil {
		ms = other.Status.MigrationState
	}
	ms.EndTimestamp = m.StartTimestamp
}

func heldOther(vmi *v1.VirtualMachineInstance, m, prev *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	vmi.Status.MigrationState.Failed = m.Failed
	ts := prev.StartTimestamp
	vmi.Status.MigrationState.EndTimestamp = ts
}

func heldLike(vmi *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
	end := m.EndTimestamp
	vmi.Status.MigrationState.EndTimestamp = end
}
