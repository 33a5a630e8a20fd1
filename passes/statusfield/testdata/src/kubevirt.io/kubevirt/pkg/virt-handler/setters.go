package virthandler

import (
	"encoding/json"
	"io"
	"maps"

	"k8s.io/apimachinery/pkg/runtime"
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

// A setter held as a value writes where the value is called: a package's
// unmarshal seam, a local copy.
var unmarshal = json.Unmarshal

func heldSetterWrites(vmi *v1.VirtualMachineInstance, data []byte) { // want heldSetterWrites:`Interfaces via v1.VirtualMachineInstanceStatus.Interfaces; .*QOSClass via v1.VirtualMachineInstanceStatus.QOSClass; .*Reason via v1.VirtualMachineInstanceStatus.Reason$`
	_ = unmarshal(data, &vmi.Status.Reason) // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.Reason, which only virt-controller may write$`
	decode := json.Unmarshal
	_ = decode(data, &vmi.Status.QOSClass) // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`

	// Close negatives: a held setter into a local and into a field the
	// handler keeps; a held function that only reads its argument.
	var local v1.VirtualMachineInstanceStatus
	_ = unmarshal(data, &local)
	_ = decode(data, &vmi.Status.Interfaces)
	encode := json.Marshal
	_, _ = encode(&vmi.Status.Reason)
	//kvlint:ignore SF1001 fixture: a reasoned one-off through a held setter
	_ = unmarshal(data, &vmi.Status.Reason)
}

// Decoders fill what they are handed: a json.Decoder's Decode, the
// unstructured converter's FromUnstructured, through its default value or
// its interface.
func decodedWrites(vmi *v1.VirtualMachineInstance, m map[string]interface{}, r io.Reader, conv runtime.UnstructuredConverter) { // want decodedWrites:`ActivePods via v1.VirtualMachineInstanceStatus.ActivePods; .*QOSClass via v1.VirtualMachineInstanceStatus.QOSClass; .*VSOCKCID via v1.VirtualMachineInstanceStatus.VSOCKCID$`
	_ = runtime.DefaultUnstructuredConverter.FromUnstructured(m, &vmi.Status.Reason) // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.Reason, which only virt-controller may write$`
	_ = json.NewDecoder(r).Decode(&vmi.Status.QOSClass)                              // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus.QOSClass, which only virt-controller may write$`
	_ = conv.FromUnstructured(m, &vmi.Status)                                        // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus fields it may not write`

	// Close negatives: into a local, into a field the handler keeps; the
	// converter's ToUnstructured only reads.
	var local v1.VirtualMachineInstanceStatus
	_ = runtime.DefaultUnstructuredConverter.FromUnstructured(m, &local)
	_ = json.NewDecoder(r).Decode(&vmi.Status.Interfaces)
	_, _ = runtime.DefaultUnstructuredConverter.ToUnstructured(&vmi.Status)
	//kvlint:ignore SF1001 fixture: a reasoned one-off
	_ = json.NewDecoder(r).Decode(&vmi.Status.Reason)
}
