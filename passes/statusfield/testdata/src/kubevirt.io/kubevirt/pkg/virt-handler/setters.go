package virthandler

import (
	"encoding/json"
	"maps"

	"k8s.io/apimachinery/pkg/types"

	v1 "kubevirt.io/api/core/v1"
)

// Functions whose bodies no fact reaches write through the arguments the
// policy's setters name, and deepcopy-gen's DeepCopyInto overwrites its
// argument: a status handed to one is written whole at the call.
func setterWrites(vmi, old *v1.VirtualMachineInstance, pods map[types.UID]string, data []byte) { // want setterWrites:`ActivePods via v1.VirtualMachineInstanceStatus.ActivePods;`
	old.Status.DeepCopyInto(&vmi.Status)         // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus fields it may not write: ActivePods, QOSClass, Reason, RuntimeUser, VSOCKCID$`
	maps.Copy(vmi.Status.ActivePods, pods)       // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.ActivePods, which only virt-controller may write$`
	_ = json.Unmarshal(data, &vmi.Status.Reason) // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.Reason, which only virt-controller may write$`
	_ = json.Unmarshal(data, &vmi.Status)        // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus fields it may not write`

	// Close negatives: copies out of the object, a field the handler
	// keeps, an argument the setter only reads.
	var local v1.VirtualMachineInstanceStatus
	vmi.Status.DeepCopyInto(&local)
	_ = json.Unmarshal(data, &local)
	maps.Copy(pods, vmi.Status.ActivePods)
	_ = json.Unmarshal(data, &vmi.Status.Interfaces)
	//kvlint:ignore SF1001 fixture: a reasoned one-off
	old.Status.DeepCopyInto(&vmi.Status)
}
