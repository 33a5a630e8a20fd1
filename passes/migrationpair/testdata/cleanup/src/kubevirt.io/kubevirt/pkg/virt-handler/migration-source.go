package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct {
	*BaseController
}

func isMigrationDone(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms == nil || (ms.EndTimestamp != nil && (ms.Completed || ms.Failed))
}

func (c *MigrationSourceController) handleSourceMigrationProxy(vmi *v1.VirtualMachineInstance) error { // want `MP1003: the source side's completion cleanup MigrationSourceController.handleSourceMigrationProxy never tests whether isMigrationDone\(\) is true: no branch there is known to stop lifecycle "source proxy listener"$`
	// The source uses the VMI's launcher connection, which the VM
	// controller owns (the lifecycle exempts the source).
	if _, err := c.launcherClients.GetLauncherClient(vmi); err != nil {
		return err
	}
	return c.migrationProxy.StartSourceListener(string(vmi.UID), "addr")
}

// execute: the branch taken once the migration is done is the source's
// completion cleanup; it stops the source proxy.
func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) error {
	if isMigrationDone(vmi.Status.MigrationState) {
		c.migrationProxy.StopSourceListener(string(vmi.UID))
		return nil
	}
	return c.handleSourceMigrationProxy(vmi)
}

// resync's done branch is a completion cleanup too (the policy names it with
// the same condition), and it forgets the proxy.
func (c *MigrationSourceController) resync(vmi *v1.VirtualMachineInstance) error {
	if isMigrationDone(vmi.Status.MigrationState) {
		return nil // want `MP1003: lifecycle "source proxy listener": the source side's completion cleanup MigrationSourceController.resync \(the branch taken when isMigrationDone\(\) is true\) returns here without stopping it$`
	}
	return c.handleSourceMigrationProxy(vmi)
}

// A cleanup condition stored in a local first is the condition where the
// local is tested: storing it cannot take the branch out of the cleanup
// paths. resyncStored's done branch forgets the proxy.
func (c *MigrationSourceController) resyncStored(vmi *v1.VirtualMachineInstance) error {
	done := isMigrationDone(vmi.Status.MigrationState)
	if !done {
		return c.handleSourceMigrationProxy(vmi)
	}
	return nil // want `MP1003: lifecycle "source proxy listener": the source side's completion cleanup MigrationSourceController.resyncStored \(the branch taken when isMigrationDone\(\) is true\) returns here without stopping it$`
}

// Close negatives and a directive: the stored branch stops the proxy; a
// local holding the negation is not the branch where the migration is
// done; a reasoned exception.
func (c *MigrationSourceController) executeStored(vmi *v1.VirtualMachineInstance) error {
	done := isMigrationDone(vmi.Status.MigrationState)
	if done {
		c.migrationProxy.StopSourceListener(string(vmi.UID))
		return nil
	}
	running := !isMigrationDone(vmi.Status.MigrationState)
	if running {
		return nil
	}
	return c.handleSourceMigrationProxy(vmi)
}

func (c *MigrationSourceController) resyncStoredExcused(vmi *v1.VirtualMachineInstance) error {
	done := isMigrationDone(vmi.Status.MigrationState)
	if done {
		//kvlint:ignore MP1003 fixture: the directive case for a stored cleanup condition
		return nil
	}
	return c.handleSourceMigrationProxy(vmi)
}

// doneOf tests the condition for its callers: a branch on it is the
// condition's branch.
func doneOf(vmi *v1.VirtualMachineInstance) bool {
	return isMigrationDone(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) resyncHelper(vmi *v1.VirtualMachineInstance) error {
	if doneOf(vmi) {
		return nil // want `MP1003: lifecycle "source proxy listener": the source side's completion cleanup MigrationSourceController.resyncHelper \(the branch taken when isMigrationDone\(\) is true\) returns here without stopping it$`
	}
	return c.handleSourceMigrationProxy(vmi)
}

// doneGuarded may return false before it tests the condition: where it is
// true, the migration is done. Stored in a local first, it is still the
// condition's branch.
func doneGuarded(vmi *v1.VirtualMachineInstance) bool {
	if vmi.Status.MigrationState == nil {
		return false
	}
	return isMigrationDone(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) resyncGuardedHelper(vmi *v1.VirtualMachineInstance) error {
	done := doneGuarded(vmi)
	if !done {
		return c.handleSourceMigrationProxy(vmi)
	}
	return nil // want `MP1003: lifecycle "source proxy listener": the source side's completion cleanup MigrationSourceController.resyncGuardedHelper \(the branch taken when isMigrationDone\(\) is true\) returns here without stopping it$`
}

// doneOrUnknown may be true where a loop says so, no test a caller can
// read: its branch is not the condition's (the entry naming
// resyncLooseHelper is stale).
func doneOrUnknown(vmi *v1.VirtualMachineInstance) bool {
	for _, unknown := range []bool{vmi.Status.MigrationState == nil} {
		if unknown {
			return true
		}
	}
	return isMigrationDone(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) resyncLooseHelper(vmi *v1.VirtualMachineInstance) (err error) { // want `MP1003: the source side's completion cleanup MigrationSourceController.resyncLooseHelper never tests whether isMigrationDone\(\) is true: no branch there is known to stop lifecycle "source proxy listener"$`
	if doneOrUnknown(vmi) {
		c.migrationProxy.StopSourceListener(string(vmi.UID))
		return err
	}
	return c.handleSourceMigrationProxy(vmi)
}
