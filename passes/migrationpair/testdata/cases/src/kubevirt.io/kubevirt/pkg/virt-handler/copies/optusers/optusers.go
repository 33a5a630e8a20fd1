// Package optusers copies defaults into options with a setter of another
// package completing the copy.
package optusers

import (
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/leftout"
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/optsetters"
)

// The setter writes the field the copy leaves to it: nothing left out.
func withSharedSetter(cfg *leftout.ClusterDefaults) *leftout.Options {
	o := new(leftout.Options)
	o.Bandwidth = cfg.Bandwidth
	o.Network, o.Labels = cfg.Network, cfg.Labels
	if cfg.AllowPostCopy {
		optsetters.AllowPostCopy(o)
	}
	o.ProgressTimeout, o.Parallel, o.Priority = cfg.ProgressTimeout, cfg.Parallel, cfg.Priority
	return o
}

// Without it, the copy leaves AllowPostCopy out; a call that writes only
// into a value of its own does not complete it.
func withoutSetter(cfg *leftout.ClusterDefaults) *leftout.Options {
	var o leftout.Options
	_ = optsetters.Defaults(cfg)
	o.Priority, o.Parallel = cfg.Priority, cfg.Parallel // want `MP1006: incomplete copy: withoutSetter copies cfg into Options field by field without AllowPostCopy, which ClusterDefaults has$`
	o.Labels, o.Network, o.Bandwidth, o.ProgressTimeout = cfg.Labels, cfg.Network, cfg.Bandwidth, cfg.ProgressTimeout
	return &o
}

// A setter of another package that calls the one writing the field
// completes the copy as well (here a literal's copy).
func withCallingSetter(cfg *leftout.ClusterDefaults) leftout.Options {
	o := leftout.Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, Labels: cfg.Labels, ProgressTimeout: cfg.ProgressTimeout, Parallel: cfg.Parallel, Priority: cfg.Priority}
	if cfg.AllowPostCopy {
		optsetters.EnablePostCopy(&o)
	}
	return o
}
