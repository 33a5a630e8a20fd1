package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

// MigrationMetadata stands in for the migration record the launcher keeps
// in the domain.
type MigrationMetadata struct {
	StartTimestamp *metav1.Time
	EndTimestamp   *metav1.Time
	Failed         bool
	FailureReason  string
	Mode           v1.MigrationMode
}

func now() *metav1.Time { return &metav1.Time{Unix: 1} }
