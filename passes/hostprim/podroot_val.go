package hostprim

import (
	"go/types"
	"slices"
)

// params is a set of parameter indexes (the receiver is parameter 0 of a
// method) as a bit set of any size: every parameter of a function is
// tracked, however many it has. Sets are never modified once built.
type params []uint64

func paramOf(j int) params {
	p := make(params, j/64+1)
	p[j/64] = 1 << uint(j%64)
	return p
}

func (p params) has(j int) bool {
	w := j / 64
	return w < len(p) && p[w]&(1<<uint(j%64)) != 0
}

// within reports whether every index of p is in q.
func (p params) within(q params) bool {
	for i, w := range p {
		var o uint64
		if i < len(q) {
			o = q[i]
		}
		if w&^o != 0 {
			return false
		}
	}
	return true
}

func (p params) union(q params) params {
	if q.within(p) {
		return p
	}
	if p.within(q) {
		return q
	}
	out := make(params, max(len(p), len(q)))
	copy(out, p)
	for i, w := range q {
		out[i] |= w
	}
	return out
}

func (p params) empty() bool {
	for _, w := range p {
		if w != 0 {
			return false
		}
	}
	return true
}

// val is what is known about a value: whether it is a path in another root
// and where that root comes from, the parameters it flows from, and the
// struct fields it was read from (a field whose value reaches a
// path-following operation makes every write into that field a write into
// the operation). Values only grow: join is the lattice's join, and the
// lattice is finite (the package's fields, its functions' parameters, one
// origin), which is what lets the flow engine iterate without a cap.
type val struct {
	root   bool
	origin string
	params params
	fields []*types.Var
}

func rootVal(origin string) val { return val{root: true, origin: origin} }

func (v val) join(w val) val {
	out := val{root: v.root || w.root, origin: v.origin, params: v.params.union(w.params), fields: v.fields}
	if out.origin == "" {
		out.origin = w.origin
	}
	for _, f := range w.fields {
		if !slices.Contains(out.fields, f) {
			out.fields = append(slices.Clip(out.fields), f)
		}
	}
	return out
}

// covers reports whether v already includes everything w adds.
func (v val) covers(w val) bool {
	if (w.root && !v.root) || !w.params.within(v.params) || (v.origin == "" && w.origin != "") {
		return false
	}
	for _, f := range w.fields {
		if !slices.Contains(v.fields, f) {
			return false
		}
	}
	return true
}

func (v val) empty() bool { return !v.root && v.params.empty() && len(v.fields) == 0 }
