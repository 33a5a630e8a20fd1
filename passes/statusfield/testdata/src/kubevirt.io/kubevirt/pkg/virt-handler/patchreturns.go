package virthandler

import (
	"fmt"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/util/phaseutil"
)

// A patch's value returned by another package's function: each constant
// the function may return is judged, in JSON text and through a helper.
func sharedPatchValues(vmi *v1.VirtualMachineInstance, running bool) [][]byte { // want sharedPatchValues:`Phase=Scheduling via replace "/status/phase" in JSON text; .*Phase=Succeeded via replace`
	return [][]byte{
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, phaseutil.PhaseOf(running))), // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
		// Close negative: values the handler may set.
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, phaseutil.DonePhase(running))),
	}
}

func sharedPatchOps(running bool) []patch.PatchOption { // want sharedPatchOps:`Phase=Scheduling via patch\.WithReplace\("/status/phase"\); .*Phase=Succeeded via`
	return []patch.PatchOption{
		patch.WithReplace("/status/phase", phaseutil.PhaseOf(running)), // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
		patch.WithReplace("/status/phase", phaseutil.DonePhase(running)),
	}
}
