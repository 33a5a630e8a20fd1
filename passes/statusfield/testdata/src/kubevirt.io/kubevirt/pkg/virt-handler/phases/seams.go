package phases

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/phaseutil"
)

// A value returned by a package-level variable's function literal (a seam
// a test can replace) is the value set, as a declared helper's is; so is
// one returned by another package's seam, by its fact.
var (
	schedulingSeam = func() v1.VirtualMachineInstancePhase { return v1.Scheduling }
	succeededSeam  = func() v1.VirtualMachineInstancePhase { return v1.Succeeded }
)

func (c *VirtualMachineController) advanceSeam(vmi *v1.VirtualMachineInstance) { // want advanceSeam:`Phase=Scheduling`
	vmi.Status.Phase = schedulingSeam() // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

func (c *VirtualMachineController) advanceImportedSeam(vmi *v1.VirtualMachineInstance) { // want advanceImportedSeam:`Phase=Pending`
	vmi.Status.Phase = phaseutil.PendingSeam() // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
}

// Close negatives: a value the handler may set, through its own seam and
// another package's.
func (c *VirtualMachineController) finishSeam(vmi *v1.VirtualMachineInstance) { // want finishSeam:`Phase=Succeeded`
	vmi.Status.Phase = succeededSeam()
}

func (c *VirtualMachineController) finishImportedSeam(vmi *v1.VirtualMachineInstance, failed bool) { // want finishImportedSeam:`Phase=Failed`
	vmi.Status.Phase = phaseutil.DoneSeam(failed)
}

func (c *VirtualMachineController) advanceSeamExcused(vmi *v1.VirtualMachineInstance) { // want advanceSeamExcused:`Phase=Scheduling`
	//kvlint:ignore SF1002 the handler hands a VMI whose pod vanished back to the scheduler
	vmi.Status.Phase = schedulingSeam()
}
