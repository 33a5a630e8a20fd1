package vm

import (
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil"
)

// Another virtctl package: the allowance of pkg/virtctl/guestfs does not
// cover it.
func Start(c typedv1.PodInterface) error { // want Start:"launcher-pod via podutil.CreateLauncherPod→v1.PodInterface.Create"
	return podutil.CreateLauncherPod(c, "x") // want `HO1002: virtctl reaches handoff channel launcher-pod via podutil\.CreateLauncherPod$`
}
