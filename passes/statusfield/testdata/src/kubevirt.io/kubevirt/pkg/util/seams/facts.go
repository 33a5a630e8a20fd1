package seams // want package:`stored seams.Clear: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason`

// The package fact: the summary of the literal the exported seam Clear
// holds, for importers that call through the variable.
