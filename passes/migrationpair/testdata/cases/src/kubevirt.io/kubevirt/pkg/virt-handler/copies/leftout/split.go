package leftout

// A conversion split into helpers is one list: the copies a function makes
// itself and those of the helpers it hands the same two values. None of
// toSplitOptions' helpers copies four fields, and none copies Network.
func copyTimeouts(dst *Options, src *ClusterDefaults) {
	dst.ProgressTimeout = src.ProgressTimeout
	dst.AllowPostCopy = src.AllowPostCopy
}

func copyScheduling(o *Options, c *ClusterDefaults) {
	o.Priority, o.Parallel = c.Priority, c.Parallel
}

func toSplitOptions(cfg *ClusterDefaults) *Options {
	opts := &Options{}
	opts.Bandwidth = cfg.Bandwidth // want `MP1006: incomplete copy: toSplitOptions copies cfg into Options field by field without Network, which ClusterDefaults has$`
	copyTimeouts(opts, cfg)
	copyScheduling(opts, cfg)
	opts.Labels = cfg.Labels
	return opts
}

// copyAllButNetwork leaves the network to its callers: the one that sets
// it leaves nothing out, the one that only delegates drops it.
func copyAllButNetwork(to *Options, from *ClusterDefaults) {
	to.Bandwidth, to.ProgressTimeout = from.Bandwidth, from.ProgressTimeout
	to.AllowPostCopy, to.Labels = from.AllowPostCopy, from.Labels
	to.Parallel, to.Priority = from.Parallel, from.Priority
}

func withNetwork(cfg *ClusterDefaults) Options {
	var o Options
	copyAllButNetwork(&o, cfg)
	o.Network = cfg.Network
	return o
}

func delegating(cfg *ClusterDefaults) *Options {
	o := new(Options)
	copyAllButNetwork(o, cfg) // want `MP1006: incomplete copy: delegating copies cfg into Options field by field without Network, which ClusterDefaults has$`
	return o
}

// Close negatives: helpers handed other values are other lists; a split
// list that sets every field leaves nothing out.
func mixedSources(cfg, other *ClusterDefaults) *Options {
	opts := &Options{Bandwidth: cfg.Bandwidth}
	opts.Labels, opts.Network = cfg.Labels, cfg.Network
	copyTimeouts(opts, other)
	copyScheduling(opts, other)
	return opts
}

func splitComplete(cfg *ClusterDefaults) (out Options) {
	copyTimeouts(&out, cfg)
	out.Network = cfg.Network
	copyScheduling(&out, cfg)
	out.Bandwidth, out.Labels = cfg.Bandwidth, cfg.Labels
	return out
}

// The directive case.
func splitExcused(cfg *ClusterDefaults) *Options {
	opts := new(Options)
	//kvlint:ignore MP1006 fixture: the directive case for a list split into helpers
	copyScheduling(opts, cfg)
	copyTimeouts(opts, cfg)
	opts.Bandwidth = cfg.Bandwidth
	opts.Labels = cfg.Labels
	return opts
}

// A field a helper of the package writes into the destination type is
// set, as one the function writes itself: allowPostCopy sets it under the
// caller's test of the source's field.
func allowPostCopy(o *Options) { o.AllowPostCopy = true }

func postCopyByHelper(cfg *ClusterDefaults) Options {
	o := Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, ProgressTimeout: cfg.ProgressTimeout, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority}
	if cfg.AllowPostCopy {
		allowPostCopy(&o)
	}
	return o
}

// Two calls deep: a helper that calls the one that sets the field sets
// it too.
func enablePostCopy(o *Options) { allowPostCopy(o) }

func postCopyTwoDeep(cfg *ClusterDefaults) Options {
	o := Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, ProgressTimeout: cfg.ProgressTimeout, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority}
	if cfg.AllowPostCopy {
		enablePostCopy(&o)
	}
	return o
}

// Close negative of it: a helper that calls no setter sets nothing.
func logOptions(o *Options) { _ = o.Bandwidth }

func postCopyNoSetter(cfg *ClusterDefaults) Options {
	o := Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, ProgressTimeout: cfg.ProgressTimeout, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority} // want `MP1006: incomplete copy: postCopyNoSetter copies cfg into Options field by field without AllowPostCopy, which ClusterDefaults has$`
	logOptions(&o)
	return o
}

// Through a cycle of helpers, the setter last in source order: the copy's
// function calls the first, which reaches the one that sets the field
// only through the other two.
func retryPostCopy(o *Options, n int) {
	if n > 0 {
		stagePostCopy(o, n-1)
	}
}

func stagePostCopy(o *Options, n int) { armPostCopy(o, n) }

func armPostCopy(o *Options, n int) {
	o.AllowPostCopy = true
	retryPostCopy(o, n)
}

func postCopyThroughCycle(cfg *ClusterDefaults) Options {
	o := Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, ProgressTimeout: cfg.ProgressTimeout, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority}
	if cfg.AllowPostCopy {
		retryPostCopy(&o, 2)
	}
	return o
}

// Close negative of it: a cycle of helpers none of which sets the field.
func pingOptions(o *Options, n int) {
	if n > 0 {
		pongOptions(o, n-1)
	}
}

func pongOptions(o *Options, n int) { pingOptions(o, n) }

func postCopyCycleNoSetter(cfg *ClusterDefaults) Options {
	o := Options{Bandwidth: cfg.Bandwidth, Network: cfg.Network, ProgressTimeout: cfg.ProgressTimeout, Labels: cfg.Labels, Parallel: cfg.Parallel, Priority: cfg.Priority} // want `MP1006: incomplete copy: postCopyCycleNoSetter copies cfg into Options field by field without AllowPostCopy, which ClusterDefaults has$`
	pingOptions(&o, 2)
	return o
}
