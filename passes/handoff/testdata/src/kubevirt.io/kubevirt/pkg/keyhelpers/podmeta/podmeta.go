// Package podmeta is shared code that builds metadata from keyhelpers' // want package:"key constants of kubevirt\\.io/api/core/v1" package:"sets owned handoff keys" package:"returns maps with owned handoff keys"
// returned labels. Handing such a map over sets its keys for whoever
// calls this code (HO1007 at a component's call); returning it hands it
// on to the caller.
package podmeta

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"kubevirt.io/kubevirt/pkg/keyhelpers"
)

func Meta(node string) metav1.ObjectMeta { // want Meta:"NodeNameLabel via v1\\.NodeNameLabel"
	return metav1.ObjectMeta{Labels: keyhelpers.PodLabels(node)}
}

// Labels returns another package's map: its own fact carries the chain.
func Labels(node string) map[string]string { // want Labels:"returns a map with .*NodeNameLabel via keyhelpers\\.PodLabels→v1\\.NodeNameLabel$"
	return keyhelpers.PodLabels(node)
}

// Kept returns that map kept in a local variable and extended first.
func Kept(node string) map[string]string { // want Kept:"returns a map with .*NodeNameLabel via keyhelpers\\.PodLabels→v1\\.NodeNameLabel$"
	m := keyhelpers.PodLabels(node)
	m["app"] = "kept"
	return m
}

// Close negatives: the map counted, not handed over; and kept in a local
// variable that is not the one returned.
func Count(node string) int { return len(keyhelpers.PodLabels(node)) }

func Other(node string) map[string]string {
	m := keyhelpers.PodLabels(node)
	out := map[string]string{"app": m["app"]}
	return out
}
