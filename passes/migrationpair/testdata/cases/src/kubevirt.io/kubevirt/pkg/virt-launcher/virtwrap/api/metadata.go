// Package api stands in for the launcher's domain types: the migration
// metadata the launcher keeps in the domain and the handler copies into the
// VMI's migration state (and the other way for a decentralized target).
package api

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationMetadata struct {
	StartTimestamp *metav1.Time
	EndTimestamp   *metav1.Time
	Completed      bool
	Failed         bool
	FailureReason  string
	AbortStatus    string
	Mode           v1.MigrationMode
}

func (in *MigrationMetadata) DeepCopy() *MigrationMetadata {
	if in == nil {
		return nil
	}
	out := *in
	return &out
}

// BackupMetadata has no field named like a migration state's end: copies
// from it into the state are renamings by construction.
type BackupMetadata struct {
	StartTimestamp      *metav1.Time
	CompletionTimestamp *metav1.Time
	Completed           bool
}
