// Package narrowlaunch is shared code that creates pods through an
// interface of its own; its importer wires the client, so the call stays
// pending here and the importer resolves it.
package narrowlaunch

import (
	"context"

	corev1 "k8s.io/api/core/v1"
)

type creator interface {
	Create(ctx context.Context, pod *corev1.Pod) (*corev1.Pod, error)
}

type Launcher struct{ c creator }

func NewLauncher(c creator) *Launcher { return &Launcher{c: c} }

// Run's call is pending: nothing here stores into c.
func (l *Launcher) Run() {
	l.c.Create(context.Background(), &corev1.Pod{})
}
