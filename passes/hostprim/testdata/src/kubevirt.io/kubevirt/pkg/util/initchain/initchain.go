// Package initchain does nothing itself; initializing it initializes
// initmount, which mounts.
package initchain // want package:"mount via init of kubevirt.io/kubevirt/pkg/util/initmount→initmount.init→initmount.prepare→hostmount.MountBlock→unix.Mount"

import _ "kubevirt.io/kubevirt/pkg/util/initmount"

// Name is all the package offers.
const Name = "chain"
