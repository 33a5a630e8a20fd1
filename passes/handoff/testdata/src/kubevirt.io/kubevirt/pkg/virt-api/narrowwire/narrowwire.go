// Package narrowwire hands the pod client to shared code that narrows it:
// the shared code's pending call resolves here to the channel.
package narrowwire

import (
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil/narrowlaunch"
)

func Start(c typedv1.PodInterface) { // want Start:"launcher-pod via narrowlaunch.Launcher.Run→narrowlaunch.creator.Create, implemented by v1.PodInterface.Create"
	narrowlaunch.NewLauncher(c).Run() // want `HO1002: virt-api reaches handoff channel launcher-pod via narrowlaunch\.Launcher\.Run`
}
