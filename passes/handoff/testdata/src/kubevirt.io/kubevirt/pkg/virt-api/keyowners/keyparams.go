package keyowners

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers/keyparams"
)

// An owned key handed to a function that sets the key it is given is set
// at the call, whatever the function's name: of another package, handed
// on there, through apimachinery's setter, or of this package.
func viaParam(vmi *v1.VirtualMachineInstance, node string) { // want viaParam:"NodeNameLabel via"
	keyparams.ApplyLabel(vmi, v1.NodeNameLabel, node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.ApplyLabel\), which only virt-controller, virt-handler may set`
}

func viaForward(vmi *v1.VirtualMachineInstance) { // want viaForward:"NodeNameLabel via"
	keyparams.Forward(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.Forward\)`
}

func viaUnmark(vmi *v1.VirtualMachineInstance) { // want viaUnmark:"NodeNameLabel via"
	keyparams.Unmark(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.Unmark\)`
}

func viaMeta(meta *metav1.ObjectMeta) { // want viaMeta:"NodeNameLabel via"
	keyparams.Meta(meta, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.Meta\)`
}

func tweak(vmi *v1.VirtualMachineInstance, k string) { vmi.Labels[k] = "z" }

func viaLocal(vmi *v1.VirtualMachineInstance) { // want viaLocal:"NodeNameLabel via"
	tweak(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.tweak\)`
}

// Close negatives: the key looked up, or put in a set.
func notSet(vmi *v1.VirtualMachineInstance) (string, map[string]bool) {
	return keyparams.Lookup(vmi, v1.NodeNameLabel), keyparams.Selector(v1.NodeNameLabel)
}

// A close negative of the name rule: another package's Set… helper whose
// body was read and sets no key it is handed; the key is only its text.
func noteOnly(vmi *v1.VirtualMachineInstance) {
	keyparams.SetNote(vmi, v1.NodeNameLabel)
}

// Its positive twin: a helper that hands the key on to a client's AddLabel
// keeps the name rule.
func viaClient(l keyparams.Labeler) { // want viaClient:"NodeNameLabel via"
	keyparams.AddVia(l, v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(AddVia\(…\)\), which only virt-controller, virt-handler may set$`
}

// A finalizer appended to the list the getter returns is added, here and
// in a helper that does it for the finalizer it is given.
func addByGetter(vm *v1.VirtualMachine) []string { // want addByGetter:"VirtualMachineControllerFinalizer via"
	return append(vm.GetFinalizers(), v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(append\)`
}

func viaAddFinal(vm *v1.VirtualMachine) { // want viaAddFinal:"VirtualMachineControllerFinalizer via"
	keyparams.AddFinal(&vm.ObjectMeta, v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(passed to keyparams\.AddFinal\)`
}

// A key handed to a function that returns a map holding it is set where
// the call's result is handed over as labels or annotations; the same map
// as a node selector sets nothing.
func viaReturned(vmi *v1.VirtualMachineInstance, node string) metav1.ObjectMeta { // want viaReturned:"NodeNameLabel via"
	vmi.Labels = keyparams.HeldWith(v1.NodeNameLabel)                                   // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.HeldWith returns\)`
	return metav1.ObjectMeta{Annotations: keyparams.LabelsWith(v1.NodeNameLabel, node)} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.LabelsWith returns\)`
}

// Kept in a local variable first, then handed over.
func keptWith(vmi *v1.VirtualMachineInstance) { // want keptWith:"NodeNameLabel via"
	labels := keyparams.LabelsWith(v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.LabelsWith returns\)`
	vmi.SetLabels(labels)
}

func selectorWith(spec *corev1.PodSpec) {
	spec.NodeSelector = keyparams.LabelsWith(v1.NodeNameLabel, "n")
}

// Kept in a local variable that becomes a node selector: nothing set.
func keptSelector(spec *corev1.PodSpec) {
	sel := keyparams.LabelsWith(v1.NodeNameLabel, "n")
	spec.NodeSelector = sel
}

// Returned by a function of the package whose result a caller hands over.
func podLabelsWith(node string) map[string]string { // want podLabelsWith:"NodeNameLabel via"
	return keyparams.LabelsWith(v1.NodeNameLabel, node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.LabelsWith returns\)`
}

func podMetaWith(node string) metav1.ObjectMeta { // want podMetaWith:"NodeNameLabel via keyowners.podLabelsWith"
	return metav1.ObjectMeta{Labels: podLabelsWith(node)}
}

// Handed to a function that forwards it to one returning a map with it,
// of another package and of this one; a function that hands the key on
// but returns another map sets nothing.
func viaForwarded(vmi *v1.VirtualMachineInstance) { // want viaForwarded:"NodeNameLabel via"
	vmi.Labels = keyparams.LabelsFor(v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.LabelsFor returns\)`
}

func localFor(k string) map[string]string { return keyparams.LabelsWith(k, "local") }

func viaLocalForwarded(vmi *v1.VirtualMachineInstance) { // want viaLocalForwarded:"NodeNameLabel via"
	vmi.Labels = localFor(v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyowners\.localFor returns\)`
}

func viaKept(vmi *v1.VirtualMachineInstance) { // want viaKept:"NodeNameLabel via"
	vmi.Labels = keyparams.LabelsKept(v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyparams\.LabelsKept returns\)`
}

func viaOtherMap(vmi *v1.VirtualMachineInstance) {
	vmi.Labels = keyparams.Keys(v1.NodeNameLabel)
}
