package migrationpair

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// progressSet is a configured progress record resolved for this package.
type progressSet struct {
	cfg      *progress
	fields   []*fpath       // by index into cfg.Fields
	markers  map[string]int // transition name → field index
	oneSided map[int]bool
}

func (r *resolver) resolveProgress(pr *progress) (*progressSet, error) {
	if len(pr.Fields) > 64 {
		return nil, nil // validated sets are small; a bitmask holds them
	}
	ps := &progressSet{cfg: pr, markers: map[string]int{}, oneSided: map[int]bool{}}
	index := map[string]int{}
	for i, f := range pr.Fields {
		p, err := r.resolve(pr.Type, f)
		if err != nil {
			return nil, err
		}
		if p == nil {
			return nil, nil
		}
		ps.fields = append(ps.fields, p)
		index[f.String()] = i
	}
	for _, t := range pr.Transitions {
		ps.markers[t.Name] = index[t.Marker.String()]
	}
	for _, o := range pr.OneSided {
		ps.oneSided[index[o.Field.String()]] = true
	}
	return ps, nil
}

// fieldSet is a set of progress fields by index.
type fieldSet uint64

func (s fieldSet) has(i int) bool { return s&(1<<uint(i)) != 0 }

// progWrite is one write of a progress field that counts: a value that may
// set it (not nil, not a constant false or zero; a boolean copied from
// elsewhere counts only as a transition marker, see checkProgress).
type progWrite struct {
	a     access
	field int
	copy  bool // a non-constant boolean: set or cleared depending on the value
}

// group is what one transition write keeps together.
type group struct {
	fn      *types.Func
	side    side
	marker  progWrite
	fields  fieldSet
	writeAt map[int]ast.Node // where the function writes each field
}

// checkProgress reports MP1005: for every transition, each side's groups
// (the progress fields a function writes, or tests, on every path through
// the write of the transition's marker) are compared with the fields the
// other side always keeps with that marker. A field missing from a group is
// half a record, unless the policy declares it one-sided or the side writes
// it in a later step that tests the marker (a two-phase transition).
func (st *state) checkProgress() {
	if len(st.progress) == 0 || !st.sides.has(source) || !st.sides.has(target) {
		return
	}
	for _, pc := range st.progChecks() {
		pc.collectWrites()
		for _, t := range pc.ps.cfg.Transitions {
			m := pc.ps.markers[t.Name]
			groups := pc.groups(m)
			for _, s := range []side{source, target} {
				pc.compare(t.Name, s, m, groups)
			}
		}
	}
}

// progCheck is MP1005's work on one progress record.
type progCheck struct {
	st    *state
	ps    *progressSet
	funcs flow.Bodies
	// flows solve for ps's fields: built on first use, for this record
	// only.
	flows    map[*types.Func]*progFlow
	writesBy map[*types.Func][]progWrite
	order    []*types.Func // the writing functions, in source order
	// keepers are the functions that write a field of the record, directly
	// or through a call of another keeper (dispatched ones too): the only
	// callees whose calls can keep a field (keeps).
	keepers map[*types.Func]bool
}

// progChecks returns one progCheck per progress record, its keepers
// found, built on first use: MP1005 and the progress facts share their
// flows.
func (st *state) progChecks() []*progCheck {
	if st.progs == nil {
		st.progs = []*progCheck{}
		for pi := range st.progress {
			pc := &progCheck{st: st, ps: &st.progress[pi], funcs: st.funcs(), flows: map[*types.Func]*progFlow{}}
			pc.findKeepers()
			st.progs = append(st.progs, pc)
		}
	}
	return st.progs
}

func (pc *progCheck) flowOf(fn *types.Func) *progFlow {
	if f, ok := pc.flows[fn]; ok {
		return f
	}
	// A call back into fn while its flow is solved keeps nothing: a
	// recursive helper is judged by its other paths.
	pc.flows[fn] = nil
	var f *progFlow
	if body := pc.funcs.Body(fn); body != nil {
		f = pc.st.newFlow(body, pc.ps, pc.keeps)
	}
	pc.flows[fn] = f
	return f
}

// keeps returns the fields a call of fn keeps: those it writes (or tests)
// on every path through it (for a function of another package, its
// progressFact). A handler that marks the failure and calls a
// helper to end the migration writes the whole record.
func (pc *progCheck) keeps(fn *types.Func) fieldSet {
	if fn.Pkg() != pc.st.ctx.Pass.Pkg {
		return pc.importedKeeps(fn)
	}
	if !pc.keepers[fn] {
		return 0
	}
	f := pc.flowOf(fn)
	if f == nil || len(f.after) == 0 {
		return 0
	}
	return f.after[0]
}

