package vmi

import (
	"k8s.io/client-go/util/retry"
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A helper that sets a restricted value where its own paths neither bind
// the role nor rule it out leaves the role to its callers: each call is
// judged on the caller's paths, so moving the write into a helper does not
// switch the role off.
func markFailed(vmi *v1.VirtualMachineInstance) { // want markFailed:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$` markFailed:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	vmi.Status.Phase = v1.Failed
}

// markFailedAgain hands the write on: still open.
func markFailedAgain(vmi *v1.VirtualMachineInstance) { // want markFailedAgain:`Phase=Failed via vmi.markFailed→` markFailedAgain:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	markFailed(vmi)
}

// failUnlessReceiver rules the role out itself: nothing is left open.
func failUnlessReceiver(vmi *v1.VirtualMachineInstance) { // want failUnlessReceiver:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	if !vmi.IsMigrationTarget() {
		vmi.Status.Phase = v1.Failed
	}
}

func podGoneThroughHelpers(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want podGoneThroughHelpers:`Phase=Failed via` podGoneThroughHelpers:`\(migration target\)$`
	switch {
	case vmi.IsScheduled():
		if podDown {
			markFailed(vmiCopy) // want `SF1002: virt-controller, through vmi.markFailed, sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		}
		markFailedAgain(vmiCopy)    // want `SF1002: virt-controller, through vmi.markFailedAgain, sets .*Phase=Failed where the object may be a migration target`
		failUnlessReceiver(vmiCopy) // the helper rules the role out
		if !vmiCopy.IsMigrationTarget() {
			markFailed(vmiCopy) // ruled out on the caller's path
		}
		//kvlint:ignore SF1002 fixture: the directive case for a role write through a helper
		markFailed(vmiCopy)
	case vmi.IsRunning():
		markFailed(vmiCopy) // the role does not bind once the VMI runs: left open
	}
}

// A shared helper's write is judged at the component's call.
func podGoneThroughShared(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want podGoneThroughShared:`Phase=Failed via controller.MarkFailed→`
	if vmi.IsScheduling() && podDown {
		controller.MarkFailed(vmiCopy, "gone") // want `SF1002: virt-controller, through controller.MarkFailed, sets .*Phase=Failed where the object may be a migration target`
	}
}

// A closure named for the write is a helper too: its calls are judged.
func podGoneThroughClosure(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want podGoneThroughClosure:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	fail := func() {
		vmiCopy.Status.Phase = v1.Failed
	}
	if vmi.IsScheduling() && podDown {
		fail() // want `SF1002: virt-controller, through fail, sets .*Phase=Failed where the object may be a migration target`
	}
	if vmi.IsScheduled() && !vmiCopy.IsMigrationTarget() {
		fail() // ruled out
	}
	retry := func() { fail() }
	if vmi.IsScheduled() {
		retry() // want `SF1002: virt-controller, through retry, sets .*Phase=Failed`
	}
}

// The whole check moved into shared code: the call is the write, bound
// where the helper binds it, unless the caller's path rules the role out.
func podGoneThroughSharedCheck(vmi, vmiCopy *v1.VirtualMachineInstance, gone bool) { // want podGoneThroughSharedCheck:`Phase=Failed via controller.FailScheduledIfGone→`
	controller.FailScheduledIfGone(vmiCopy, gone) // want `SF1002: virt-controller, through controller.FailScheduledIfGone, sets .*Phase=Failed where the object may be a migration target`
	if !vmiCopy.IsMigrationTarget() {
		controller.FailScheduledIfGone(vmiCopy, gone) // ruled out
	}
}

// A write behind an interface the package declares: the call is a call of
// each implementation the package stores there, judged like a static call.
type phaseFailer interface {
	fail(vmi *v1.VirtualMachineInstance)
}

type podFailer struct{}

func (podFailer) fail(vmi *v1.VirtualMachineInstance) { // want fail:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$` fail:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	vmi.Status.Phase = v1.Failed
}

type failingController struct {
	failer phaseFailer
}

func newFailingController() *failingController { return &failingController{failer: podFailer{}} }

func (c *failingController) podGoneThroughInterface(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want podGoneThroughInterface:`Phase=Failed via`
	if vmi.IsScheduled() && podDown {
		c.failer.fail(vmiCopy) // want `SF1002: virt-controller, through vmi\.phaseFailer\.fail, implemented by vmi\.podFailer\.fail, sets .*Phase=Failed where the object may be a migration target`
	}
	if vmi.IsScheduled() && !vmiCopy.IsMigrationTarget() {
		c.failer.fail(vmiCopy) // ruled out
	}
}

// A literal handed to a function that calls it (a conflict retry) writes
// on the paths of the call it is handed to.
func podGoneThroughRetry(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool, update func() error) { // want podGoneThroughRetry:`Phase=Failed via`
	if vmi.IsScheduled() && podDown {
		_ = retry.RetryOnConflict(retry.DefaultRetry, func() error { // want `SF1002: virt-controller, through a function literal passed to retry\.RetryOnConflict, sets .*Phase=Failed where the object may be a migration target`
			vmiCopy.Status.Phase = v1.Failed
			return update()
		})
	}
	failIt := func() error {
		vmiCopy.Status.Phase = v1.Failed
		return update()
	}
	if vmi.IsScheduled() && !vmiCopy.IsMigrationTarget() {
		_ = retry.RetryOnConflict(retry.DefaultRetry, failIt) // ruled out
	}
	if vmi.IsScheduling() {
		_ = retry.RetryOnConflict(retry.DefaultRetry, failIt) // want `SF1002: virt-controller, through a function literal passed to retry\.RetryOnConflict, sets .*Phase=Failed`
	}
}

// The role's predicate handed to the helper as a boolean: where the helper
// tests its parameter, the caller's argument was tested.
func failIfPending(vmi *v1.VirtualMachineInstance, pending, gone bool) { // want failIfPending:`Phase=Failed via` failIfPending:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+1,\+2$`
	if pending && gone {
		vmi.Status.Phase = v1.Failed
	}
}

// failUnlessTarget tests both flags, one of them false.
func failUnlessTarget(vmi *v1.VirtualMachineInstance, target, gone bool) { // want failUnlessTarget:`Phase=Failed via` failUnlessTarget:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if -1,\+2$`
	if target || !gone {
		return
	}
	vmi.Status.Phase = v1.Failed
}

// passPending hands its own flag on: still open, with its flag.
func passPending(vmi *v1.VirtualMachineInstance, pending bool) { // want passPending:`Phase=Failed via` passPending:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+1$`
	failIfPending(vmi, pending, true)
}

func podGoneThroughFlags(vmi, vmiCopy *v1.VirtualMachineInstance, gone bool) { // want podGoneThroughFlags:`Phase=Failed via` podGoneThroughFlags:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+2$`
	failIfPending(vmiCopy, vmi.IsScheduled(), gone)                             // want `SF1002: virt-controller, through vmi.failIfPending, sets .*Phase=Failed where the object may be a migration target`
	failIfPending(vmiCopy, vmi.IsScheduled() && !vmi.IsMigrationTarget(), gone) // ruled out by the argument
	failIfPending(vmiCopy, vmi.IsRunning(), gone)                               // the role does not bind
	scheduling := vmi.IsScheduling()
	failIfPending(vmiCopy, scheduling, gone) // want `SF1002: virt-controller, through vmi.failIfPending, sets .*Phase=Failed`
	passPending(vmiCopy, vmi.IsScheduled())  // want `SF1002: virt-controller, through vmi.passPending, sets .*Phase=Failed`
	if vmi.IsScheduled() {
		failUnlessTarget(vmiCopy, vmiCopy.IsMigrationTarget(), gone) // ruled out by the argument, tested false
		failUnlessTarget(vmiCopy, false, gone)                       // want `SF1002: virt-controller, through vmi.failUnlessTarget, sets .*Phase=Failed`
		//kvlint:ignore SF1002 fixture: the directive case for a predicate handed as a flag
		failIfPending(vmiCopy, true, gone)
	}
}

// A helper with several flagged writes is one finding at a call where the
// role binds, not one per write.
func podGoneCalled(vmi, vmiCopy *v1.VirtualMachineInstance) { // want podGoneCalled:`Phase=Failed via`
	if vmi.IsScheduled() {
		podGone(vmi, vmiCopy, false, true) // want `SF1002: virt-controller, through vmi.podGone, sets .*Phase=Failed where the object may be a migration target`
	}
}

// The same through shared code, by its fact.
func podGoneThroughSharedFlag(vmi, vmiCopy *v1.VirtualMachineInstance) { // want podGoneThroughSharedFlag:`Phase=Failed via controller.FailIfPending→`
	controller.FailIfPending(vmiCopy, vmi.IsScheduling()) // want `SF1002: virt-controller, through controller.FailIfPending, sets .*Phase=Failed where the object may be a migration target`
	controller.FailIfPending(vmiCopy, vmi.IsScheduled() && !vmiCopy.IsMigrationTarget())
}

type flagged struct{}

func (flagged) failIf(vmi *v1.VirtualMachineInstance, pending bool) { // want failIf:`Phase=Failed via` failIf:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+1$`
	if pending {
		vmi.Status.Phase = v1.Failed
	}
}

// A method expression hands the receiver first: the flags are read one
// argument on.
func podGoneThroughMethodExpr(vmi, vmiCopy *v1.VirtualMachineInstance, f flagged) { // want podGoneThroughMethodExpr:`Phase=Failed via`
	f.failIf(vmiCopy, vmi.IsScheduled())                                          // want `SF1002: virt-controller, through vmi.flagged.failIf, sets .*Phase=Failed`
	flagged.failIf(f, vmiCopy, vmi.IsScheduled())                                 // want `SF1002: virt-controller, through vmi.flagged.failIf, sets .*Phase=Failed`
	flagged.failIf(f, vmiCopy, vmi.IsScheduled() && !vmiCopy.IsMigrationTarget()) // ruled out by the argument
}
