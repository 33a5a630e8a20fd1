package hostprim

import (
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/selector"
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
//
// A root is either a path in another root (untrusted: every operation that
// follows it is a finding) or, with tree set, the root of a tree someone
// else controls (trusted itself: only operations that follow links below
// it are findings, and a path built below it is untrusted). Parameters and
// fields are kept apart the same way: params and fields flow as they are,
// below and belowFields flow with a path built below them (descend).
type val struct {
	root        bool
	tree        bool
	origin      string
	params      params
	below       params
	fields      []*types.Var
	belowFields []*types.Var
	// pidOf, for a root built as /proc/<pid>/root in this function, are
	// the parameters the pid comes from: a caller that passes its own pid
	// ("self") there names its own root. Only calls through interfaces
	// that importers resolve ask (podPending.PidOf); empty for any other
	// root.
	pidOf params
	// own: the process's own pid ("self") may flow into the value, which
	// then names the process's own root in a /proc/<pid>/root template.
	own bool
}

func rootVal(origin string) val { return val{root: true, origin: origin} }

// resultRoot is the root a call of fn returns when its summary says result
// r is one: the origin names fn in front of where the root comes from.
func resultRoot(fn *types.Func, r podResult) val {
	v := rootVal(selector.Name(fn) + " ← " + r.Origin)
	v.tree = r.Tree
	return v
}

func treeVal(origin string) val { return val{root: true, tree: true, origin: origin} }

// untrusted reports whether v is a path in another root, not only a tree's
// root.
func (v val) untrusted() bool { return v.root && !v.tree }

// belowMark ends the origin of a path built below a tree's root.
const belowMark = "/…"

// descend is v with a path built below it: a tree's root becomes a path in
// the tree, parameters and fields flow below.
func (v val) descend() val {
	out := v
	if v.root && v.tree {
		out.tree, out.origin = false, v.origin+belowMark
	}
	out.params, out.below = nil, v.below.union(v.params)
	out.fields, out.belowFields = nil, addFields(v.belowFields, v.fields)
	return out
}

func addFields(to, from []*types.Var) []*types.Var {
	for _, f := range from {
		if !slices.Contains(to, f) {
			to = append(slices.Clip(to), f)
		}
	}
	return to
}

func (v val) join(w val) val {
	out := val{root: v.root || w.root, own: v.own || w.own, params: v.params.union(w.params), below: v.below.union(w.below),
		fields: addFields(v.fields, w.fields), belowFields: addFields(v.belowFields, w.belowFields)}
	out.tree = out.root && (!v.root || v.tree) && (!w.root || w.tree)
	// A root that holds whatever the pid is takes over one that holds
	// only for some pids.
	switch {
	case !v.root:
		out.pidOf = w.pidOf
	case !w.root:
		out.pidOf = v.pidOf
	case !v.pidOf.empty() && !w.pidOf.empty():
		out.pidOf = v.pidOf.union(w.pidOf)
	}
	// The origin shown is that of the untrusted part when there is one.
	switch {
	case v.untrusted() || (!w.untrusted() && v.origin != ""):
		out.origin = v.origin
	default:
		out.origin = w.origin
	}
	if out.origin == "" {
		out.origin = w.origin
	}
	return out
}

// covers reports whether v already includes everything w adds.
func (v val) covers(w val) bool {
	if (w.root && !v.root) || (w.untrusted() && !v.untrusted()) || (v.origin == "" && w.origin != "") {
		return false
	}
	if (w.root && !v.pidOf.empty() && (w.pidOf.empty() || !w.pidOf.within(v.pidOf))) || (w.own && !v.own) {
		return false
	}
	if !w.params.within(v.params) || !w.below.within(v.below) {
		return false
	}
	for _, f := range w.fields {
		if !slices.Contains(v.fields, f) {
			return false
		}
	}
	for _, f := range w.belowFields {
		if !slices.Contains(v.belowFields, f) {
			return false
		}
	}
	return true
}

func (v val) empty() bool {
	return !v.root && !v.own && v.params.empty() && v.below.empty() && len(v.fields) == 0 && len(v.belowFields) == 0
}

// anyParams are the parameters v flows from, as they are or below.
func (v val) anyParams() params { return v.params.union(v.below) }

// mayBeOwn reports whether v, used as a pid, may be the process's own:
// "self" flows into it, or it is read from a string field, which HP1004
// tracks per field and not per object (one instance may hold "self",
// another a launcher's pid: the root is not certain, and precision comes
// first). An integer pid is always another process's.
func (v val) mayBeOwn() bool {
	if v.own {
		return true
	}
	for _, f := range addFields(v.fields, v.belowFields) {
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return true
		}
	}
	return false
}
