package guestfs

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

// virtctl is not allowed the channel, but this package is (with a reason).
func CreateLibguestfsPod(c typedv1.PodInterface) { // want CreateLibguestfsPod:"launcher-pod via v1.PodInterface.Create"
	c.Create(context.Background(), &corev1.Pod{Name: "libguestfs-tools"})
}
