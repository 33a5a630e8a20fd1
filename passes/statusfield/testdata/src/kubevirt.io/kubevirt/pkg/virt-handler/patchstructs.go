package virthandler

import (
	"encoding/json"
)

// Merge patches built as structs whose json tags spell the text
// json.Marshal makes of them are judged as that text: a member set, and a
// member left out that marshals its zero value (no omitempty), which the
// merge writes.
type reasonMerge struct {
	Status reasonMergeStatus `json:"status"`
}

type reasonMergeStatus struct {
	Reason string `json:"reason"`
}

type interfacesPatch struct {
	Status *interfacesStatus `json:"status"`
}

type interfacesStatus struct {
	Interfaces []string `json:"interfaces,omitempty"`
	Reason     string   `json:"reason"`
	Note       string   `json:"note,omitempty"`
}

func structPatches(reason string, ifaces []string) [][]byte { // want structPatches:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Interfaces via merge "/status/interfaces" in a struct literal; kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via merge "/status/reason" in a struct literal$`
	a, _ := json.Marshal(reasonMerge{Status: reasonMergeStatus{Reason: reason}})         // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	b, _ := json.Marshal(interfacesPatch{Status: &interfacesStatus{Interfaces: ifaces}}) // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	return [][]byte{a, b}
}

type notePatch struct {
	Status noteStatus `json:"status"`
}

type noteStatus struct {
	Interfaces []string `json:"interfaces"`
	Reason     string   `json:"reason,omitempty"`
}

// Close negatives: members virt-handler may write, an omitempty member
// left out, a struct with no status set, and a directive.
func structNegatives(ifaces []string) [][]byte { // want structNegatives:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Interfaces via merge "/status/interfaces" in a struct literal; kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via merge "/status/reason" in a struct literal$`
	a, _ := json.Marshal(notePatch{Status: noteStatus{Interfaces: ifaces}})
	b, _ := json.Marshal(notePatch{})
	//kvlint:ignore SF1003 the fixture's directive case for a merge patch built as a struct
	c, _ := json.Marshal(reasonMerge{Status: reasonMergeStatus{Reason: "excused"}})
	return [][]byte{a, b, c}
}
