// Package shapes holds MP1006's copies written in other forms than one
// assignment a line: tuple assignments, nested literals, fields promoted
// from an embedded state, and the close negatives around them.
package shapes

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"
)

// A tuple assignment is a copy field by field like any other.
func tuple(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp, ms.EndTimestamp = m.StartTimestamp, m.StartTimestamp // want `MP1006: copy mismatch: tuple sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
	ms.Failed = m.Failed
}

// A copy of the source's state kept for later: the pod is taken from the
// node.
func keepSource(st *v1.VirtualMachineInstanceMigrationState) *v1.VirtualMachineInstanceMigrationSourceState {
	out := &v1.VirtualMachineInstanceMigrationSourceState{}
	out.Node = st.SourceState.Node
	out.Pod = st.SourceState.Node // want `MP1006: copy mismatch: keepSource sets VirtualMachineInstanceMigrationSourceState\.Pod from st\.SourceState\.Node among copies of like-named fields$`
	return out
}

// A literal inside a literal: the metadata's end from its start.
type record struct {
	Meta *api.MigrationMetadata
	Name string
}

func wrap(ms *v1.VirtualMachineInstanceMigrationState, name string) record {
	return record{
		Name: name,
		Meta: &api.MigrationMetadata{
			StartTimestamp: ms.StartTimestamp,
			Failed:         ms.Failed,
			EndTimestamp:   ms.StartTimestamp, // want `MP1006: copy mismatch: wrap sets MigrationMetadata\.EndTimestamp from ms\.StartTimestamp among copies of like-named fields$`
		},
	}
}

// Close negatives.

// The end from another value than the copy's source: no mismatch of this
// copy.
func twoSources(ms *v1.VirtualMachineInstanceMigrationState, m, prev *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.Failed = m.Failed
	ms.EndTimestamp = prev.StartTimestamp
}

// Differently named fields of different types: nothing like-named to
// compare with.
func reasonFromMode(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.Failed = m.Failed
	ms.FailureReason = string(m.Mode)
}

// A computed value, not a field of the source.
func stamped(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata, now *metav1.Time) {
	ms.StartTimestamp = m.StartTimestamp
	ms.Completed = m.Completed
	ms.EndTimestamp = now
}

// keepSource's close negative: every field from its namesake.
func keepSourceWhole(st *v1.VirtualMachineInstanceMigrationState) *v1.VirtualMachineInstanceMigrationSourceState {
	out := &v1.VirtualMachineInstanceMigrationSourceState{}
	out.Node = st.SourceState.Node
	out.Pod = st.SourceState.Pod
	return out
}

// The like-named tuple: every field from its namesake.
func tupleWhole(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp, ms.EndTimestamp = m.StartTimestamp, m.EndTimestamp
	ms.Failed = m.Failed
}
