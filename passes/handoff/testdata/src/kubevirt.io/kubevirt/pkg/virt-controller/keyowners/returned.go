package keyowners

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"kubevirt.io/kubevirt/pkg/keyhelpers"
	"kubevirt.io/kubevirt/pkg/keyhelpers/podmeta"
)

// The owner handing over a helper's map of its key: no finding.
func podMeta(node string) metav1.ObjectMeta { // want podMeta:"NodeNameLabel via v1\\.NodeNameLabel"
	return metav1.ObjectMeta{Labels: keyhelpers.PodLabels(node)}
}

func sharedMeta(node string) metav1.ObjectMeta { // want sharedMeta:"NodeNameLabel via podmeta\\.Meta"
	return podmeta.Meta(node)
}