// findKeepers fills keepers from the package's writes and call edges.
func (pc *progCheck) findKeepers() {
	pc.keepers = map[*types.Func]bool{}
	for _, a := range pc.st.acc.list {
		if !a.Write || a.Fn == nil || pc.keepers[a.Fn] {
			continue
		}
		for _, p := range pc.ps.fields {
			if writes(a, p) {
				pc.keepers[a.Fn] = true
				break
			}
		}
	}
	callers := map[*types.Func][]*types.Func{}
	for _, e := range pc.st.eff.Edges {
		if e.Caller != nil {
			callers[e.Callee] = append(callers[e.Callee], e.Caller)
		}
	}
	work := make([]*types.Func, 0, len(pc.keepers))
	for fn := range pc.keepers {
		work = append(work, fn)
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range callers[fn] {
			if !pc.keepers[c] {
				pc.keepers[c] = true
				work = append(work, c)
			}
		}
	}
}

// collectWrites finds the writes of the record's fields by a side that may
// set them.
func (pc *progCheck) collectWrites() {
	st, info := pc.st, pc.st.ctx.Pass.TypesInfo
	pc.writesBy = map[*types.Func][]progWrite{}
	for _, a := range st.acc.list {
		if !a.Write || !st.runs(a.Fn) {
			continue
		}
		for i, p := range pc.ps.fields {
			if !writes(a, p) || clears(info, a.Value) {
				continue
			}
			if len(pc.writesBy[a.Fn]) == 0 {
				pc.order = append(pc.order, a.Fn)
			}
			pc.writesBy[a.Fn] = append(pc.writesBy[a.Fn], progWrite{a, i, isCopiedBool(info, a)})
		}
	}
	by := code.SourceOrder(st.ctx.Pass.Fset)
	slices.SortFunc(pc.order, func(a, b *types.Func) int { return by(a.Pos(), b.Pos()) })
}

// groups returns, by side, a group per write of marker m.
func (pc *progCheck) groups(m int) [3][]group {
	var groups [3][]group
	for _, fn := range pc.order {
		f := pc.flowOf(fn)
		if f == nil {
			continue
		}
		for _, w := range pc.writesBy[fn] {
			if w.field != m || fillsIn(pc.funcs.Body(fn), w.a.Node) {
				continue
			}
			b, ok := f.blockOf[w.a.Node]
			if !ok {
				continue
			}
			if w.copy {
				// x.Failed = v; if v { ...companions... }: the
				// transition happens where v holds.
				if nb, ok := f.branchOn(b, w.a.Value); ok {
					b = nb
				}
			}
			g := group{fn: fn, side: pc.st.sides[fn], marker: w, fields: f.before[b] | f.after[b] | 1<<uint(m), writeAt: map[int]ast.Node{}}
			for _, o := range pc.writesBy[fn] {
				if g.writeAt[o.field] == nil {
					g.writeAt[o.field] = o.a.Node
				}
			}
			groups[g.side] = append(groups[g.side], g)
		}
	}
	for _, g := range pc.helperGroups(m) {
		groups[g.side] = append(groups[g.side], g)
	}
	return groups
}

// helperGroups returns the groups of marker m that a side makes by calling
// a helper of the package that belongs to no side and writes m on every
// path through it (a shared markFailed(ms) in a file of neither side): the
// call is the side's transition, and what the helper keeps is kept there.
// Without them, moving one side's transition into such a helper would take
// that side out of the comparison. A call through an interface or a
// function value is a call of each function it is dispatched to, all of
// no side: it keeps what every one of them keeps.
func (pc *progCheck) helperGroups(m int) []group {
	type helperCall struct {
		caller *types.Func
		kept   fieldSet
		other  bool // a callee of a side
	}
	calls := map[ast.Node]*helperCall{}
	var order []ast.Node
	for _, e := range pc.st.eff.Edges {
		if !pc.st.runs(e.Caller) {
			continue
		}
		hc := calls[e.Node]
		if hc == nil {
			hc = &helperCall{caller: e.Caller, kept: ^fieldSet(0)}
			calls[e.Node] = hc
			order = append(order, e.Node)
		}
		hc.other = hc.other || pc.st.sides[e.Callee] != noSide
		hc.kept &= pc.keeps(e.Callee)
	}
	var out []group
	for _, n := range order {
		hc := calls[n]
		if hc.other || !hc.kept.has(m) {
			continue
		}
		if g, ok := pc.helperGroup(hc.caller, n, m, hc.kept); ok {
			out = append(out, g)
		}
	}
	return out
}

