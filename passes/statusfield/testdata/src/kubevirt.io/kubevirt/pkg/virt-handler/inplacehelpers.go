package virthandler

import v1 "kubevirt.io/api/core/v1"

// A condition picked by a helper predicate of the package, or by a local
// holding the comparison, is picked all the same: a helper cannot switch
// the condition's owners off.
func isReadyCond(c v1.VirtualMachineInstanceCondition) bool {
	return c.Type == v1.VirtualMachineInstanceReady
}

func notReadyCond(c *v1.VirtualMachineInstanceCondition) bool {
	return c.Type != v1.VirtualMachineInstanceReady
}

func readyByHelper(vmi *v1.VirtualMachineInstance) { // want readyByHelper:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if isReadyCond(c) {
			vmi.Status.Conditions[i].Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

func readyByStoredTest(vmi *v1.VirtualMachineInstance) { // want readyByStoredTest:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		c := &vmi.Status.Conditions[i]
		ready := c.Type == v1.VirtualMachineInstanceReady
		if !ready {
			continue
		}
		c.Reason = "DomainGone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

func readyBySkipHelper(vmi *v1.VirtualMachineInstance) { // want readyBySkipHelper:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		if notReadyCond(&vmi.Status.Conditions[i]) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "Gone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

// A predicate that may return false first is read where it is true: true,
// it returned the comparison.
func isTrueReadyCond(c v1.VirtualMachineInstanceCondition) bool {
	if c.Status != "True" {
		return false
	}
	return c.Type == v1.VirtualMachineInstanceReady
}

func readyByGuardedHelper(vmi *v1.VirtualMachineInstance) { // want readyByGuardedHelper:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if isTrueReadyCond(c) {
			vmi.Status.Conditions[i].Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
		if !isTrueReadyCond(c) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "Gone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

// A true returned under a test is that test (the idiom if cond {
// return true }; return false): true, the condition was Ready.
func readyByIf(c v1.VirtualMachineInstanceCondition) bool {
	if c.Status == "True" && c.Type == v1.VirtualMachineInstanceReady {
		return true
	}
	return false
}

func readyByIfHelper(vmi *v1.VirtualMachineInstance) { // want readyByIfHelper:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if readyByIf(c) {
			vmi.Status.Conditions[i].Reason = "Flipped" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

// So is a true returned in a case of a switch on the type.
func readyCase(c v1.VirtualMachineInstanceCondition) bool {
	switch c.Type {
	case v1.VirtualMachineInstanceReady:
		return true
	}
	return false
}

func readyByCaseHelper(vmi *v1.VirtualMachineInstance) { // want readyByCaseHelper:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		if !readyCase(vmi.Status.Conditions[i]) {
			continue
		}
		vmi.Status.Conditions[i].Status = "Unknown" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

// Close negatives: true where a loop says so (not read: only ifs and
// switch cases lead to a true that stands for their test), a parameter
// changed before the comparison, and a skip on a guarded negative
// predicate (false, it may have returned early, whatever the type) are
// not read.
func readyOrUnset(c v1.VirtualMachineInstanceCondition) bool {
	for i := 0; i < len(c.Reason); i++ {
		if c.Reason[i] == '!' {
			return true
		}
	}
	return c.Type == v1.VirtualMachineInstanceReady
}

func readyOfOther(c, other v1.VirtualMachineInstanceCondition) bool {
	if other.Status == "True" {
		c = other
	}
	return c.Type == v1.VirtualMachineInstanceReady
}

func unsetOrNotReady(c v1.VirtualMachineInstanceCondition) bool {
	if c.Status == "" {
		return false
	}
	return c.Type != v1.VirtualMachineInstanceReady
}

func notReadByGuardedHelpers(vmi *v1.VirtualMachineInstance, other v1.VirtualMachineInstanceCondition) { // want notReadByGuardedHelpers:`^[^=]*Conditions.Reason via[^=]*$`
	for i, c := range vmi.Status.Conditions {
		if readyOrUnset(c) {
			vmi.Status.Conditions[i].Reason = "Unset"
		}
		if readyOfOther(c, other) {
			vmi.Status.Conditions[i].Reason = "Other"
		}
		if unsetOrNotReady(c) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "Past"
	}
}

// Close negatives and a directive: a helper that picks the handler's own
// condition; a helper handed another element.
func isPausedCond(c v1.VirtualMachineInstanceCondition) bool {
	return c.Type == v1.VirtualMachineInstancePaused
}

func pausedByHelper(vmi *v1.VirtualMachineInstance, other v1.VirtualMachineInstanceCondition) { // want pausedByHelper:`Conditions.Type=VirtualMachineInstancePaused via`
	for i, c := range vmi.Status.Conditions {
		if isPausedCond(c) {
			vmi.Status.Conditions[i].Reason = "Paused"
		}
		if isReadyCond(other) {
			vmi.Status.Conditions[i].Reason = "Other"
		}
	}
}

func readyByHelperExcused(vmi *v1.VirtualMachineInstance) { // want readyByHelperExcused:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if isReadyCond(c) {
			//kvlint:ignore SF1002 fixture: the directive case for a helper predicate
			vmi.Status.Conditions[i].Status = "True"
		}
	}
}
