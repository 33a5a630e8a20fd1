// Package shapes: the progress record's transitions in the control-flow
// shapes real handlers use (switches, early returns on errors, loops,
// deferred and literal writes, aliases of the state), each judged per path
// against what the source always writes with the same marker.
package shapes

import (
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func now() *metav1.Time { return &metav1.Time{Unix: 2} }

// The source ends a failed migration with all three fields, and a completed
// one with the end and Completed.
func (c *MigrationSourceController) finish(vmi *v1.VirtualMachineInstance, err error) {
	ms := vmi.Status.MigrationState
	ms.EndTimestamp = now()
	ms.Completed = true
	if err != nil {
		ms.Failed = true
	}
}

func (c *MigrationSourceController) begin(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now()
}

// One case of a switch fails without the end.
func (c *MigrationTargetController) onPhase(vmi *v1.VirtualMachineInstance, phase string) {
	ms := vmi.Status.MigrationState
	switch phase {
	case "Succeeded":
		ms.EndTimestamp = now()
		ms.Completed = true
	case "Failed":
		ms.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.onPhase writes MigrationState\.Failed without MigrationState\.EndTimestamp`
		ms.Completed = true
	case "Aborted":
		ms.EndTimestamp = now()
		ms.Completed = true
		ms.Failed = true
	}
}

// An error path returns early with the failure marked, before the end.
func (c *MigrationTargetController) sync(vmi *v1.VirtualMachineInstance, prepare func() error) {
	ms := vmi.Status.MigrationState
	if err := prepare(); err != nil {
		ms.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.sync writes MigrationState\.Failed without MigrationState\.EndTimestamp`
		ms.Completed = true
		return
	}
	ms.EndTimestamp = now()
	ms.Completed = true
}

// The same early return, whole: the close negative of sync.
func (c *MigrationTargetController) syncWhole(vmi *v1.VirtualMachineInstance, prepare func() error) {
	ms := vmi.Status.MigrationState
	if err := prepare(); err != nil {
		ms.EndTimestamp = now()
		ms.Completed = true
		ms.Failed = true
		return
	}
	ms.EndTimestamp = now()
	ms.Completed = true
}

// A failure marked inside a loop over the target's checks, with no end.
func (c *MigrationTargetController) checkAll(vmi *v1.VirtualMachineInstance, checks []func() error) {
	for _, check := range checks {
		if check() != nil {
			vmi.Status.MigrationState.Completed = true
			vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.checkAll writes MigrationState\.Failed without MigrationState\.EndTimestamp`
			break
		}
	}
}

// The state replaced by a literal that carries the failure but no end.
func (c *MigrationTargetController) reset(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{
		Completed: true,
		Failed:    true, // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.reset writes MigrationState\.Failed without MigrationState\.EndTimestamp`
	}
}

// Both halves on each branch of an if/else: whole on every path.
func (c *MigrationTargetController) endEitherWay(vmi *v1.VirtualMachineInstance, failed bool) {
	ms := vmi.Status.MigrationState
	if failed {
		ms.Failed = true
		ms.Completed = true
		ms.EndTimestamp = now()
	} else {
		ms.Completed = true
		ms.EndTimestamp = now()
	}
}

// The end written through a helper the failure path calls: whole.
func (c *MigrationTargetController) failThroughHelper(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	end(vmi.Status.MigrationState)
}

func end(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.EndTimestamp = now()
	ms.Completed = true
}

// A helper that ends the migration only when asked keeps nothing on every
// path: the failure is half a record.
func (c *MigrationTargetController) failThroughMaybe(vmi *v1.VirtualMachineInstance, final bool) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.failThroughMaybe writes MigrationState\.Failed without MigrationState\.EndTimestamp, MigrationState\.Completed`
	endIf(vmi.Status.MigrationState, final)
}

func endIf(ms *v1.VirtualMachineInstanceMigrationState, final bool) {
	if final {
		end(ms)
	}
}

// A helper started in a goroutine ends the record some time later, not on
// this path.
func (c *MigrationTargetController) failInBackground(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.failInBackground writes MigrationState\.Failed without MigrationState\.EndTimestamp, MigrationState\.Completed`
	go end(vmi.Status.MigrationState)
}

// A helper of a helper: the end is kept two calls down.
func (c *MigrationTargetController) failThroughTwo(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	finish(vmi.Status.MigrationState)
}

func finish(ms *v1.VirtualMachineInstanceMigrationState) { end(ms) }

// The error is only logged: no transition is written, nothing to judge.
func (c *MigrationTargetController) logOnly(vmi *v1.VirtualMachineInstance, err error) error {
	if err != nil {
		return errors.Join(err, errors.New(vmi.Name))
	}
	return nil
}

// A start is one field on both sides: the target's start is whole.
func (c *MigrationTargetController) begin(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now()
}

// A failure before the domain exists, suppressed with its reason.
func (c *MigrationTargetController) failEarly(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
	//kvlint:ignore MP1005 the target's domain never started, so the source records the end
	vmi.Status.MigrationState.Failed = true
}

// The end tested by a tagged switch on it: decided on every path, as an
// `if ms.EndTimestamp == nil` before the failure would be. Read as the bare
// case value, the switch tested nothing and the path past it lacked the end.
func (c *MigrationTargetController) failEndSwitched(vmi *v1.VirtualMachineInstance) {
	ms := vmi.Status.MigrationState
	switch ms.EndTimestamp {
	case nil:
		ms.EndTimestamp = now()
	}
	ms.Failed = true
	ms.Completed = true
}

// The same switch on another value: the end is neither written nor tested
// on the path past it.
func (c *MigrationTargetController) failPhaseSwitched(vmi *v1.VirtualMachineInstance, phase string) {
	ms := vmi.Status.MigrationState
	switch phase {
	case "Aborted":
		ms.EndTimestamp = now()
	}
	ms.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.failPhaseSwitched writes MigrationState\.Failed without MigrationState\.EndTimestamp`
	ms.Completed = true
}
