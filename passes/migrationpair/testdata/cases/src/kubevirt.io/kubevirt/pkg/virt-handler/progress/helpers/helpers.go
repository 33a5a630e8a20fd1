// Package helpers: a side's transition made by calling a helper of no
// side (a function of neither controller) is that side's transition at
// the call, with what the helper keeps on every path.
package helpers

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/progress"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func stamp() *metav1.Time { return &metav1.Time{Unix: 2} }

// markFailed ends a migration as failed, whole.
func markFailed(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.EndTimestamp = stamp()
	ms.Failed = true
	ms.Completed = true
}

// markFailedOnly records the failure and nothing else.
func markFailedOnly(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.Completed = true
	ms.Failed = true
}

// The target fails only through the helper: its record is the one the
// source is held to.
func (c *MigrationTargetController) fail(vmi *v1.VirtualMachineInstance) {
	markFailed(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) failWhole(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.EndTimestamp = stamp()
	vmi.Status.MigrationState.Failed = true
}

func (c *MigrationSourceController) failHalf(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failHalf writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
	vmi.Status.MigrationState.Completed = true
}

// A source that fails through a helper that leaves the end out is half a
// record at the call; one through the whole helper is not.
func (c *MigrationSourceController) failByHalfHelper(vmi *v1.VirtualMachineInstance) {
	markFailedOnly(vmi.Status.MigrationState) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failByHalfHelper writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
}

func (c *MigrationSourceController) failByHelper(vmi *v1.VirtualMachineInstance) {
	markFailed(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) failExcused(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1005 fixture: the directive case for a transition through a helper
	markFailedOnly(vmi.Status.MigrationState)
}

// The same through a shared package's helpers (their facts): a whole
// record, half a record, and a helper that keeps nothing.
func (c *MigrationTargetController) failShared(vmi *v1.VirtualMachineInstance) {
	progress.MarkFailed(vmi.Status.MigrationState, stamp())
}

func (c *MigrationSourceController) failByShared(vmi *v1.VirtualMachineInstance) {
	progress.MarkFailed(vmi.Status.MigrationState, stamp())
}

func (c *MigrationSourceController) failBySharedHalf(vmi *v1.VirtualMachineInstance, asked bool) {
	progress.MarkFailedOnly(vmi.Status.MigrationState) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failBySharedHalf writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
	progress.EndIfAsked(vmi.Status.MigrationState, stamp(), asked)
}

func (c *MigrationSourceController) failSharedThenEnd(vmi *v1.VirtualMachineInstance) {
	progress.MarkFailedOnly(vmi.Status.MigrationState)
	vmi.Status.MigrationState.EndTimestamp = stamp()
}

// Helpers behind interfaces the package declares: a call is a call of
// each implementation the package stores there, keeping what every one of
// them keeps.
type failer interface {
	fail(ms *v1.VirtualMachineInstanceMigrationState)
}

type wholeFailer struct{}

func (wholeFailer) fail(ms *v1.VirtualMachineInstanceMigrationState) { markFailed(ms) }

type halfFailer struct{}

func (halfFailer) fail(ms *v1.VirtualMachineInstanceMigrationState) { markFailedOnly(ms) }

type failers struct {
	whole, half, either failer
}

var theFailers = failers{whole: wholeFailer{}, half: halfFailer{}}

func init() {
	if len(theFailers.pick()) > 0 {
		theFailers.either = wholeFailer{}
	} else {
		theFailers.either = halfFailer{}
	}
}

func (f failers) pick() string { return "" }

func (c *MigrationSourceController) failThroughWhole(vmi *v1.VirtualMachineInstance) {
	theFailers.whole.fail(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) failThroughHalf(vmi *v1.VirtualMachineInstance) {
	theFailers.half.fail(vmi.Status.MigrationState) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failThroughHalf writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
}

// Either implementation may run: only what both keep is kept.
func (c *MigrationSourceController) failThroughEither(vmi *v1.VirtualMachineInstance) {
	theFailers.either.fail(vmi.Status.MigrationState) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failThroughEither writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
}

type ender interface {
	end(ms *v1.VirtualMachineInstanceMigrationState)
}

type stampEnder struct{}

func (stampEnder) end(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.EndTimestamp = stamp()
	ms.Completed = true
}

var theEnder ender = stampEnder{}

// The failure marked here, the rest through the interface: whole.
func (c *MigrationSourceController) failThenEndThroughInterface(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	theEnder.end(vmi.Status.MigrationState)
}
