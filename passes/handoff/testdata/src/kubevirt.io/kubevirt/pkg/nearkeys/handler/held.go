package handler

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// A key held in a local first stands where the local is used as a key.
func heldIndex(m *metav1.ObjectMeta) string {
	k := "kubevirt.io/created_by" // want `HO1005: key "kubevirt.io/created_by" is no known handoff key; did you mean "kubevirt.io/created-by" \(constant v1.CreatedByLabel\)\?`
	return m.Labels[k]
}

// Close negative: a local that is used as no key.
func heldMessage() string {
	k := "kubevirt.io/created_bye"
	return "label " + k
}
