// Package keyparams is shared code that sets whatever key it is given: // want package:"key constants of kubevirt\\.io/api/core/v1"
// the key a caller passes is set at the caller's call (HO1007 there).
package keyparams

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
)

// ApplyLabel sets the label it is given; its name says nothing.
func ApplyLabel(vmi *v1.VirtualMachineInstance, key, value string) { // want ApplyLabel:"sets key parameters 1 via key \\(m\\[key\\] =\\)"
	vmi.Labels[key] = value
}

// Unmark deletes the annotation it is given.
func Unmark(vmi *v1.VirtualMachineInstance, key string) { // want Unmark:"sets key parameters 1 via key \\(delete\\)"
	delete(vmi.Annotations, key)
}

// Forward hands its key on to ApplyLabel.
func Forward(vmi *v1.VirtualMachineInstance, key string) { // want Forward:"sets key parameters 1 via keyparams\\.ApplyLabel→key \\(m\\[key\\] =\\)"
	ApplyLabel(vmi, key, "forwarded")
}

// Meta sets it through apimachinery's setter, whose body is not read.
func Meta(meta *metav1.ObjectMeta, key string) { // want Meta:"sets key parameters 1 via v1\\.SetMetaDataLabel"
	metav1.SetMetaDataLabel(meta, key, "v")
}

// AddFinal appends the finalizer it is given through the getter, as
// KubeVirt's controller.AddFinalizer does.
func AddFinal(meta *metav1.ObjectMeta, f string) { // want AddFinal:"sets key parameters 1 via f \\(append\\)"
	meta.SetFinalizers(append(meta.GetFinalizers(), f))
}

// LabelsWith returns a map holding the key it is given, HeldWith fills a
// local map it returns: a caller that hands the result over sets the key.
func LabelsWith(key, value string) map[string]string { // want LabelsWith:"sets key parameters returned 0 via key \\(map literal\\)"
	return map[string]string{key: value}
}

func HeldWith(key string) map[string]string { // want HeldWith:"sets key parameters returned 0 via key \\(m\\[key\\] =\\)"
	m := map[string]string{}
	m[key] = "x"
	return m
}

// LabelsFor returns the map LabelsWith returns for the key it is given:
// a forwarder of a returned key, as its callee. Keys hands the key to
// LabelsWith but returns a map of its own: no returned key.
func LabelsFor(key string) map[string]string { // want LabelsFor:"sets key parameters returned 0 via keyparams\\.LabelsWith→key \\(map literal\\)"
	return LabelsWith(key, "for")
}

// LabelsKept keeps LabelsWith's map in a local variable and returns it.
func LabelsKept(key string) map[string]string { // want LabelsKept:"sets key parameters returned 0 via keyparams\\.LabelsWith→key \\(map literal\\)"
	m := LabelsWith(key, "kept")
	m["app"] = "x"
	return m
}

func Keys(key string) map[string]string {
	_ = LabelsWith(key, "dropped")
	return map[string]string{"app": "x"}
}

// Close negatives: a lookup, a set of keys, and a call whose name sounds
// like a write but whose callee only deletes a pod by name.
func Lookup(vmi *v1.VirtualMachineInstance, key string) string { return vmi.Labels[key] }

func Selector(key string) map[string]bool { return map[string]bool{key: true} }

type PodDeleter interface{ Delete(name string) error }

func DeletePod(d PodDeleter, name string) error { return d.Delete(name) }

// Labeler is a labelling client whose implementation kvlint does not see.
type Labeler interface{ AddLabel(key, value string) }

// AddVia hands the key to the client's AddLabel, which only its name
// judges: AddVia's body is no evidence of setting no key, so its callers
// read its name too (as they read DeletePod's, which hands a pod's name to
// Delete).
func AddVia(l Labeler, key, value string) { l.AddLabel(key, value) }

// SetNote is named as a writer, but the string it is handed is the note,
// never a key: its body says so, and a caller in another package that
// hands it a key constant sets no key.
func SetNote(vmi *v1.VirtualMachineInstance, note string) { vmi.Annotations["note"] = note } // want SetNote:"sets no key it is handed"

// ApplyLabelSeam is ApplyLabel held in a variable a test can replace: the
// same helper, its fact on the variable.
var ApplyLabelSeam = func(vmi *v1.VirtualMachineInstance, key, value string) { // want ApplyLabelSeam:"sets key parameters 1 via key \\(m\\[key\\] =\\)"
	vmi.Labels[key] = value
}
