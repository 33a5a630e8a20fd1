package rest // want package:"stored podutil.CreateLauncherPod: launcher-pod via v1.PodInterface.Create"

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil"
	"kubevirt.io/kubevirt/pkg/virt-operator/components" // virt-api may import virt-operator
)

var _ = components.HandlerServiceAccountName

// Direct use by a component the channel does not allow.
func CreateDirect(c typedv1.PodInterface) { // want CreateDirect:"launcher-pod via v1.PodInterface.Create"
	c.Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly: v1\.PodInterface\.Create`
}

// Use through shared code: reported at the call that leaves virt-api, with
// the chain, once per calling function.
func CreateThroughShared(c typedv1.PodInterface) error { // want CreateThroughShared:"launcher-pod via podutil.Ensure→podutil.CreateLauncherPod→v1.PodInterface.Create"
	if err := podutil.Ensure(c, "a"); err != nil { // want `HO1002: virt-api reaches handoff channel launcher-pod via podutil\.Ensure`
		return err
	}
	return podutil.Ensure(c, "b")
}

// Close negative: shared code that does not use the channel.
func DeleteThroughShared(c typedv1.PodInterface) error {
	return podutil.Render(c, "a")
}

func Suppressed(c typedv1.PodInterface) error { // want Suppressed:"launcher-pod via podutil.CreateLauncherPod→v1.PodInterface.Create"
	//kvlint:ignore HO1002 the export server pod is not a launcher pod
	return podutil.CreateLauncherPod(c, "export")
}

// A method value hands the function on: it counts as a use.
func Deferred(c typedv1.PodInterface) func(typedv1.PodInterface, string) error { // want Deferred:"launcher-pod via podutil.CreateLauncherPod→v1.PodInterface.Create"
	return podutil.CreateLauncherPod // want `HO1002: virt-api reaches handoff channel launcher-pod via podutil\.CreateLauncherPod`
}
