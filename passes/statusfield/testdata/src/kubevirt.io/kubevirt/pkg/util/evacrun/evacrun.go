// Package evacrun runs an evacuation through the Evacuator it is given: it
// writes nothing itself, and which write its Run makes is known only where
// the runner is wired.
package evacrun

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

type Runner struct{ ev controller.Evacuator }

func New(ev controller.Evacuator) *Runner { return &Runner{ev: ev} }

func (r *Runner) Run(vmi *v1.VirtualMachineInstance) { r.ev.Evacuate(vmi) }
