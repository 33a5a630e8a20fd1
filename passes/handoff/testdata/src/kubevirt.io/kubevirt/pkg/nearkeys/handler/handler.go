package handler // want package:"cdi.kubevirt.io/storage.import.source cdi.kubevirt.io/storage.import.sourse kubevirt.io/created-bi kubevirt.io/created-by kubevirt.io/created_by kubevirt.io/createdby kubevirt.io/ephemeral-provisionning kubevirt.io/launcher-generatoin kubevirt.io/name kubevirt.io/sev kubevirt.io/sev-es kubevirt.io/seven kubevirt.io/virtualMachineControlerFinalize kubevirt.io/virtualMachineControllerFinalise kubevirt.io/virtualMachineControllerFinalizer kubevirt.io/vm-name kubevirt.io/zzz vm.kubevirt.io/name" package:"key constants of kubevirt\\.io/api/core/v1"

// Package handler reads the keys other components set.

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/controller"
	"kubevirt.io/kubevirt/pkg/nearkeys/side"
)

var _, _ = side.Mark, v1.AppLabel

func index(m *metav1.ObjectMeta, o metav1.Object) bool {
	if m.Labels["kubevirt.io/createdby"] != "" { // want `HO1005: key "kubevirt.io/createdby" is no known handoff key; did you mean "kubevirt.io/created-by" \(constant v1.CreatedByLabel\)\?`
		return true
	}
	// Equal to the constant: HO1003's business, not a near miss.
	if m.Labels["kubevirt.io/created-by"] != "" { // want `HO1003: string literal "kubevirt.io/created-by" is the handoff key v1.CreatedByLabel`
		return true
	}
	return o.GetAnnotations()["kubevirt.io/ephemeral-provisionning"] == "true" // want `did you mean "kubevirt.io/ephemeral-provisioning" \(constant v1.EphemeralProvisioningObject\)`
}

// literals go into the object's labels through a map literal.
func literal(m *metav1.ObjectMeta) {
	m.Labels = map[string]string{
		"kubevirt.io/launcher-generatoin": "3", // want `did you mean "kubevirt.io/launcher-generation" \(used as a key in kubevirt.io/kubevirt/pkg/nearkeys/side\)`
		"kubevirt.io/zzz":                 "",  // far from every key
	}
	m.SetAnnotations(map[string]string{"kubevirt.io/name": "x"}) // want `did you mean "vm.kubevirt.io/name" \(constant v1.VirtualMachineNameLabel\)`
}

func selectors() labels.Selector {
	_ = metav1.LabelSelector{MatchLabels: map[string]string{"vm.kubevirt.io/name": "x"}} // want `HO1003`
	return labels.SelectorFromSet(labels.Set{"kubevirt.io/vm-name": "x"})                // want `did you mean "kubevirt.io/vmi-name" \(constant v1.MigrationSelectorLabel\)`
}

func finalizers(m *metav1.ObjectMeta, o metav1.Object) {
	m.Finalizers = append(m.Finalizers, "kubevirt.io/virtualMachineControllerFinalise") // want `did you mean "kubevirt.io/virtualMachineControllerFinalize" \(constant v1.VirtualMachineControllerFinalizer\)`
	controller.AddFinalizer(o, "kubevirt.io/virtualMachineControlerFinalize")           // want `did you mean "kubevirt.io/virtualMachineControllerFinalize"`
	// The same misspelling at two sites of one package: the two sides
	// agree, so the handoff works.
	m.Finalizers = append(m.Finalizers, "kubevirt.io/virtualMachineControllerFinalizer")
	if controller.HasFinalizer(o, "kubevirt.io/virtualMachineControllerFinalizer") {
		return
	}
}

// short names allow one edit: "sev-es" is a real, different key name.
func short(m *metav1.ObjectMeta) {
	m.Labels["kubevirt.io/sev-es"] = "true"
	m.Labels["kubevirt.io/seven"] = "true"
	m.Labels["kubevirt.io/sev"] = "true" // want `HO1003`
}

// other domains are not checked.
func foreign(m *metav1.ObjectMeta) {
	m.Labels["example.com/created-bi"] = "x"
	m.Annotations["cdi.kubevirt.io/storage.import.sourse"] = "x" // no known key in that domain
	m.Annotations["cdi.kubevirt.io/storage.import.source"] = "x"
}

// not a key site: a log line or a value.
func notKeys(m *metav1.ObjectMeta) string {
	m.Labels["app"] = "kubevirt.io/createdby"
	return "kubevirt.io/createdby"
}

func directive(m *metav1.ObjectMeta) {
	//kvlint:ignore HO1005 an old key, read for upgrades from v0.x
	_ = m.Annotations["kubevirt.io/created-bi"]
}

// Spellings a reader cannot tell from a known key: an invisible character
// (zero-width space, bidi isolates), a look-alike letter of another script
// in the domain, upper case in the domain. Each is a near miss, even at two
// sites, and the message shows the key escaped.
func invisible(m *metav1.ObjectMeta) {
	_ = m.Labels["kubevirt.io/created\u200b-by"]       // want `key "kubevirt.io/created\\u200b-by" is no known handoff key; did you mean "kubevirt.io/created-by" \(constant v1.CreatedByLabel\)\?`
	_ = m.Labels["kubevirt.io/created\u200b-by"]       // want `key "kubevirt.io/created\\u200b-by" is no known`
	_ = m.Labels["\u2066kubevirt.io/created-by\u2069"] // want `key "\\u2066kubevirt.io/created-by\\u2069" is no known handoff key; did you mean "kubevirt.io/created-by"`
	_ = m.Labels["kubevirt.io/created-by\u202e"]       // want `did you mean "kubevirt.io/created-by"`
	_ = m.Labels["kubev\u0456rt.io/created-by"]        // want `key "kubev\\u0456rt.io/created-by" is no known handoff key; did you mean "kubevirt.io/created-by"`
	_ = m.Labels["vm.kubevіrt.io/name"]                // want `key "vm.kubev\\u0456rt.io/name" is no known handoff key; did you mean "vm.kubevirt.io/name"`
	_ = m.Labels["KubeVirt.io/created-by"]             // want `key "KubeVirt.io/created-by" is no known handoff key; did you mean "kubevirt.io/created-by"`
	_ = m.Labels["KubeVirt.io/launcher-generatoin"]    // want `did you mean "kubevirt.io/launcher-generation"`
	_ = m.Labels["kubevirt.io/\u0441reated-by"]        // want `did you mean "kubevirt.io/created-by"`
	// Close negatives: a genuinely different key behind an invisible
	// character, a look-alike of a domain that is no key domain, the exact
	// key (HO1003's business).
	_ = m.Labels["kubevirt.io/\u200bzzz-unrelated"]
	_ = m.Labels["examp\u0456e.com/created-by"]
	_ = m.Labels["kubevirt.io/created-by"] // want `HO1003`
}

var _ = []any{index, literal, selectors, finalizers, short, foreign, notKeys, directive, invisible}
