package virthandler

import "kubevirt.io/kubevirt/pkg/apimachinery/patch"

// A range over a literal of constant paths patches each of them: a table
// cannot take its paths out of the check.
func rangedPaths() *patch.PatchSet { // want rangedPaths:`QOSClass via patch.WithRemove\("/status/qosClass"\)`
	var ops []patch.PatchOption
	for _, p := range []string{"/status/nodeName", "/status/qosClass"} {
		ops = append(ops, patch.WithRemove(p)) // want `SF1003: virt-handler patches "/status/qosClass", which writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
	}
	return patch.New(ops...)
}

// Close negatives: a range over a slice the function is handed, and over
// a literal whose paths the handler owns; then the directive case.
func rangedNegatives(paths []string) *patch.PatchSet { // want rangedNegatives:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.GuestOSInfo via patch.WithRemove\("/status/guestOSInfo"\); kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.NodeName via patch.WithRemove\("/status/nodeName"\)$`
	ps := patch.New()
	for _, p := range paths {
		ps.AddOption(patch.WithRemove(p))
	}
	for _, owned := range [...]string{"/status/nodeName", "/status/guestOSInfo"} {
		ps.AddOption(patch.WithRemove(owned))
	}
	return ps
}

func rangedExcused() *patch.PatchSet { // want rangedExcused:`QOSClass via`
	ps := patch.New()
	for _, p := range []string{"/status/qosClass"} {
		//kvlint:ignore SF1003 fixture: the directive case for a range over paths
		ps.AddOption(patch.WithRemove(p))
	}
	return ps
}
