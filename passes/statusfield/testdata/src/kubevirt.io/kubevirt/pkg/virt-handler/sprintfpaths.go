package virthandler

import (
	"fmt"
	"path"
	"strings"

	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
)

const qosField = "qosClass"

// A path fmt.Sprintf spells from constants is that constant path.
func sprintfPath() *patch.PatchSet { // want sprintfPath:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.QOSClass via patch.WithAdd\("/status/qosClass"\)$`
	return patch.New(patch.WithAdd(fmt.Sprintf("/status/%s", qosField), "Guaranteed")) // want `SF1003: virt-handler patches "/status/qosClass", which writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
}

// Close negatives: an argument computed at run time (of fmt.Sprintf,
// path.Join or fmt.Sprint), and a verb that does not fit its argument.
func sprintfNegatives(field string) *patch.PatchSet {
	return patch.New(
		patch.WithAdd(fmt.Sprintf("/status/%s", field), "x"),
		patch.WithAdd(fmt.Sprintf("/status/%d", qosField), "x"),
		patch.WithAdd(path.Join("/status", field), "x"),
		patch.WithAdd(fmt.Sprint("/status/", field), "x"),
	)
}

func sprintfExcused() *patch.PatchSet { // want sprintfExcused:`QOSClass via patch.WithAdd\("/status/qosClass"\)$`
	//kvlint:ignore SF1003 the fixture's excused path
	return patch.New(patch.WithAdd(fmt.Sprintf("/status/%s", qosField), "Guaranteed"))
}

// A path strings.Join spells from constants is that constant path too.
func joinedPath() *patch.PatchSet { // want joinedPath:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.QOSClass via patch.WithAdd\("/status/qosClass"\)$`
	return patch.New(patch.WithAdd(strings.Join([]string{"/status", qosField}, "/"), "Guaranteed")) // want `SF1003: virt-handler patches "/status/qosClass", which writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
}

// Close negative: a piece computed at run time.
func joinedNegative(field string) *patch.PatchSet {
	return patch.New(patch.WithAdd(strings.Join([]string{"/status", field}, "/"), "x"))
}

func joinedExcused() *patch.PatchSet { // want joinedExcused:`QOSClass via patch.WithAdd\("/status/qosClass"\)$`
	//kvlint:ignore SF1003 the fixture's excused joined path
	return patch.New(patch.WithAdd(strings.Join([]string{"/status", qosField}, "/"), "Guaranteed"))
}

// So is a path path.Join or fmt.Sprint puts together from constants; a
// directive excuses one operation of the patch.
func pathPieces(reason string) *patch.PatchSet { // want pathPieces:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.QOSClass via patch.WithAdd\("/status/qosClass"\)$`
	ops := []patch.PatchOption{
		patch.WithAdd(path.Join("/status", qosField), "Guaranteed"),      // want `SF1003: virt-handler patches "/status/qosClass", which writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
		patch.WithReplace(fmt.Sprint("/status/", qosField), "Burstable"), // want `SF1003: virt-handler patches "/status/qosClass"`
	}
	//kvlint:ignore SF1003 the fixture's excused path-joined path
	ops = append(ops, patch.WithAdd(path.Join("/status", qosField), reason))
	return patch.New(ops...)
}
