// Package migrations holds helpers of no side that take the VMI's
// migration record by pointer: what each writes through it is its fact.
package migrations

import v1 "kubevirt.io/api/core/v1"

func RequestAbort(ms *v1.VirtualMachineInstanceMigrationState) { // want RequestAbort:`^writes through 0: AbortRequested$`
	ms.AbortRequested = true
}

// AbortVia hands the record on: its fact holds what RequestAbort writes.
func AbortVia(ms *v1.VirtualMachineInstanceMigrationState) { // want AbortVia:`^writes through 0: AbortRequested$`
	RequestAbort(ms)
}

// Through a local that holds the parameter's nested value.
func ClearSource(ms *v1.VirtualMachineInstanceMigrationState) { // want ClearSource:`^writes through 0: SourceState.Node$`
	ss := ms.SourceState
	ss.Node = ""
}

// Reads only: no fact.
func Aborting(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms.AbortRequested
}
