// Package mirror holds MP1006's mirror copies: the state is copied into the
// domain's metadata and back, and one direction leaves a field out.
package mirror

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"
)

// fromMetadata copies the launcher's record into the VMI: the mode too.
func fromMetadata(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.EndTimestamp = m.EndTimestamp
	ms.Completed = m.Completed
	ms.Failed = m.Failed
	ms.FailureReason = m.FailureReason
	ms.Mode = m.Mode
}

// toMetadata is the opposite direction for a decentralized target: it drops
// the mode, and whether it completed by design (the policy's one-way entry).
func toMetadata(ms *v1.VirtualMachineInstanceMigrationState) *api.MigrationMetadata {
	m := &api.MigrationMetadata{}
	m.StartTimestamp = ms.StartTimestamp // want `MP1006: mirror copy: toMetadata copies VirtualMachineInstanceMigrationState into MigrationMetadata without Mode, which fromMetadata copies the other way$`
	m.EndTimestamp = ms.EndTimestamp
	m.Failed = ms.Failed
	m.FailureReason = ms.FailureReason
	return m
}
