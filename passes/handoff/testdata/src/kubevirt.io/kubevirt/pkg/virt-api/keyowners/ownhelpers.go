package keyowners

import v1 "kubevirt.io/api/core/v1"

// A function of the package is judged by its body, not by its name: a
// helper named for setting that sets the owned key it is handed only as a
// value, or just looks it up, sets no key; a helper that filters the key out
// of the list it is handed removes it where that list is an object's
// finalizers.
func setMeta(vmi *v1.VirtualMachineInstance, key, value string) { vmi.Labels[key] = value }

func setIfMissing(vmi *v1.VirtualMachineInstance, key string) bool {
	_, ok := vmi.Labels[key]
	return ok
}

func removeFromList(list []string, item string) []string {
	var out []string
	for _, s := range list {
		if s != item {
			out = append(out, s)
		}
	}
	return out
}

func ownHelpers(vmi *v1.VirtualMachineInstance, vm *v1.VirtualMachine) { // want ownHelpers:"^kubevirt.io/api/core/v1.VirtualMachineControllerFinalizer via v1.VirtualMachineControllerFinalizer$"
	vm.Finalizers = removeFromList(vm.Finalizers, v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(filtered out by keyowners\.removeFromList\), which only virt-controller may set$`
	// Close negatives: the owned key as the value set, looked up, and
	// filtered out of a list that is no object's.
	setMeta(vmi, "app", v1.NodeNameLabel)
	_ = setIfMissing(vmi, v1.NodeNameLabel)
	_ = removeFromList([]string{"a"}, v1.VirtualMachineControllerFinalizer)
	//kvlint:ignore HO1007 fixture: a reasoned one-off
	vm.Finalizers = removeFromList(vm.Finalizers, v1.VirtualMachineControllerFinalizer)
}
