package migrationpair

// relevance tells the accesses that can matter to this package's checks and
// facts from the rest: every consumer of the access list asks whether an
// access writes or reads a configured path (relate) or lies under a closed
// side's root (under), and most field accesses of a package touch none of
// them, so collect keeps only those that may.
type relevance struct {
	steps  map[step]bool   // every step of every configured path
	roots  map[string]bool // the paths' roots: a chain ending there writes one whole
	owners map[string]bool // the paths' steps' owners: a dereference of one is above a path
	closed map[string]bool // the closed sides' roots
	nested map[string]bool // the types below them, where a helper's parameter may start (sidealign.go)
}

// relevance collects what matters from the paths this package resolved.
func (st *state) relevance() *relevance {
	r := &relevance{steps: map[step]bool{}, roots: map[string]bool{}, owners: map[string]bool{}, closed: map[string]bool{}, nested: map[string]bool{}}
	add := func(ps []*fpath) {
		for _, p := range ps {
			if p == nil {
				continue
			}
			r.roots[p.Root] = true
			for _, s := range p.Steps {
				r.steps[s] = true
				r.owners[s.Owner] = true
			}
		}
	}
	add(st.reserved[source])
	add(st.reserved[target])
	add(st.sigAll)
	for _, mp := range st.mirrors {
		add(mp.pair[:])
	}
	for _, ps := range st.progress {
		add(ps.fields)
	}
	for _, cs := range st.closed {
		r.closed[cs.root] = true
		for k := range cs.nested {
			r.nested[k] = true
		}
	}
	return r
}

// may reports whether chain c can meet a configured path: relate finds
// nothing unless a step of c is a step of the path or c ends at the path's
// root (for a chain without steps: its base owns a step of the path), and
// under nothing unless a step of c is owned by the root.
func (r *relevance) may(c chain) bool {
	n := len(c.Steps)
	if n == 0 {
		return c.Base != "" && r.owners[c.Base]
	}
	if r.roots[c.Steps[n-1].Typ] {
		return true
	}
	for _, s := range c.Steps {
		if r.steps[s] || r.closed[s.Owner] {
			return true
		}
	}
	return false
}

// mayHand reports whether a write at c may be one a helper makes through a
// parameter of a type below a closed root (sidealign.go): a chain of no
// literal that starts at such a type. Reads of it matter to nothing.
func (r *relevance) mayHand(c chain) bool {
	return len(c.Steps) > 0 && c.Base == "" && r.nested[c.Steps[0].Owner]
}
