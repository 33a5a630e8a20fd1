// Package initimports is virt-controller code importing shared packages
// whose initialization does or does not mount.
package initimports

import (
	"fmt"

	_ "kubevirt.io/kubevirt/pkg/util/initchain" // want `HP1002: virt-controller reaches mount via init of kubevirt.io/kubevirt/pkg/util/initchain`
	"kubevirt.io/kubevirt/pkg/util/initheld"
	_ "kubevirt.io/kubevirt/pkg/util/initmount" // want `HP1002: virt-controller reaches mount via init of kubevirt.io/kubevirt/pkg/util/initmount`
	"kubevirt.io/kubevirt/pkg/util/initvar"     // want `HP1002: virt-controller reaches mount via init of kubevirt.io/kubevirt/pkg/util/initvar`
)

// Report uses what the packages offer without calling a mount: the held
// functions are HP1002 only where something calls them.
func Report() string {
	return fmt.Sprint(initvar.Mounted, len(initheld.Handlers), initheld.Described)
}
