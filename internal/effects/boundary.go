package effects

import (
	"go/types"
	"iter"
)

// Boundary yields, in edge order, every edge into a function of a package
// that outside accepts, when the callee's summary is not empty, with that
// summary. outside is asked once per package. This is where a pass reports
// what its component reaches through other components' or shared code: the
// chain is reported once, at the edge that leaves the component.
func (r *Result) Boundary(outside func(*types.Package) bool) iter.Seq2[Edge, *Summary] {
	return func(yield func(Edge, *Summary) bool) {
		out := map[*types.Package]bool{}
		for _, e := range r.Edges {
			p := e.Callee.Pkg()
			if p == nil {
				continue
			}
			o, ok := out[p]
			if !ok {
				o = outside(p)
				out[p] = o
			}
			if !o {
				// A callee inside reaches outside through a call its
				// package could not resolve and this one does.
				if p != r.pkg {
					if sum := r.dispatchedOutside(e.Callee, outside, out); !sum.Empty() && !yield(e, sum) {
						return
					}
				}
				continue
			}
			sum := r.Of(e.Callee)
			if sum.Empty() {
				continue
			}
			if !yield(e, sum) {
				return
			}
		}
	}
}

// Crossing is one effect that the callee of a boundary edge reaches.
type Crossing struct {
	Edge
	Key string
	// Witness is the chain through the callee (Through).
	Witness Witness
}

// Crossings yields, for every boundary edge (see Boundary) and every key of
// its callee's summary in key order that keep accepts (nil keeps all), the
// crossing — once per calling function, callee and key: a helper called ten
// times from one function is one decision, not ten.
func (r *Result) Crossings(outside func(*types.Package) bool, keep func(e Edge, key string) bool) iter.Seq[Crossing] {
	type once struct {
		caller, callee *types.Func
		key            string
	}
	return func(yield func(Crossing) bool) {
		done := map[once]bool{}
		for e, sum := range r.Boundary(outside) {
			for _, k := range sum.Keys() {
				if (keep != nil && !keep(e, k)) || done[once{e.Caller, e.Callee, k}] {
					continue
				}
				done[once{e.Caller, e.Callee, k}] = true
				w := r.throughSummary(e, sum, k)
				if !yield(Crossing{Edge: e, Key: k, Witness: w}) {
					return
				}
			}
		}
	}
}

// dispatchedOutside is the part of imported callee fn's summary that this
// package resolved through implementations in packages outside accepts
// (asked once per package, memoised in out).
func (r *Result) dispatchedOutside(fn *types.Func, outside func(*types.Package) bool, out map[*types.Package]bool) *Summary {
	im := r.imported[fn]
	if im == nil || len(im.resolved) == 0 {
		return nil
	}
	links := map[string]*link{}
	for _, res := range im.resolved {
		p := res.impl.Pkg()
		o, ok := out[p]
		if !ok {
			o = outside(p)
			out[p] = o
		}
		if o {
			offer(links, res.key, res.l)
		}
	}
	if len(links) == 0 {
		return nil
	}
	s := &Summary{Effects: Map{}}
	ws := newWitnesses(r.fset, r.spec.Files, r.pass.Files)
	for k, l := range links {
		s.Effects[k] = ws.of(l)
	}
	return s
}

// throughSummary is ThroughEdge with the callee's summary given.
func (r *Result) throughSummary(e Edge, sum *Summary, key string) Witness {
	w := prependCallee(e.Callee, sum.Effects[key])
	if e.Via != nil {
		w.Chain = append([]string{CalleeName(e.Callee, e.Via)}, w.Chain[1:]...)
	}
	return w
}

// ThroughEdge is Through for the callee of edge e, with the chain's first
// link naming the dispatch when e is a call through an interface method or
// function-typed variable ("netsetup.NetConf.Setup, implemented by
// impl.netConf.Setup").
func (r *Result) ThroughEdge(e Edge, key string) (Witness, bool) {
	w, ok := r.Through(e.Callee, key)
	if ok && e.Via != nil {
		w.Chain = append([]string{CalleeName(e.Callee, e.Via)}, w.Chain[1:]...)
	}
	return w, ok
}
