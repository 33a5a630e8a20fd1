package statusfield

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// patchCall handles a call of a JSON-patch helper with a constant
// "/status/..." path. The path alone does not say which kind of object is
// patched, so it is mapped through every owned type that names the helper,
// and the value argument's type picks among them: "/status/phase" with a
// VirtualMachineInstancePhase value patches a VMI, with a DataVolumePhase
// constant some other kind. A value whose type is no kind's own but whose
// JSON fits (see fit) keeps every kind it fits. A path whose first segment
// names no field of any owned type patches another kind and is ignored,
// unless it is one typo away from a field (SF1004).
func (a *analyzer) patchCall(call *ast.CallExpr) []effects.Direct {
	fn := code.Callee(a.info, call)
	if fn == nil {
		return nil
	}
	cands := a.patchHelpers(fn)
	if len(cands) == 0 {
		return nil
	}
	h := cands[0].h
	var val ast.Expr
	if h.ValueArg != nil && *h.ValueArg < len(call.Args) {
		val = call.Args[*h.ValueArg]
	}
	var out []effects.Direct
	for _, sp := range a.statusPaths(call, h) {
		s := &site{pos: call.Pos(), end: call.End(), path: sp.path,
			patch: fmt.Sprintf("%s(%q)", selector.Name(fn), sp.path)}
		fits, best := a.fitting(cands, sp.segs, val)
		a.patchCopy(call, textOp{op: h.Op, path: sp.path, segs: sp.segs}, fits, val)
		kinds, matches := a.patchKeys(fits, val)
		if len(matches) > 1 {
			matches = a.narrow(call.Pos(), kinds, matches)
		}
		a.judgePatch(s, sp.segs, best, matches)
		if a.isAllowed(call.Pos(), sp.path) {
			s.keys, s.alts = nil, nil
		}
		out = append(out, a.record(s, s.patch)...)
	}
	return out
}

// patched records a parameter of the scanned function that a JSON-patch
// helper call adds or replaces at a status path as it is
// (patch.WithReplace("/status/phase", phase)): the function sets the value
// its caller hands in, as if it assigned it.
func (sc *paramScan) patched(call *ast.CallExpr) {
	a := sc.a
	fn := code.Callee(a.info, call)
	if fn == nil {
		return
	}
	if cands := a.patchHelpers(fn); len(cands) > 0 {
		if cands[0].h.ValueArg == nil || *cands[0].h.ValueArg >= len(call.Args) {
			return
		}
		for _, sp := range a.statusPaths(call, cands[0].h) {
			sc.patchedValue(cands, sp.segs, call.Args[*cands[0].h.ValueArg])
		}
		return
	}
	// A patch helper found in the code (pathparams.go) handed a constant
	// path and the parameter as its value.
	for _, p := range a.pathParamsFor(fn) {
		if p.ValueArg < 0 || p.ValueArg >= len(call.Args) || p.PathArg >= len(call.Args) {
			continue
		}
		for _, op := range a.constOps(p.Op, call.Args[p.PathArg]) {
			sc.patchedValue(a.untypedCands(op.op), op.segs, call.Args[p.ValueArg])
		}
	}
}

// patchedOp: a JSON-patch operation literal with a constant op and status
// path whose Value is the bare parameter sets it, as a helper call does.
func (sc *paramScan) patchedOp(lit *ast.CompositeLit) {
	ops, val := sc.a.literalOps(lit)
	for _, op := range ops {
		if val != nil {
			sc.patchedValue(sc.a.untypedCands(op.op), op.segs, val)
		}
	}
}

// patchedValue records val, when it is one of the function's enum
// parameters, as set by a patch of segs through cands' helpers that adds
// or replaces the field.
func (sc *paramScan) patchedValue(cands []patchCand, segs []string, val ast.Expr) {
	at, ok := sc.param(val)
	if !ok || len(cands) == 0 {
		return
	}
	fits, _ := sc.a.fitting(cands, segs, val)
	for _, f := range fits {
		if f.c.h.writes() && f.c.h.Op != "remove" {
			var leaves []leaf
			sc.a.expand(f.r.steps, f.r.typ, val, &leaves)
			sc.a.setsParam(sc.fn, leaves, at.i)
		}
	}
}

