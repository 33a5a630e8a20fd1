package phases

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/controller"
)

// storePhase stores the phase it is handed: the value is set by the call
// that hands it in, with its constant judged there.
func (c *VirtualMachineController) storePhase(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want storePhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$`
	vmi.Status.Phase = phase
}

// markPhase hands its parameter on.
func (c *VirtualMachineController) markPhase(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want markPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via phases.VirtualMachineController.storePhase→v1.VirtualMachineInstanceStatus.Phase$`
	c.storePhase(vmi, phase)
}

func (c *VirtualMachineController) throughParameters(vmi *v1.VirtualMachineInstance) { // want throughParameters:`Phase=Running via .*Phase=Scheduled via .*Phase=Scheduling via`
	c.storePhase(vmi, v1.Scheduling)           // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	c.markPhase(vmi, v1.Scheduling)            // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	controller.SetVMIPhase(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	// Close negatives: values the handler may set, a phase that is no
	// constant (judged where it is chosen: the field's owners).
	c.storePhase(vmi, v1.Running)
	controller.SetVMIPhase(vmi, v1.Scheduled)
	c.storePhase(vmi, vmi.Status.Phase)
	//kvlint:ignore SF1002 the fixture's directive case: a phase set through a helper on the controller's behalf
	c.storePhase(vmi, v1.Scheduling)
}

// patchPhase puts the phase it is handed into a JSON patch: the value is
// set by the call that hands it in, as with storePhase.
func (c *VirtualMachineController) patchPhase(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) *patch.PatchSet { // want patchPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via patch.WithReplace\("/status/phase"\)$`
	return patch.New(patch.WithTest("/status/phase", vmi.Status.Phase), patch.WithReplace("/status/phase", phase))
}

// testPhase only tests the phase it is handed: it sets nothing.
func (c *VirtualMachineController) testPhase(phase v1.VirtualMachineInstancePhase) *patch.PatchSet {
	return patch.New(patch.WithTest("/status/phase", phase))
}

// foundPhase hands the phase to a patch helper found in the code, opPhase
// puts it in an operation literal: both set what their callers hand in.
func (c *VirtualMachineController) foundPhase(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) ([]byte, error) { // want foundPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via patch.GenerateTestReplacePatch\("/status/phase"\)$`
	return patch.GenerateTestReplacePatch("/status/phase", vmi.Status.Phase, phase)
}

func (c *VirtualMachineController) opPhase(phase v1.VirtualMachineInstancePhase) patch.PatchOperation { // want opPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via patch.PatchOperation{replace "/status/phase"}$`
	return patch.PatchOperation{Op: "replace", Path: "/status/phase", Value: phase}
}

func (c *VirtualMachineController) throughPatches(vmi *v1.VirtualMachineInstance) { // want throughPatches:`Phase=Running via .*Phase=Scheduling via`
	c.patchPhase(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	c.foundPhase(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	c.opPhase(v1.Pending)            // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
	c.foundPhase(vmi, v1.Running)
	c.opPhase(v1.Succeeded)
	// Close negatives: a value the handler may set, a phase only tested.
	c.patchPhase(vmi, v1.Running)
	c.testPhase(v1.Scheduling)
	//kvlint:ignore SF1002 the fixture's directive case: a phase patched on the controller's behalf
	c.patchPhase(vmi, v1.Scheduling)
}
