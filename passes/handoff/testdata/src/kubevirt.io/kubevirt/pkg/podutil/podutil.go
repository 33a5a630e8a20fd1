// Package podutil is shared code that creates Pods: its channel use is
// attributed to whoever calls it.
package podutil

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

func CreateLauncherPod(c typedv1.PodInterface, name string) error { // want CreateLauncherPod:"launcher-pod via v1.PodInterface.Create"
	_, err := c.Create(context.Background(), &corev1.Pod{Name: name})
	return err
}

// Render is close to CreateLauncherPod but only deletes: not the channel.
func Render(c typedv1.PodInterface, name string) error {
	return c.Delete(context.Background(), name)
}

func Ensure(c typedv1.PodInterface, name string) error { // want Ensure:"launcher-pod via podutil.CreateLauncherPod→v1.PodInterface.Create"
	return CreateLauncherPod(c, name)
}
