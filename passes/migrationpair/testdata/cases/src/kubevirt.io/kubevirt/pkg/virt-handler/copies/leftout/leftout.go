// Package leftout holds copies that convert one type into another field by
// field and leave out a field both types have (MP1006).
package leftout

// ClusterDefaults stands for the cluster's migration defaults, Options for
// the options one migration carries: most fields are the same.
type ClusterDefaults struct {
	Bandwidth       *string
	ProgressTimeout int64
	AllowPostCopy   bool
	Network         *string
	Labels          map[string]string
	Parallel        *uint32
	Priority        []string
}

type Options struct {
	Priority        []string
	Parallel        *uint32
	AllowPostCopy   bool
	Labels          map[string]string
	Bandwidth       *string
	ProgressTimeout int64
	Network         *string
	Experimental    *bool // the cluster has none: never left out
}

// LegacyDefaults has Network as a plain string: not the same field.
type LegacyDefaults struct {
	Network         string
	Bandwidth       *string
	ProgressTimeout int64
	AllowPostCopy   bool
	Parallel        *uint32
	Priority        []string
	Labels          map[string]string
}

// toOptions converts every default but Network: the migration runs on the
// pod network whatever the cluster says.
func toOptions(cfg *ClusterDefaults) *Options {
	return &Options{
		Bandwidth:       cfg.Bandwidth, // want `MP1006: incomplete copy: toOptions copies cfg into Options field by field without Network, which ClusterDefaults has$`
		ProgressTimeout: cfg.ProgressTimeout,
		AllowPostCopy:   cfg.AllowPostCopy,
		Labels:          cfg.Labels,
		Parallel:        cfg.Parallel,
		Priority:        cfg.Priority,
	}
}

// apply does the same by assignment, and leaves Labels out.
func apply(dst *Options, cfg *ClusterDefaults) {
	dst.Network = cfg.Network // want `MP1006: incomplete copy: apply copies cfg into Options field by field without Labels, which ClusterDefaults has$`
	dst.Bandwidth = cfg.Bandwidth
	dst.Parallel = cfg.Parallel
	dst.AllowPostCopy = cfg.AllowPostCopy
	if cfg.ProgressTimeout > 0 {
		dst.ProgressTimeout = cfg.ProgressTimeout
	}
	dst.Priority = cfg.Priority
}

// Close negatives: a copy of a chosen few (two of the seven left out); a
// field of another type in the source is no field the copy leaves out.
func chosen(dst *Options, cfg *ClusterDefaults) {
	dst.Bandwidth = cfg.Bandwidth
	dst.Network = cfg.Network
	dst.AllowPostCopy = cfg.AllowPostCopy
	for _, p := range cfg.Priority {
		dst.Priority = append(dst.Priority, p)
	}
	dst.Parallel = cfg.Parallel
}

func fromLegacy(l *LegacyDefaults) Options {
	opts := Options{Bandwidth: l.Bandwidth, AllowPostCopy: l.AllowPostCopy}
	opts.ProgressTimeout = l.ProgressTimeout
	opts.Parallel, opts.Priority = l.Parallel, l.Priority
	opts.Labels = l.Labels
	return opts
}

// excused leaves Network out on purpose, and says why.
func excused(cfg *ClusterDefaults) Options {
	var o Options
	//kvlint:ignore MP1006 the fixture's directive case: the network is chosen per migration
	o.Bandwidth = cfg.Bandwidth
	o.ProgressTimeout, o.AllowPostCopy = cfg.ProgressTimeout, cfg.AllowPostCopy
	o.Labels, o.Parallel, o.Priority = cfg.Labels, cfg.Parallel, cfg.Priority
	return o
}

// Written another way, a field is not left out: a constant under a test
// of the source's field, a value computed from it.
func withTest(dst *Options, cfg *ClusterDefaults) {
	dst.Bandwidth, dst.Network = cfg.Bandwidth, cfg.Network
	dst.ProgressTimeout = cfg.ProgressTimeout
	if cfg.AllowPostCopy {
		dst.AllowPostCopy = true
	}
	dst.Parallel, dst.Priority, dst.Labels = cfg.Parallel, cfg.Priority, cfg.Labels
}

func computed(cfg *ClusterDefaults) *Options {
	return &Options{Bandwidth: cfg.Bandwidth, ProgressTimeout: cfg.ProgressTimeout * 2, AllowPostCopy: cfg.AllowPostCopy, Network: cfg.Network, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority}
}

// A literal that an assignment completes leaves nothing out (the pod
// template's spec, whose affinity is set after it).
func completedAfter(cfg *ClusterDefaults) *Options {
	o := &Options{Bandwidth: cfg.Bandwidth, ProgressTimeout: cfg.ProgressTimeout, AllowPostCopy: cfg.AllowPostCopy, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority}
	if cfg.Network != nil {
		o.Network = cfg.Network
	}
	return o
}
