package side // want package:"kubevirt.io/launcher-generation"

// Package side sets a label that has no constant; the package fact carries
// it to the reading side.

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

func Mark(m *metav1.ObjectMeta) {
	m.Labels["kubevirt.io/launcher-generation"] = "2"
}
