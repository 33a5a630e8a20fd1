// Package vmi stands in for virt-controller's VMI controller.
package vmi

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/controller"
	"kubevirt.io/kubevirt/pkg/storage/cbt"
)

// ownedWrites: every write form on fields virt-controller owns.
func ownedWrites(vmi, old *v1.VirtualMachineInstance) { // want ownedWrites:`VirtualMachineInstanceStatus.NodeName via v1.VirtualMachineInstanceStatus.NodeName;.* kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason;` ownedWrites:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	vmi.Status.NodeName = "node01"
	vmi.Status.Reason = "Scheduled"
	vmi.Status.RuntimeUser += 107
	vmi.Status.RuntimeUser++
	*vmi.Status.VSOCKCID++
	vmi.Status.ActivePods["uid"] = "node01"
	delete(vmi.Status.ActivePods, "uid")
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: "Ready"})
	vmi.Status.Conditions[0].Status = "True"
	vmi.Status.Phase = v1.Scheduling
	vmi.Status.Phase = v1.Scheduled
	vmi.Status.Phase = v1.VmPhaseUnset
	vmi.Status.Phase = old.Status.Phase // not a constant: checked against the field's owners
	vmi.Status.MigrationState.TargetNode = "node02"
	vmi.Status.MigrationState.TargetState.Node = "node02" // promoted through the embedded common state
	vmi.Status = v1.VirtualMachineInstanceStatus{NodeName: "node01", Phase: v1.Pending}
	st := v1.VirtualMachineInstanceStatus{Reason: "Created"}
	vmi.Status = st                                                        // the keys of st's literal only
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{} // an empty literal writes MigrationState itself
	controller.SetVMIPhaseTransitionTimestamp(old, vmi)
	controller.MarkFailed(vmi, "failed")
	controller.Retry(vmi)
	(&controller.VirtualMachineInstanceConditionManager{}).UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{})
}

// notOwned: every write form on fields virt-controller does not own.
func notOwned(vmi, old *v1.VirtualMachineInstance) { // want notOwned:`VirtualMachineInstanceStatus.Phase=Unknown via v1.VirtualMachineInstanceStatus.Phase=Unknown;`
	vmi.Status.GuestOSInfo.Name = "fedora"                                                             // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.GuestOSInfo.Name, which only virt-handler may write$`
	vmi.Status.Interfaces[0].IP = "10.0.0.1"                                                           // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.Interfaces.IP, which only virt-handler may write$`
	copy(vmi.Status.Interfaces, old.Status.Interfaces)                                                 // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-handler may write$`
	vmi.Status.Interfaces = append(vmi.Status.Interfaces, v1.VirtualMachineInstanceNetworkInterface{}) // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-handler may write$`
	vmi.Status.EvacuationNodeName = ""                                                                 // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.EvacuationNodeName, which only virt-api, virt-handler may write$`
	vmi.Status.Phase = v1.Running                                                                      // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Running, a value only virt-handler may set$`
	vmi.Status.Phase = v1.Unknown                                                                      // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Unknown, a value no component may set$`

	ms := vmi.Status.MigrationState
	ms.TargetNodeAddress = "10.0.0.2" // want `SF1001: virt-controller writes v1.VirtualMachineInstanceMigrationState.TargetNodeAddress, which only virt-handler may write$`
	p := &vmi.Status.GuestOSInfo
	p.KernelRelease = "6.1" // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.GuestOSInfo.KernelRelease, which only virt-handler may write$`
	ts := vmi.Status.MigrationState.TargetState
	ts.NodeAddress = nil                                                                     // want `SF1001: virt-controller writes v1.VirtualMachineInstanceMigrationState.TargetState.NodeAddress, which only virt-handler may write$`
	ts.Node = "node03"                                                                       // owned: the default owner of the migration state
	vmi.Status.MigrationState.TargetState = &v1.VirtualMachineInstanceMigrationTargetState{} // an empty literal creates it: nothing below is written
	vmi.Status.MigrationState.TargetState = nil                                              // want `SF1001: virt-controller writes v1.VirtualMachineInstanceMigrationState.TargetState, including TargetState.NodeAddress, which only virt-handler may write$`

	vmi.Status = old.Status                                         // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus fields it may not write: EvacuationNodeName, GuestOSInfo, Interfaces$`
	vmi.Status = v1.VirtualMachineInstanceStatus{Phase: v1.Running} // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Running`
	st := v1.VirtualMachineInstanceStatus{Reason: "r"}
	st.GuestOSInfo.Name = "x" // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.GuestOSInfo.Name`
	vmi.Status = st
	_ = &v1.VirtualMachineInstance{Status: v1.VirtualMachineInstanceStatus{Interfaces: nil}} // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-handler may write$`

	controller.MarkRunning(vmi)   // want `SF1002: virt-controller, through controller\.MarkRunning, sets v1\.VirtualMachineInstanceStatus\.Phase=Running, a value only virt-handler may set$`
	cbt.EvacuationPatch("node01") // want `SF1001: virt-controller, through cbt\.EvacuationPatch, writes v1\.VirtualMachineInstanceStatus\.EvacuationNodeName, which only virt-api, virt-handler may write$`
}

