// Package virthandler stands for virt-handler: of its controllers, only the
// two migration controllers write the VMI's migration record under the
// embedded kubevirt profile.
package virthandler

import v1 "kubevirt.io/api/core/v1"

type VirtualMachineController struct{}

type MigrationSourceController struct{}

func (c *VirtualMachineController) failMigration(vmi *v1.VirtualMachineInstance) { // want failMigration:"MigrationState.Failed via"
	vmi.Status.MigrationState.Failed = true // want `SF1001: virt-handler/vm writes fields it may not write: v1\.VirtualMachineInstanceMigrationState\.Failed, v1\.VirtualMachineInstanceStatus\.MigrationState\.Failed`
}

func (c *MigrationSourceController) failMigration(vmi *v1.VirtualMachineInstance) { // want failMigration:"MigrationState.Failed via"
	vmi.Status.MigrationState.Failed = true
}

type MigrationTargetController struct{}

// The domain's state is the VM controller's to report; the node the target
// takes over on completion is the target's.
func (c *VirtualMachineController) report(vmi *v1.VirtualMachineInstance) { // want report:"Phase=Running via"
	vmi.Status.Phase = v1.Running
	vmi.Status.NodeName = "node02" // want `SF1001: virt-handler/vm writes v1\.VirtualMachineInstanceStatus\.NodeName, which only virt-controller/vmi, virt-handler/migration-target may write`
}

func (c *MigrationTargetController) takeOver(vmi *v1.VirtualMachineInstance) { // want takeOver:"NodeName via"
	vmi.Status.NodeName = "node02"
	vmi.Status.Phase = v1.Running // want `SF1002: virt-handler/migration-target sets v1\.VirtualMachineInstanceStatus\.Phase=Running, a value only virt-handler/vm may set`
}

// A volume's phase is the hotplug handoff: the VMI controller attaches the
// volume, the VM controller mounts it and reports it ready.
func (c *VirtualMachineController) mounted(vs *v1.VolumeStatus) { // want mounted:"Phase=HotplugVolumeMounted via"
	vs.Phase = v1.HotplugVolumeMounted
	vs.Reason = "VolumeMountedToPod"
	vs.HotplugVolume.AttachPodName = "hp-volume-1" // want `SF1001: virt-handler/vm writes v1\.VolumeStatus\.HotplugVolume\.AttachPodName, which only virt-controller may write`
}

func (c *VirtualMachineController) attached(vs *v1.VolumeStatus) { // want attached:"Phase=HotplugVolumeAttachedToNode via"
	vs.Phase = v1.HotplugVolumeAttachedToNode // want `SF1002: virt-handler/vm sets v1\.VolumeStatus\.Phase=HotplugVolumeAttachedToNode, a value only virt-controller/vmi may set`
}

func (c *MigrationTargetController) volumeReady(vs *v1.VolumeStatus) { // want volumeReady:"Phase=VolumeReady via"
	vs.Phase = v1.VolumeReady // want `SF1002: virt-handler/migration-target sets v1\.VolumeStatus\.Phase=VolumeReady, a value only virt-controller/vmi, virt-handler/vm may set`
}

// Indexing the volumes by name copies them into a map of its own: no write.
func (c *MigrationTargetController) byName(volumes []v1.VolumeStatus) map[string]v1.VolumeStatus {
	m := make(map[string]v1.VolumeStatus, len(volumes))
	for _, vs := range volumes {
		m[vs.Name] = vs
	}
	return m
}

// A phase's transition time goes with the phase: the VM controller reports
// the domain's phases, so it stamps them; a migration controller does not.
func (c *VirtualMachineController) stamp(vmi *v1.VirtualMachineInstance) { // want stamp:"PhaseTransitionTimestamps via"
	vmi.Status.PhaseTransitionTimestamps = append(vmi.Status.PhaseTransitionTimestamps, v1.VirtualMachineInstancePhaseTransitionTimestamp{Phase: v1.Running})
}

func (c *MigrationSourceController) stamp(vmi *v1.VirtualMachineInstance) { // want stamp:"PhaseTransitionTimestamps via"
	vmi.Status.PhaseTransitionTimestamps = append(vmi.Status.PhaseTransitionTimestamps, v1.VirtualMachineInstancePhaseTransitionTimestamp{Phase: v1.Succeeded}) // want `SF1001: virt-handler/migration-source writes v1\.VirtualMachineInstanceStatus\.PhaseTransitionTimestamps, which only virt-api, virt-controller/vmi, virt-handler/vm may write`
}

// The source never touches the VMI's conditions; the VM controller keeps
// them.
func (c *VirtualMachineController) resetConditions(vmi *v1.VirtualMachineInstance) { // want resetConditions:"Conditions via"
	vmi.Status.Conditions = nil
}

func (c *MigrationSourceController) resetConditions(vmi *v1.VirtualMachineInstance) { // want resetConditions:"Conditions via"
	vmi.Status.Conditions = nil // want `SF1001: virt-handler/migration-source writes v1\.VirtualMachineInstanceStatus\.Conditions, which only synchronization-controller, virt-controller, virt-handler/migration-target, virt-handler/vm may write`
}

// A backup's progress is the VM controller's to report; its name is
// virt-controller's backup controller's, and no other controller of the
// handler reports a backup.
func (c *VirtualMachineController) backupDone(bs *v1.VirtualMachineInstanceBackupStatus) { // want backupDone:"Completed via"
	bs.Completed = true
}

func (c *VirtualMachineController) renameBackup(bs *v1.VirtualMachineInstanceBackupStatus, name string) { // want renameBackup:"BackupName via"
	bs.BackupName = name // want `SF1001: virt-handler/vm writes v1\.VirtualMachineInstanceBackupStatus\.BackupName, which only virt-controller/backup may write`
}

func (c *MigrationTargetController) backupDone(bs *v1.VirtualMachineInstanceBackupStatus) { // want backupDone:"Completed via"
	bs.Completed = true // want `SF1001: virt-handler/migration-target writes v1\.VirtualMachineInstanceBackupStatus\.Completed, which only virt-handler/vm may write`
}