// helperGroup is the group of marker m that caller makes at call n of a
// helper that keeps kept.
func (pc *progCheck) helperGroup(caller *types.Func, n ast.Node, m int, kept fieldSet) (group, bool) {
	f := pc.flowOf(caller)
	if f == nil {
		return group{}, false
	}
	b, ok := f.blockOf[n]
	if !ok {
		return group{}, false
	}
	s := pc.st.sides[caller]
	g := group{fn: caller, side: s, marker: progWrite{a: access{Fn: caller, Node: n}, field: m},
		fields: f.before[b] | f.after[b] | kept, writeAt: map[int]ast.Node{}}
	for i := range pc.ps.fields {
		if kept.has(i) {
			g.writeAt[i] = n
		}
	}
	for _, o := range pc.writesBy[caller] {
		if g.writeAt[o.field] == nil {
			g.writeAt[o.field] = o.a.Node
		}
	}
	return g, true
}

// compare reports side s's groups of transition tn that lack a field the
// other side always keeps with marker m.
func (pc *progCheck) compare(tn string, s side, m int, groups [3][]group) {
	st, ps, o := pc.st, pc.ps, s.other()
	if len(groups[o]) == 0 {
		return
	}
	always := ^fieldSet(0)
	for _, g := range groups[o] {
		always &= g.fields
	}
	for _, g := range groups[s] {
		missing := always &^ g.fields
		var names []string
		var rel ast.Node
		for i := range ps.fields {
			if !missing.has(i) || ps.oneSided[i] || st.twoPhase(s, i, m, pc.writesBy, pc.flowOf) {
				continue
			}
			names = append(names, ps.cfg.Fields[i].String())
			for _, og := range groups[o] {
				if rel == nil {
					rel = og.writeAt[i]
				}
			}
		}
		if len(names) == 0 {
			continue
		}
		if rel == nil {
			rel = groups[o][0].marker.a.Node
		}
		st.ctx.Report.On(tn+" "+s.String()+" "+ps.cfg.Fields[m].String()+" without "+strings.Join(names, ", ")).Report("MP1005", st.diagnostic(g.marker.a.Node, rel,
			"the "+o.String()+" side writes it with "+ps.cfg.Fields[m].String()+" here",
			"one-sided progress: the %s side's %s transition in %s writes %s without %s",
			s, tn, funcName(g.fn), ps.cfg.Fields[m], strings.Join(names, ", ")))
	}
}

// twoPhase reports whether side s writes field i in a step that tests the
// marker m on every path to the write: in the writing function itself, or,
// for an unexported function, at every call site of it in the package.
func (st *state) twoPhase(s side, i, m int, writesBy map[*types.Func][]progWrite, flowOf func(*types.Func) *progFlow) bool {
	for fn, ws := range writesBy {
		if st.sides[fn] != s {
			continue
		}
		f := flowOf(fn)
		if f == nil {
			continue
		}
		for _, w := range ws {
			if w.field != i {
				continue
			}
			if b, ok := f.blockOf[w.a.Node]; ok && f.tested[b].has(m) {
				return true
			}
			if !fn.Exported() && st.callersTest(fn, m, flowOf) {
				return true
			}
		}
	}
	return false
}

// callersTest reports whether every call of fn in the package is reached
// only through a test of field m.
func (st *state) callersTest(fn *types.Func, m int, flowOf func(*types.Func) *progFlow) bool {
	n := 0
	for _, e := range st.eff.Edges {
		if e.Callee != fn {
			continue
		}
		n++
		if e.Caller == nil {
			return false
		}
		f := flowOf(e.Caller)
		if f == nil {
			return false
		}
		b, ok := f.blockOf[e.Node]
		if !ok || !f.tested[b].has(m) {
			return false
		}
	}
	return n > 0
}

// clears reports a write that resets a field: nil, false or a zero constant.
func clears(info *types.Info, v ast.Expr) bool {
	if v == nil {
		return false
	}
	tv, ok := info.Types[ast.Unparen(v)]
	if !ok {
		return false
	}
	if tv.IsNil() {
		return true
	}
	if tv.Value != nil {
		switch tv.Value.Kind() {
		case constant.Bool:
			return !constant.BoolVal(tv.Value)
		case constant.String:
			return constant.StringVal(tv.Value) == ""
		case constant.Int:
			return constant.Sign(tv.Value) == 0
		}
	}
	return false
}

// isCopiedBool reports a boolean field assigned a non-constant value.
func isCopiedBool(info *types.Info, a access) bool {
	if a.Value == nil {
		return false
	}
	tv, ok := info.Types[ast.Unparen(a.Value)]
	if !ok || tv.Value != nil {
		return false
	}
	b, ok := tv.Type.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}
