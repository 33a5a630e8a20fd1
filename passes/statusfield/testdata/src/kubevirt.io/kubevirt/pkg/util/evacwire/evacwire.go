// Package evacwire wires runners: the node evacuator into one, the no-op
// one into the other.
package evacwire

import (
	"kubevirt.io/kubevirt/pkg/controller"
	"kubevirt.io/kubevirt/pkg/util/evacrun"
)

func Node() *evacrun.Runner { return evacrun.New(controller.NodeEvacuator{}) }
