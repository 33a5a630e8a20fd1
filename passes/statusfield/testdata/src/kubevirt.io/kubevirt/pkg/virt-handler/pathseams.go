package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/util/seams"
)

// A patch helper held in a package-level variable (a seam a test can
// replace), this package's or another's, patches the path it is handed,
// as a declared helper does.
var patchFieldSeam = func(path string, value interface{}) *patch.PatchSet {
	return patch.New(patch.WithTest(path, nil), patch.WithReplace(path, value))
}

func pathsThroughSeams(vmi *v1.VirtualMachineInstance, path string) { // want pathsThroughSeams:`Reason via virthandler.patchFieldSeam\("/status/reason"\)`
	patchFieldSeam("/status/reason", "gone") // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	seams.PatchAt("/status/activePods", nil) // want `SF1003: virt-handler patches "/status/activePods", which writes v1\.VirtualMachineInstanceStatus\.ActivePods`
	// Close negatives: the handler's field, a path that is no constant, a
	// path outside status.
	patchFieldSeam("/status/interfaces", nil)
	seams.PatchAt(path, "gone")
	seams.PatchAt("/spec/running", true)
	//kvlint:ignore SF1003 the fixture's directive case: a reason set on the controller's behalf
	patchFieldSeam("/status/reason", "gone")
}
