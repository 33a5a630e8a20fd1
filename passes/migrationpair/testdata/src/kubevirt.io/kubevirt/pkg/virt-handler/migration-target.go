package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migrations"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationTargetController struct {
	migrationProxy migrationproxy.ProxyManager
}

// migrationProxyKey is how the target proxy is keyed.
func migrationProxyKey(vmi *v1.VirtualMachineInstance) string {
	//kvlint:ignore MP1004 only the target keys its proxy by the source VMI's UID
	if vmi.IsMigrationTarget() && vmi.Status.MigrationState.SourceState != nil {
		return vmi.Status.MigrationState.SourceState.Node
	}
	return string(vmi.UID)
}

// The key flows through a local variable: it is still migrationProxyKey(vmi).
func (c *MigrationTargetController) handleTargetMigrationProxy(vmi *v1.VirtualMachineInstance) error {
	key := migrationProxyKey(vmi)
	return c.migrationProxy.StartTargetListener(key, nil)
}

func (c *MigrationTargetController) finalCleanup(vmi *v1.VirtualMachineInstance) {
	defer c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	if vmi.Status.MigrationState.Failed {
		return
	}
	if migrations.IsMigrationCompleted(vmi) {
		return
	}
}

func (c *MigrationTargetController) reportDedicatedCPUSet(vmi *v1.VirtualMachineInstance, cpus []int) {
	vmi.Status.MigrationState.TargetCPUSet = cpus // want `MP1002: mirror drift: MigrationTargetController\.reportDedicatedCPUSet writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
}

// Both members, the nested one through a local pointer into the status.
func (c *MigrationTargetController) updateAddress(vmi *v1.VirtualMachineInstance, addr string) {
	vmi.Status.MigrationState.TargetNodeAddress = addr
	if ts := vmi.Status.MigrationState.TargetState; ts != nil {
		ts.NodeAddress = &addr
	}
}

// The twin is written by a helper it calls; the helper is covered by its
// only caller.
func (c *MigrationTargetController) reportCPUSet(vmi *v1.VirtualMachineInstance, cpus []int) {
	vmi.Status.MigrationState.TargetCPUSet = cpus
	c.setNestedCPUSet(vmi, cpus)
}

func (c *MigrationTargetController) setNestedCPUSet(vmi *v1.VirtualMachineInstance, cpus []int) {
	if vmi.Status.MigrationState.TargetState != nil {
		vmi.Status.MigrationState.TargetState.CPUSet = cpus
	}
}

// An exported helper may be called alone from elsewhere: it is reported.
func (c *MigrationTargetController) SetNestedCPUSet(vmi *v1.VirtualMachineInstance, cpus []int) { // want SetNestedCPUSet:`writes kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.MigrationState.TargetState via`
	vmi.Status.MigrationState.TargetState.CPUSet = cpus // want `MP1002: mirror drift: MigrationTargetController.SetNestedCPUSet writes VirtualMachineInstanceStatus.MigrationState.TargetState.CPUSet but .* its mirror MigrationState.TargetCPUSet`
}

// Copying one member from its twin keeps them equal.
func (c *MigrationTargetController) syncLegacy(vmi *v1.VirtualMachineInstance) {
	ts := vmi.Status.MigrationState.TargetState
	vmi.Status.MigrationState.TargetCPUSet = ts.CPUSet
}

// A write through a pointer taken from the field, and through the field's
// address handed to a call.
func (c *MigrationTargetController) fillCPUSet(vmi *v1.VirtualMachineInstance, cpus []int) {
	p := &vmi.Status.MigrationState.TargetCPUSet
	*p = cpus                                               // want `MP1002: mirror drift: MigrationTargetController.fillCPUSet writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet`
	copyInts(&vmi.Status.MigrationState.TargetCPUSet, cpus) // want `MP1002: mirror drift: MigrationTargetController.fillCPUSet writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet`
}

func copyInts(dst *[]int, src []int) { *dst = append((*dst)[:0], src...) }

func (c *MigrationTargetController) reportTopology(vmi *v1.VirtualMachineInstance, cpus []int) {
	//kvlint:ignore MP1002 the nested twin is filled by the synchronization controller
	vmi.Status.MigrationState.TargetCPUSet = cpus
}

func (c *MigrationTargetController) takeOver(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.NodeName = node
	vmi.Status.MigrationState.SourceNode = node // want `MP1001: the target side \(MigrationTargetController.takeOver\) writes VirtualMachineInstanceStatus.MigrationState.SourceNode, which only the source side may write`
}

func (c *MigrationTargetController) stale(vmi *v1.VirtualMachineInstance) {
	/* want `KV0001: directive for MP1002 suppressed nothing here` */ //kvlint:ignore MP1002 nothing is written here any more
	vmi.Status.NodeName = "x"
}

// sourceKnown reads the status through a pointer to it: taking &vmi.Status
// for a helper of the module that only reads is no write.
func sourceKnown(st *v1.VirtualMachineInstanceStatus) bool {
	return st.MigrationState != nil && st.MigrationState.SourceNode != ""
}

func (c *MigrationTargetController) checkSource(vmi *v1.VirtualMachineInstance) bool {
	return sourceKnown(&vmi.Status)
}

// The controller's loop reaches these handlers, as KubeVirt's Execute
// does: what they read and keep speaks for the target side.
var _ = []any{
	(*MigrationTargetController).handleTargetMigrationProxy, (*MigrationTargetController).finalCleanup,
	(*MigrationTargetController).reportDedicatedCPUSet, (*MigrationTargetController).updateAddress,
	(*MigrationTargetController).reportCPUSet, (*MigrationTargetController).syncLegacy,
	(*MigrationTargetController).fillCPUSet, (*MigrationTargetController).reportTopology,
	(*MigrationTargetController).takeOver, (*MigrationTargetController).stale,
	(*MigrationTargetController).checkSource,
}

// abortWanted is a decoy: nothing refers to it, so its read does not make
// the target side a reader of AbortRequested, and the source's read stays
// one-sided (MP1004 in migration-source.go).
func (c *MigrationTargetController) abortWanted(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.AbortRequested
}
