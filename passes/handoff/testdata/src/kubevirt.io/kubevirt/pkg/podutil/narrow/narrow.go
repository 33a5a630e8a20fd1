// Package narrow is shared code that narrows the pod client before it
// creates a pod: its callers answer for the channel.
package narrow

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

type creator interface {
	Create(ctx context.Context, pod *corev1.Pod) (*corev1.Pod, error)
}

func Launch(c typedv1.PodInterface) { // want Launch:"launcher-pod via narrow.creator.Create, implemented by v1.PodInterface.Create"
	var p creator = c
	p.Create(context.Background(), &corev1.Pod{})
}
