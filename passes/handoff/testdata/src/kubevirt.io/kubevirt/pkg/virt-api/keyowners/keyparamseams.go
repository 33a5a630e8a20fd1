package keyowners

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers/keyparams"
)

// An owned key handed to a seam (a package-level variable's function
// literal a test can replace) that sets the key it is given is set at the
// call, as with a declared helper: this package's seam or another's.
var (
	tweakSeam = func(vmi *v1.VirtualMachineInstance, k string) { vmi.Labels[k] = "z" }
	// Close negative: a seam that only reads the key it is given.
	peekSeam = func(vmi *v1.VirtualMachineInstance, k string) string { return vmi.Labels[k] }
)

func viaLocalSeam(vmi *v1.VirtualMachineInstance) { // want viaLocalSeam:"NodeNameLabel via"
	tweakSeam(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.tweakSeam\), which only virt-controller, virt-handler may set$`
}

func viaSharedSeam(vmi *v1.VirtualMachineInstance, node string) { // want viaSharedSeam:"NodeNameLabel via"
	keyparams.ApplyLabelSeam(vmi, v1.NodeNameLabel, node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.ApplyLabelSeam\), which only virt-controller, virt-handler may set$`
}

func peekThroughSeam(vmi *v1.VirtualMachineInstance) string {
	return peekSeam(vmi, v1.NodeNameLabel)
}

func viaLocalSeamExcused(vmi *v1.VirtualMachineInstance) { // want viaLocalSeamExcused:"NodeNameLabel via"
	//kvlint:ignore HO1007 fixture: the directive case for a key handed to a seam
	tweakSeam(vmi, v1.NodeNameLabel)
}
