// Package phaseutil is shared code that computes a VMI's phase for its
// callers. It writes nothing itself: a component that stores a result
// into the phase stores each constant the function may return (SF1002 at
// that write, with the constant's place here related).
package phaseutil

import v1 "kubevirt.io/api/core/v1"

func PhaseOf(running bool) v1.VirtualMachineInstancePhase { // want PhaseOf:`^result 0 returns "Running" "Scheduling"$`
	if running {
		return v1.Running
	}
	return v1.Scheduling
}

// Through a local variable and another function of the package, with an
// error beside it.
func NextPhase(vmi *v1.VirtualMachineInstance) (v1.VirtualMachineInstancePhase, error) { // want NextPhase:`^result 0 returns "Running" "Scheduling" "Failed"$`
	phase := PhaseOf(vmi.Status.NodeName != "")
	if vmi.Status.Reason != "" {
		phase = v1.Failed
	}
	return phase, nil
}

// Close negatives: values the handler may set, a result of no enum type,
// a phase read from a field, an unexported function.
func DonePhase(failed bool) v1.VirtualMachineInstancePhase { // want DonePhase:`^result 0 returns "Failed" "Succeeded"$`
	if failed {
		return v1.Failed
	}
	return v1.Succeeded
}

func Reason(running bool) string {
	if running {
		return "Running"
	}
	return "Scheduling"
}

func Current(vmi *v1.VirtualMachineInstance) v1.VirtualMachineInstancePhase { return vmi.Status.Phase }

func pending() v1.VirtualMachineInstancePhase { return v1.Pending }

// Pending hands on the unexported function's value.
func Pending() v1.VirtualMachineInstancePhase { return pending() } // want Pending:`^result 0 returns "Pending"$`

// Seams: getters held in variables a test can replace, read as declared
// getters.
var (
	PendingSeam = func() v1.VirtualMachineInstancePhase { return v1.Pending } // want PendingSeam:`^result 0 returns "Pending"$`
	DoneSeam    = func(failed bool) v1.VirtualMachineInstancePhase {          // want DoneSeam:`^result 0 returns "Failed" "Succeeded"$`
		if failed {
			return v1.Failed
		}
		return v1.Succeeded
	}
)
