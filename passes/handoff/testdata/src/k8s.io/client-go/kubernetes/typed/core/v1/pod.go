// Package v1 stands in for the typed core/v1 client.
package v1

import (
	"context"

	corev1 "k8s.io/api/core/v1"
)

type PodInterface interface {
	Create(ctx context.Context, pod *corev1.Pod) (*corev1.Pod, error)
	Delete(ctx context.Context, name string) error
}