// patches: JSON-patch paths, mapped through json tags.
func patches(vmi, old *v1.VirtualMachineInstance) { // want patches:`VirtualMachineInstanceStatus.Interfaces.IP via patch.WithReplace\("/status/interfaces/0/ipAddress"\);`
	const path = "/status/evacuationNodeName"
	patch.New(
		patch.WithTest("/status/phase", old.Status.Phase),
		patch.WithReplace("/status/phase", vmi.Status.Phase),
		patch.WithReplace("/status/phase", v1.Scheduled),
		patch.WithAdd("/status/conditions/-", v1.VirtualMachineInstanceCondition{}),
		patch.WithAdd("/status/activePods/uid1", "node01"),
		patch.WithAdd("/status/migrationState/targetNode", "node02"),
		patch.WithReplace("/status/migrationState/startTimestamp", metav1.Time{}),
		patch.WithReplace("/status/migrationState/targetState/node", "node02"),
		patch.WithReplace("/status/migrationState", vmi.Status.MigrationState), // a VMI's or a migration's: owned in both
		patch.WithTest("/status/guestOSInfo", old.Status.GuestOSInfo),          // a test is a read
		patch.WithAdd("/status/guestOSInfo", vmi.Status.GuestOSInfo),           // want `SF1003: virt-controller patches "/status/guestOSInfo", which writes v1.VirtualMachineInstanceStatus.GuestOSInfo, which only virt-handler may write$`
		patch.WithReplace("/status/phase", v1.Running),                         // want `SF1003: virt-controller patches "/status/phase", which writes v1.VirtualMachineInstanceStatus.Phase=Running, a value only virt-handler may set$`
		patch.WithRemove("/status/migrationState/targetNodeAddress"),           // want `SF1003: virt-controller patches "/status/migrationState/targetNodeAddress", which writes v1.VirtualMachineInstanceMigrationState.TargetNodeAddress, which only virt-handler may write$`
		patch.WithReplace("/status/interfaces/0/ipAddress", "10.0.0.1"),        // want `SF1003: virt-controller patches "/status/interfaces/0/ipAddress", which writes v1.VirtualMachineInstanceStatus.Interfaces.IP, which only virt-handler may write$`
		patch.WithRemove(path), // want `SF1003: virt-controller patches "/status/evacuationNodeName"`
		patch.WithAdd("/status/migrationState/targetNod", "node02"),         // want `SF1004: JSON patch path "/status/migrationState/targetNod" maps to no field of v1.VirtualMachineInstanceStatus: v1.VirtualMachineInstanceMigrationState has no json field "targetNod" \(did you mean "targetNode"\?\)$`
		patch.WithTest("/status/nodeNmae", "node01"),                        // want `SF1004: JSON patch path "/status/nodeNmae" names no field of any owned status type; did you mean "/status/nodeName" \(v1.VirtualMachineInstanceStatus\)\?$`
		patch.WithReplace("/status/interfaces/first/ipAddress", "10.0.0.1"), // want `SF1004: .*v1.VirtualMachineInstanceStatus: \[\]v1.VirtualMachineInstanceNetworkInterface is a list, so "first" must be an index or -$`
		patch.WithReplace("/status/reason", old.Status.NodeName),            // want `SF1005: JSON patch "/status/reason" sets VirtualMachineInstanceStatus.Reason from NodeName$`
		patch.WithReplace("/status/nodeName/x", "node01"),                   // want `SF1004: .*string has no fields, so "x" names nothing$`
		patch.WithReplace("/status/phase", v1.KubeVirtPhaseDeployed),        // another kind's phase: not a VMI write
		patch.WithAdd("/status/outdatedVirtualMachineInstanceWorkloads", 3), // another kind's field
		patch.WithAdd("/spec/running", true),                                // not a status path
	)
}