// patchCand is an owned type whose policy names the called helper.
type patchCand struct {
	o *owned
	h *patchHelper
}

// patchFit is a candidate the patch path resolves through completely.
type patchFit struct {
	c patchCand
	r resolved
}

// patchHelpers returns the owned types with a patch helper matching fn, with
// that helper.
func (a *analyzer) patchHelpers(fn *types.Func) []patchCand {
	var cands []patchCand
	for _, o := range a.patchRoots {
		for _, h := range o.rule.Patch {
			if h.Selector.Match(fn) {
				cands = append(cands, patchCand{o, h})
				break
			}
		}
	}
	return cands
}

// statusPath is a constant patch path at /status or below, with its
// segments unescaped (~1 is /, ~0 is ~).
type statusPath struct {
	path string
	segs []string
}

// statusPaths returns the helper call's constant paths that are /status
// or below (constPaths: a variable may hold one of several). A computed
// path is out of reach (documented).
func (a *analyzer) statusPaths(call *ast.CallExpr, h *patchHelper) []statusPath {
	if h.PathArg >= len(call.Args) {
		return nil
	}
	var out []statusPath
	for _, path := range a.constPaths(call.Args[h.PathArg]) {
		if segs, ok := statusSegs(path); ok {
			out = append(out, statusPath{path, segs})
		}
	}
	return out
}

// statusSegs returns the segments of a JSON-pointer path below /status,
// unescaped (none for /status itself), and whether the path is /status or
// below it.
func statusSegs(path string) ([]string, bool) {
	switch {
	case path == "/status":
		return nil, true
	case strings.HasPrefix(path, "/status/"):
		var segs []string
		for _, s := range strings.Split(path[len("/status/"):], "/") {
			segs = append(segs, code.UnescapeJSONPointer(s))
		}
		return segs, true
	}
	return nil, false
}

// constOps returns the operations op on the constant status paths pathE
// may be, the path of a patch helper's call or an operation literal.
func (a *analyzer) constOps(op string, pathE ast.Expr) []textOp {
	var out []textOp
	for _, path := range a.constPaths(pathE) {
		if o, ok := opOn(op, path); ok {
			out = append(out, o)
		}
	}
	return out
}

// opOn returns the operation op on path when path is /status or below.
func opOn(op, path string) (textOp, bool) {
	if op == "" {
		return textOp{}, false
	}
	segs, ok := statusSegs(path)
	return textOp{op: op, path: path, segs: segs}, ok
}

// literalOps returns the operations of a JSON-patch operation literal
// with a constant op and status path (several where the path is a
// variable that may hold several), and its value (nil when not given).
func (a *analyzer) literalOps(lit *ast.CompositeLit) ([]textOp, ast.Expr) {
	opE, pathE, val, ok := a.opLiteral(lit)
	if !ok {
		return nil, nil
	}
	name, _ := code.ConstString(a.info, opE)
	return a.constOps(name, pathE), val
}

// fitting resolves the path through every candidate and keeps those whose
// field the value fits; best is the deepest resolution, for SF1004. The
// value's Go type decides between kinds only when it is some kind's own;
// otherwise every kind whose field its JSON fits stays.
func (a *analyzer) fitting(cands []patchCand, segs []string, val ast.Expr) (fits []patchFit, best resolved) {
	var exact []patchFit
	for _, c := range cands {
		r := resolveJSON(c.o, segs)
		if r.n > best.n || best.o == nil {
			best = r
		}
		if r.n < len(segs) {
			continue
		}
		ok, same := a.fit(val, r.typ)
		switch {
		case same:
			exact = append(exact, patchFit{c, r})
		case ok:
			fits = append(fits, patchFit{c, r})
		}
	}
	if len(exact) > 0 {
		fits = exact
	}
	return fits, best
}

