package watch

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil"
)

func StartVMI(c typedv1.PodInterface) error { // want StartVMI:"launcher-pod via v1.PodInterface.Create"
	if _, err := c.Create(context.Background(), &corev1.Pod{Name: "virt-launcher"}); err != nil {
		return err
	}
	return podutil.Ensure(c, "virt-launcher")
}
