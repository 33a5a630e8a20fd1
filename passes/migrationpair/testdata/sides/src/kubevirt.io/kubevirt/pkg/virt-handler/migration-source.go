package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

// A source-side method that writes only one half of a mirror: the pass still
// checks mirrors while some sides entries are stale.
func (c *MigrationSourceController) handOff(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.MigrationState.TargetNode = node // want `MP1002: mirror drift`
}