// patchKeys returns, per fitting kind, the owned keys the operation writes
// (none for a read such as "test").
func (a *analyzer) patchKeys(fits []patchFit, val ast.Expr) (kinds []*owned, matches [][]key) {
	for _, f := range fits {
		c, r := f.c, f.r
		kinds = append(kinds, c.o)
		if !c.h.writes() {
			matches = append(matches, nil)
			continue
		}
		var leaves []leaf
		rhs := val
		if c.h.Op == "remove" {
			rhs = nil
		}
		a.expand(r.steps, r.typ, rhs, &leaves)
		var ks []key
		seen := map[string]bool{}
		for _, l := range leaves {
			for _, k := range a.keys(l) {
				if !seen[k.String()] {
					seen[k.String()] = true
					ks = append(ks, k)
				}
			}
		}
		matches = append(matches, ks)
	}
	return kinds, matches
}

// judgePatch records on s what the patch writes: one kind's keys, the
// alternatives of an ambiguous path (e.g. /status/migrationState of a VMI or
// of a migration: the writer may own any one of them; it is checked here and
// not attributed through facts), or an SF1004 message for a path that maps
// to no field.
func (a *analyzer) judgePatch(s *site, segs []string, best resolved, matches [][]key) {
	switch {
	case len(matches) == 1:
		s.keys = matches[0]
	case len(matches) > 1:
		for _, m := range matches {
			if len(m) > 0 {
				s.alts = append(s.alts, m)
			}
		}
	case best.n > 0 && best.n < len(segs):
		s.bad = fmt.Sprintf("JSON patch path %q maps to no field of %s: %s", s.path, best.o.short, best.fail)
	case best.n == 0 && len(segs) > 0:
		if sug := a.suggestTop(segs[0]); sug != "" {
			s.bad = fmt.Sprintf("JSON patch path %q names no field of any owned status type; did you mean %s?", s.path, sug)
		}
	}
}

// narrow picks, among the types an ambiguous path fits, the one whose
// object the enclosing function deals with: a function that takes a
// *v1.VirtualMachineInstance and patches /status/changedBlockTracking
// patches a VMI, not a VM. It keeps them all when that does not decide.
func (a *analyzer) narrow(pos token.Pos, kinds []*owned, matches [][]key) [][]key {
	fd := a.enclosing(pos)
	if fd == nil {
		return matches
	}
	seen := a.mentioned(fd)
	var keep [][]key
	for i, o := range kinds {
		if obj := a.objectOf(o); obj != nil && seen[obj] {
			keep = append(keep, matches[i])
		}
	}
	if len(keep) == 1 {
		return keep
	}
	return matches
}

// enclosing returns the function declaration that contains pos.
func (a *analyzer) enclosing(pos token.Pos) *ast.FuncDecl {
	i := sort.Search(len(a.funcs), func(i int) bool { return a.funcs[i].End() > pos })
	if i < len(a.funcs) && a.funcs[i].Pos() <= pos {
		return a.funcs[i]
	}
	return nil
}

// mentioned returns the named types of the values and types a function
// mentions (through pointers, slices and maps).
func (a *analyzer) mentioned(fd *ast.FuncDecl) map[*types.TypeName]bool {
	if m, ok := a.mentions[fd]; ok {
		return m
	}
	m := map[*types.TypeName]bool{}
	ast.Inspect(fd, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		switch obj := a.info.ObjectOf(id).(type) {
		case *types.Var:
			if obj := namedObj(code.Elem(obj.Type())); obj != nil {
				m[obj] = true
			}
		case *types.TypeName:
			m[obj] = true
		}
		return true
	})
	a.mentions[fd] = m
	return m
}

// objectOf returns the API object that holds o as its status
// (code.StatusObject), once per type.
func (a *analyzer) objectOf(o *owned) *types.TypeName {
	if obj, ok := a.objects[o]; ok {
		return obj
	}
	obj := code.StatusObject(o.named)
	a.objects[o] = obj
	return obj
}
