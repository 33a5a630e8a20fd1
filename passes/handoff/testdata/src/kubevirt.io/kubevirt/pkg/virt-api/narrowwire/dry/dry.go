// Package dry wires a creator of its own into the shared code that
// narrows: a package whose view stores no pod client reaches no channel
// (close negative; the resolution is per key, over the package's view).
package dry

import (
	"context"

	corev1 "k8s.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil/narrowlaunch"
)

type fake struct{}

func (fake) Create(context.Context, *corev1.Pod) (*corev1.Pod, error) { return nil, nil }

func Dry() {
	narrowlaunch.NewLauncher(fake{}).Run()
}
