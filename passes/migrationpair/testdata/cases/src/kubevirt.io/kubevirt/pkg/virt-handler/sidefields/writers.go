package sidefields

import (
	"encoding/json"
	"maps"
	"slices"

	v1 "kubevirt.io/api/core/v1"
)

// Library functions that write through what they are handed, whose bodies
// no fact reaches: a side handing them the other side's fields writes them.
func (c *MigrationTargetController) copyOldSource(vmi *v1.VirtualMachineInstance, old *v1.VirtualMachineInstanceMigrationSourceState) {
	old.DeepCopyInto(vmi.Status.MigrationState.SourceState) // want `MP1001: the target side \(MigrationTargetController\.copyOldSource\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

func (c *MigrationTargetController) decodeSource(vmi *v1.VirtualMachineInstance, b []byte) error {
	return json.Unmarshal(b, vmi.Status.MigrationState.SourceState) // want `MP1001: the target side \(MigrationTargetController\.decodeSource\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

func (c *MigrationSourceController) mergePorts(vmi *v1.VirtualMachineInstance, ports map[string]int) {
	maps.Copy(vmi.Status.MigrationState.TargetState.DirectMigrationNodePorts, ports) // want `MP1001: the source side \(MigrationSourceController\.mergePorts\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

// Sorted or overwritten in place, the list also drifts from its mirror.
func (c *MigrationSourceController) sortTargetCPUs(vmi *v1.VirtualMachineInstance) {
	slices.Sort(vmi.Status.MigrationState.TargetState.CPUSet) // want `MP1001: the source side \(MigrationSourceController\.sortTargetCPUs\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$` `MP1002: mirror drift: MigrationSourceController\.sortTargetCPUs writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.CPUSet but not its mirror MigrationState\.TargetCPUSet`
}

// The builtins that write into their first argument.
func (c *MigrationSourceController) overwriteTargetCPUs(vmi *v1.VirtualMachineInstance, cpus []int) {
	copy(vmi.Status.MigrationState.TargetState.CPUSet, cpus)              // want `MP1001: the source side \(MigrationSourceController\.overwriteTargetCPUs\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$` `MP1002: mirror drift: MigrationSourceController\.overwriteTargetCPUs writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.CPUSet but not its mirror MigrationState\.TargetCPUSet`
	clear(vmi.Status.MigrationState.TargetState.DirectMigrationNodePorts) // want `MP1001: the source side \(MigrationSourceController\.overwriteTargetCPUs\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

// Close negatives: a side handing a writer its own fields or a local copy,
// the other side's fields handed to functions that only read them (the
// receiver of DeepCopyInto is read), and the same call excused.
func (c *MigrationSourceController) copyOwn(vmi *v1.VirtualMachineInstance, old *v1.VirtualMachineInstanceMigrationSourceState, b []byte) error {
	old.DeepCopyInto(vmi.Status.MigrationState.SourceState)
	return json.Unmarshal(b, vmi.Status.MigrationState.SourceState)
}

func (c *MigrationTargetController) readSource(vmi *v1.VirtualMachineInstance, into *v1.VirtualMachineInstanceMigrationSourceState) ([]byte, bool) {
	vmi.Status.MigrationState.SourceState.DeepCopyInto(into)
	var local v1.VirtualMachineInstanceMigrationSourceState
	_ = json.Unmarshal(nil, &local)
	b, err := json.Marshal(vmi.Status.MigrationState.SourceState)
	return b, err == nil && slices.Contains(vmi.Status.MigrationState.TargetCPUSet, 0)
}

func (c *MigrationSourceController) sortForLog(vmi *v1.VirtualMachineInstance) []int {
	cpus := slices.Clone(vmi.Status.MigrationState.TargetState.CPUSet)
	slices.Sort(cpus)
	return cpus
}

func (c *MigrationTargetController) decodeExcused(vmi *v1.VirtualMachineInstance, b []byte) error {
	//kvlint:ignore MP1001 the target restores the source record it saved before the handshake failed
	return json.Unmarshal(b, vmi.Status.MigrationState.SourceState)
}

// A side that puts a whole record from elsewhere in place (a copy of an
// old object's, one decoded or copied into the status) overwrites the
// other side's fields in it with whatever that value holds.
func (c *MigrationTargetController) restoreRecord(vmi *v1.VirtualMachineInstance, saved *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState = saved // want `MP1001: the target side \(MigrationTargetController\.restoreRecord\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode and SourceState, which only the source side may write$`
}

func (c *MigrationTargetController) copyRecordInto(vmi *v1.VirtualMachineInstance, saved *v1.VirtualMachineInstanceMigrationState) {
	saved.DeepCopyInto(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.copyRecordInto\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode and SourceState, which only the source side may write$`
}

// Close negatives: a fresh record (the fields it leaves out are only
// reset), none, and a whole record replaced by code of no side.
func (c *MigrationTargetController) freshRecord(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{TargetNode: "node02"}
	vmi.Status.MigrationState = nil
}

func restoreAnywhere(vmi *v1.VirtualMachineInstance, saved *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState = saved
}

// Through that helper of no side, a side's call is the overwrite.
func (c *MigrationTargetController) restoreThroughHelper(vmi *v1.VirtualMachineInstance, saved *v1.VirtualMachineInstanceMigrationState) {
	restoreAnywhere(vmi, saved) // want `MP1001: the target side \(MigrationTargetController\.restoreThroughHelper\), through sidefields\.restoreAnywhere, writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode and SourceState, which only the source side may write$`
}

// deepcopy-gen's DeepCopyInto called as a method expression: the receiver
// is the first argument and is only read; the second is overwritten.
func (c *MigrationTargetController) copySourceByMethodExpr(vmi *v1.VirtualMachineInstance, old *v1.VirtualMachineInstanceMigrationSourceState) {
	(*v1.VirtualMachineInstanceMigrationSourceState).DeepCopyInto(old, vmi.Status.MigrationState.SourceState) // want `MP1001: the target side \(MigrationTargetController\.copySourceByMethodExpr\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
	// Close negative: the other side's state copied out, read only.
	var local v1.VirtualMachineInstanceMigrationSourceState
	(*v1.VirtualMachineInstanceMigrationSourceState).DeepCopyInto(vmi.Status.MigrationState.SourceState, &local)
}
