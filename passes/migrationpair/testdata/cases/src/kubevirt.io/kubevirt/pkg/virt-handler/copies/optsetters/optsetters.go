// Package optsetters holds exported setters of the options a copy fills:
// what each writes through its pointer parameter is its fact.
package optsetters

import "kubevirt.io/kubevirt/pkg/virt-handler/copies/leftout"

func AllowPostCopy(o *leftout.Options) { // want AllowPostCopy:`^writes kubevirt.io/kubevirt/pkg/virt-handler/copies/leftout.Options.AllowPostCopy$`
	o.AllowPostCopy = true
}

// Defaults writes into a value it makes, not through its parameter.
func Defaults(cfg *leftout.ClusterDefaults) leftout.Options {
	return leftout.Options{AllowPostCopy: cfg != nil}
}

// EnablePostCopy writes the field through the setter it calls: its fact
// holds what that call writes.
func EnablePostCopy(o *leftout.Options) { // want EnablePostCopy:`^writes kubevirt.io/kubevirt/pkg/virt-handler/copies/leftout.Options.AllowPostCopy$`
	AllowPostCopy(o)
}
