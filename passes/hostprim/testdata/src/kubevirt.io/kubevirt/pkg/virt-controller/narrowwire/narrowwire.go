// Package narrowwire hands a network namespace to shared code that narrows
// it: the shared code's pending call resolves here to the primitive.
package narrowwire

import (
	"github.com/containernetworking/plugins/pkg/ns"

	"kubevirt.io/kubevirt/pkg/narrowns"
)

func Probe(n ns.NetNS) error { // want Probe:"namespace via narrowns.Runner.Run→narrowns.enterer.Do, implemented by ns.NetNS.Do"
	return narrowns.NewRunner(n).Run() // want `HP1002: virt-controller reaches namespace via narrowns\.Runner\.Run`
}