// reads are never writes.
func reads(vmi *v1.VirtualMachineInstance) string {
	if vmi.Status.Phase == v1.Running || vmi.Status.Interfaces[0].IP != "" {
		return vmi.Status.NodeName
	}
	n := vmi.Status.GuestOSInfo.Name
	c := *vmi.Status.MigrationState
	for _, iface := range vmi.Status.Interfaces {
		n += iface.IP
	}
	ifaces := vmi.Status.Interfaces
	for i := range ifaces {
		n += ifaces[i].Name
	}
	pods := vmi.Status.ActivePods
	pods = nil // rebinding the local writes nothing
	_ = pods
	return n + c.TargetNodeAddress
}

func directives(vmi *v1.VirtualMachineInstance) { // want directives:`GuestOSInfo\{\} via .*Interfaces via .*Reason via`
	//kvlint:ignore SF1001 fixture: the controller resets the guest info after a reboot
	vmi.Status.GuestOSInfo = v1.VirtualMachineInstanceGuestOSInfo{}
	vmi.Status.Interfaces = nil //kvlint:ignore statusfield fixture: same-line directive naming the pass
	//kvlint:ignore SF1002 stale: nothing below sets a value // want `KV0001: directive for SF1002 suppressed nothing here`
	vmi.Status.Reason = "ok"
}

// methodValue takes a function value: the reference is an edge.
func methodValue(vmi *v1.VirtualMachineInstance) func(*v1.VirtualMachineInstance) { // want methodValue:`Phase=Running via controller.MarkRunning→`
	return controller.MarkRunning // want `SF1002: virt-controller, through controller\.MarkRunning, sets v1\.VirtualMachineInstanceStatus\.Phase=Running, a value only virt-handler may set`
}

// ipAddr and podUID are JSON-same-shape as the fields they patch (a string,
// an object keyed by strings): the Go type differs, the patch is the same.
type (
	ipAddr string
	podUID string
)

type otherInfo struct{ Kernel string }

func sameShape(ip ipAddr, pods map[podUID]string, evac string) { // want sameShape:`VirtualMachineInstanceStatus.ActivePods via patch.WithReplace\("/status/activePods"\); .*EvacuationNodeName via .*; .*Interfaces.IP via`
	patch.New(
		patch.WithReplace("/status/interfaces/0/ipAddress", ip), // want `SF1003: virt-controller patches "/status/interfaces/0/ipAddress", which writes v1.VirtualMachineInstanceStatus.Interfaces.IP, which only virt-handler may write$`
		patch.WithReplace("/status/evacuationNodeName", &evac),  // want `SF1003: virt-controller patches "/status/evacuationNodeName"`
		patch.WithReplace("/status/activePods", pods),           // owned by virt-controller: fits, no finding
		patch.WithReplace("/status/guestOSInfo", otherInfo{}),   // another struct: its JSON may not fit, another kind
	)
}

// started: a callee that sets two values this component may not set; the
// message names the type once and lists both.
func started(vmi *v1.VirtualMachineInstance) { // want started:`Phase=Running via controller.MarkStarted→v1.VirtualMachineInstanceStatus.Phase=Running; .*Phase=Unknown via controller.MarkStarted→`
	controller.MarkStarted(vmi, false) // want `SF1002: virt-controller, through controller\.MarkStarted, sets v1\.VirtualMachineInstanceStatus values it may not set: Phase=Running, Phase=Unknown$`
}
