package initimports // want package:"mount via init of kubevirt.io/kubevirt/pkg/util/initvar→hostmount.MountBlock→unix.Mount"

import (
	//kvlint:ignore HP1002 fixture: a reviewed import whose initialization mounts
	_ "kubevirt.io/kubevirt/pkg/util/initmount"
)
