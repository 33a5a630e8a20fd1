// Package channelforms: virt-handler reaching the launcher-pod channel,
// which only virt-controller may use, in the forms Go spells a method
// call without calling it by name.
package channelforms

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	k8sv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

func methodValue(pods k8sv1.PodInterface, pod *corev1.Pod) { // want methodValue:"launcher-pod via v1.PodInterface.Create"
	create := pods.Create // want `HO1002: virt-handler uses handoff channel launcher-pod directly: v1\.PodInterface\.Create$`
	_, _ = create(context.Background(), pod)
}

func methodExpr(pods k8sv1.PodInterface, pod *corev1.Pod) { // want methodExpr:"launcher-pod via v1.PodInterface.Create"
	_, _ = k8sv1.PodInterface.Create(pods, context.Background(), pod) // want `HO1002: virt-handler uses handoff channel launcher-pod directly`
}

// podClient embeds the typed client: its promoted Create is the channel's.
type podClient struct{ k8sv1.PodInterface }

func embedded(c podClient, pod *corev1.Pod) { // want embedded:"launcher-pod via v1.PodInterface.Create"
	_, _ = c.Create(context.Background(), pod) // want `HO1002: virt-handler uses handoff channel launcher-pod directly`
}

func inLiteral(pods k8sv1.PodInterface, pod *corev1.Pod) { // want inLiteral:"launcher-pod via v1.PodInterface.Create"
	retry := func() { _, _ = pods.Create(context.Background(), pod) } // want `HO1002: virt-handler uses handoff channel launcher-pod directly`
	retry()
}

// Delete is no channel API: close negative.
func deleted(pods k8sv1.PodInterface) error {
	return pods.Delete(context.Background(), "virt-launcher-x")
}
