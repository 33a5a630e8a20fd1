// Package mirrorexprs: a direction that copies through a helper method
// called as a method expression ((copier).common(c, ms, m)) copies what the
// helper copies, with the arguments after the receiver as its parameters,
// exactly as through a plain function: its list is then judged whole
// (Completed left out) and the helper is the mirror it is compared with.
package mirrorexprs

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"
)

type copier struct{}

func (copier) common(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.EndTimestamp = m.EndTimestamp
	ms.Mode = m.Mode
}

// fromMetadata copies the timestamps and the mode through the helper, the
// rest itself.
func fromMetadata(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	copier.common(copier{}, ms, m) // want `MP1006: incomplete copy: fromMetadata copies m into VirtualMachineInstanceMigrationState field by field without Completed, which MigrationMetadata has$`
	ms.Failed = m.Failed
	ms.FailureReason = m.FailureReason
}

// toMetadata leaves the mode out.
func toMetadata(ms *v1.VirtualMachineInstanceMigrationState) *api.MigrationMetadata {
	m := &api.MigrationMetadata{}
	m.StartTimestamp = ms.StartTimestamp // want `MP1006: mirror copy: toMetadata copies VirtualMachineInstanceMigrationState into MigrationMetadata without Mode, which copier\.common copies the other way$`
	m.EndTimestamp = ms.EndTimestamp
	m.Failed = ms.Failed
	m.FailureReason = ms.FailureReason
	return m
}
