package rest

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/conditions"
)

// Status fields handed to helpers that write through their parameters: the
// write is virt-api's, at the call.

func markReady(vmi *v1.VirtualMachineInstance) { // want markReady:"Conditions via v1.VirtualMachineInstanceStatus.Conditions"
	conditions.Set(&vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: "Paused"}) // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Conditions, which only virt-controller, virt-handler may write$` `SF1002: virt-api sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may set$`
}

func markReadyOn(vmi *v1.VirtualMachineInstance) { // want markReadyOn:"Conditions via v1.VirtualMachineInstanceStatus.Conditions"
	conditions.SetReady(&vmi.Status.Conditions) // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Conditions` `SF1002: virt-api, through conditions\.SetReady, sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
}

func explain(vmi *v1.VirtualMachineInstance) { // want explain:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	conditions.SetString(&vmi.Status.Reason, "Evicted") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

func trackPod(vmi *v1.VirtualMachineInstance) { // want trackPod:"ActivePods via v1.VirtualMachineInstanceStatus.ActivePods"
	conditions.Track(vmi.Status.ActivePods, "uid", "node01") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.ActivePods, which only virt-controller may write$`
}

// setNode is a helper of the package that writes through its parameter.
func setNode(p *string, node string) { *p = node }

func evacuate(vmi *v1.VirtualMachineInstance) { // want evacuate:"EvacuationNodeName via v1.VirtualMachineInstanceStatus.EvacuationNodeName"
	setNode(&vmi.Status.EvacuationNodeName, "node02") // virt-api may write it
}

func place(vmi *v1.VirtualMachineInstance) { // want place:"NodeName via v1.VirtualMachineInstanceStatus.NodeName"
	setNode(&vmi.Status.NodeName, "node02") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.NodeName, which only virt-controller, virt-handler may write$`
}

func explainExcused(vmi *v1.VirtualMachineInstance) { // want explainExcused:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	//kvlint:ignore SF1001 fixture: a reviewed exception
	conditions.SetString(&vmi.Status.Reason, "Evicted")
}

// Close negatives: helpers that only read, and a local handed over.
func inspect(vmi *v1.VirtualMachineInstance) (bool, int) {
	var reason string
	conditions.SetString(&reason, "local")
	return conditions.Has(vmi.Status.Conditions, "Ready"), conditions.Count(&vmi.Status.Conditions)
}

var _, _, _, _, _, _, _, _ = markReady, markReadyOn, explain, trackPod, evacuate, place, explainExcused, inspect

// A setter held in a function-typed field or behind an interface, as code
// that swaps it in tests holds it: the call writes where a stored setter
// writes through the parameter.
type marker struct {
	set    func(p *string, s string)
	setter setter
}

type setter interface {
	Put(p *string, s string)
}

type plainSetter struct{}

func (plainSetter) Put(p *string, s string) { *p = s } // want Put:"writes through its argument 0"

func newMarker() *marker { return &marker{set: conditions.SetString, setter: plainSetter{}} }

func (m *marker) explainVia(vmi *v1.VirtualMachineInstance) { // want explainVia:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	m.set(&vmi.Status.Reason, "Evicted") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

func (m *marker) placeVia(vmi *v1.VirtualMachineInstance) { // want placeVia:"NodeName via v1.VirtualMachineInstanceStatus.NodeName"
	m.setter.Put(&vmi.Status.NodeName, "node02") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.NodeName, which only virt-controller, virt-handler may write$`
}

// Close negative: the only value stored behind this interface compares.
type comparer interface {
	Put(p *string, s string)
}

type sameCheck struct{}

func (sameCheck) Put(p *string, s string) { _ = *p == s }

func compare(c comparer, vmi *v1.VirtualMachineInstance) { c.Put(&vmi.Status.NodeName, "node02") }

func compareIt(vmi *v1.VirtualMachineInstance) { compare(sameCheck{}, vmi) }

var _, _, _, _ = newMarker, (*marker).explainVia, (*marker).placeVia, compareIt

// A method expression stored in a func field: the receiver is the call's
// first argument, the written pointer the second.
type stamper struct{ prefix string }

func (s *stamper) Stamp(p *string, v string) { *p = s.prefix + v } // want Stamp:"writes through its argument 0"

type stamping struct {
	stamp func(s *stamper, p *string, v string)
}

func newStamping() *stamping { return &stamping{stamp: (*stamper).Stamp} }

func (x *stamping) explainStamped(s *stamper, vmi *v1.VirtualMachineInstance) { // want explainStamped:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	x.stamp(s, &vmi.Status.Reason, "Evicted") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

var _, _ = newStamping, (*stamping).explainStamped
