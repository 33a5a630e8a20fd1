package statusfield

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
)

// A status record is often copied into another object one JSON-patch
// operation per field: the synchronization controller patches each field
// of the migration state it takes from the other cluster's VMI
// (patchMigrationStateField(ps, "endTimestamp", orig.EndTimestamp,
// new.EndTimestamp)), so that a concurrent writer of another field does
// not fail the patch. The path is text and the value is code: nothing
// ties the two together. A path that names one field with the value of
// its neighbour compiles, and a field added to the API type but not to
// the list is never carried across: the two halves of the migration
// drift apart without a word (SF1005).

// minPatchedFields is how many fields a function must patch one by one
// from one record before a field it leaves out counts as dropped; and
// it may leave out at most one field in dropShare, so that a function
// that patches a chosen few fields of a large record drops nothing.
const (
	minPatchedFields = 4
	dropShare        = 4
)

// patchCopies is what the package's patches copy from like-named fields.
type patchCopies struct {
	mismatches []patchMismatch
	seen       map[mismatchAt]bool
	groups     map[copyKey]*copyGroup
	order      []copyKey
}

type mismatchAt struct {
	pos  token.Pos
	path string
}

// patchMismatch is a patch of a field whose value is another field of a
// value of the field's own record.
type patchMismatch struct {
	pos, end token.Pos
	path     string
	field    *types.Var // the field the path names
	from     *types.Var // the field the value reads
	record   *types.TypeName
}

// copyKey is one field-by-field copy: a function patching fields of one
// record from the fields of one value of that record.
type copyKey struct {
	fn     *ast.FuncDecl
	source string // the value the fields are read from, as written
	record *types.TypeName
}

type copyGroup struct {
	names       map[string]bool // JSON names of the fields patched
	first, last token.Pos
	firstEnd    token.Pos
	// param is the index of the function's parameter the source is (-1:
	// none); lifted is set once a call of the package hands the
	// parameter a value, and the copy is then judged in its callers.
	param  int
	lifted bool
	// own counts the function's own patches; parts are the helpers' copies
	// lifted into this one.
	own   int
	parts []copyKey
}

// patchCopy records what a patch operation at node at of op's kind,
// resolved through fits, copies when its value is a field selection.
func (a *analyzer) patchCopy(at ast.Node, op textOp, fits []patchFit, val ast.Expr) {
	src, from := a.fieldRead(val)
	if from == nil || len(op.segs) == 0 {
		return
	}
	// The record patched from, through the local aliases naming it.
	src = code.Canonical(a.info, a.ctx.Locals().Single(), src)
	rec := namedObj(code.Deref(a.info.TypeOf(src)))
	if rec == nil {
		return
	}
	for _, f := range fits {
		if len(f.r.steps) == 0 {
			continue
		}
		field := f.r.steps[len(f.r.steps)-1].field
		if !types.Identical(f.r.typ, field.Type()) {
			continue // the path ends below the field (an index, a map key)
		}
		obj, _, _ := types.LookupFieldOrMethod(a.info.TypeOf(src), true, field.Pkg(), field.Name())
		if obj != field {
			continue // the value comes from another record: no copy
		}
		// The field is patched from the record even when the value is
		// the wrong field: that is the mismatch, not a field left out.
		if (&patchHelper{Op: op.op}).writes() && op.op != "remove" {
			fd := a.enclosing(at.Pos())
			a.copies().add(copyKey{fd, types.ExprString(src), rec}, op.segs[len(op.segs)-1], at, a.paramOf(fd, src))
		}
		if from != field && types.Identical(field.Type(), from.Type()) {
			a.copies().mismatch(patchMismatch{at.Pos(), at.End(), op.path, field, from, rec})
		}
	}
}

// fieldRead returns the value and the field val selects, through & and *,
// a DeepCopy of the field (code.CopiedValue) and a local holding it.
func (a *analyzer) fieldRead(val ast.Expr) (ast.Expr, *types.Var) {
	if val == nil {
		return nil, nil
	}
	// A field held in a local first is read as the field (code.HeldField).
	e := code.HeldField(a.info, a.ctx.Locals().Single(), code.CopiedValue(a.info, val))
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	v, ok := a.info.Uses[sel.Sel].(*types.Var)
	if !ok || !v.IsField() {
		return nil, nil
	}
	return sel.X, v
}

func (a *analyzer) copies() *patchCopies {
	if a.pc == nil {
		a.pc = &patchCopies{seen: map[mismatchAt]bool{}, groups: map[copyKey]*copyGroup{}}
	}
	return a.pc
}

func (pc *patchCopies) mismatch(m patchMismatch) {
	at := mismatchAt{m.pos, m.path}
	if !pc.seen[at] {
		pc.seen[at] = true
		pc.mismatches = append(pc.mismatches, m)
	}
}

func (pc *patchCopies) add(k copyKey, name string, at ast.Node, param int) {
	if k.fn == nil {
		return
	}
	g := pc.group(k, at, param)
	g.names[name] = true
	g.last = at.Pos()
	g.own++
}

func (pc *patchCopies) group(k copyKey, at ast.Node, param int) *copyGroup {
	g := pc.groups[k]
	if g == nil {
		g = &copyGroup{names: map[string]bool{}, first: at.Pos(), firstEnd: at.End(), param: param}
		pc.groups[k] = g
		pc.order = append(pc.order, k)
	}
	return g
}

// paramOf is the index of fd's parameter src is, or -1.
func (a *analyzer) paramOf(fd *ast.FuncDecl, src ast.Expr) int {
	if fd == nil {
		return -1
	}
	fn, _ := a.info.Defs[fd.Name].(*types.Func)
	v := code.LocalVarOf(a.info, src)
	if fn == nil || v == nil {
		return -1
	}
	for i, p := range code.Params(fn, false) {
		if p == v {
			return i
		}
	}
	return -1
}

// maxLift bounds how many helpers deep a copy is followed to its callers.
const maxLift = 4

// lift counts a helper's copy as its callers': a list split into helpers
// (one for the target's fields, one for the source's) is one list, and
// splitting it must not take it below the threshold. A copy whose source
// is a parameter of its function, where a call of the package hands that
// parameter a value, adds its fields to the caller's copy of that value,
// and is judged there, not on its own (a helper that patches most fields
// for a caller that patches the rest leaves nothing out).
func (a *analyzer) lift(pc *patchCopies) {
	var calls map[*types.Func][]*ast.CallExpr
	for range maxLift {
		grew := false
		for _, k := range slices.Clone(pc.order) {
			g := pc.groups[k]
			if g.param < 0 {
				continue
			}
			if calls == nil {
				calls = a.packageCalls()
			}
			fn, _ := a.info.Defs[k.fn.Name].(*types.Func)
			for _, call := range calls[fn] {
				caller := a.enclosing(call.Pos())
				if g.param >= len(call.Args) || caller == nil || caller == k.fn {
					continue
				}
				arg := code.Unaddr(call.Args[g.param])
				cg := pc.group(copyKey{caller, types.ExprString(arg), k.record}, call, a.paramOf(caller, arg))
				g.lifted = true
				if !slices.Contains(cg.parts, k) {
					cg.parts = append(cg.parts, k)
				}
				for n := range g.names {
					if !cg.names[n] {
						cg.names[n] = true
						grew = true
					}
				}
			}
		}
		if !grew {
			return
		}
	}
}

// holder is where a copy's list is written: a caller that only hands its
// value to one helper (patchVMI calling addMigrationStateFieldPatches)
// holds no list of its own, so the helper's function is named.
func (pc *patchCopies) holder(k copyKey) copyKey {
	for range maxLift {
		g := pc.groups[k]
		if g.own > 0 || len(g.parts) != 1 {
			break
		}
		k = g.parts[0]
	}
	return k
}

// packageCalls maps each function of the package to its static calls in
// the package, read from the package's call graph.
func (a *analyzer) packageCalls() map[*types.Func][]*ast.CallExpr {
	out := map[*types.Func][]*ast.CallExpr{}
	for _, e := range a.ctx.CallGraph().Edges {
		if call, ok := e.Node.(*ast.CallExpr); ok && e.Via == nil && e.Callee.Pkg() == a.ctx.Pass.Pkg {
			out[e.Callee] = append(out[e.Callee], call)
		}
	}
	return out
}

// reportPatchCopies reports SF1005: each mismatch, and each field a
// field-by-field copy of most of a record's fields leaves out.
func (a *analyzer) reportPatchCopies() {
	pc := a.pc
	if pc == nil {
		return
	}
	for _, m := range pc.mismatches {
		a.ctx.Report.On("patch "+m.path+" from "+m.from.Name()).Reportf("SF1005", m.pos, m.end,
			"JSON patch %q sets %s.%s from %s", m.path, m.record.Name(), m.field.Name(), m.from.Name())
	}
	a.lift(pc)
	sort.SliceStable(pc.order, func(i, j int) bool { return pc.groups[pc.order[i]].first < pc.groups[pc.order[j]].first })
	reported := map[string]bool{}
	for _, top := range pc.order {
		if pc.groups[top].lifted {
			continue
		}
		g := pc.groups[top]
		k := pc.holder(top)
		st, ok := k.record.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		var all, missing []string
		for _, n := range jsonNames(st) {
			if !slices.Contains(all, n) {
				all = append(all, n)
				if !g.names[n] {
					missing = append(missing, n)
				}
			}
		}
		patched := len(all) - len(missing)
		if patched < minPatchedFields || len(missing) == 0 || len(missing)*dropShare > len(all) {
			continue
		}
		for _, n := range missing {
			goName := n
			if fs := jsonField(st, k.record, n); len(fs) > 0 {
				goName = fs[len(fs)-1].field.Name()
			}
			msg := fmt.Sprintf("%s patches %s field by field from %s without %s", k.fn.Name.Name, k.record.Name(), k.source, goName)
			if reported[msg] {
				continue // a helper's list, reached through two callers
			}
			reported[msg] = true
			first := pc.groups[k]
			d := analysis.Diagnostic{Pos: k.fn.Name.Pos(), End: k.fn.Name.End(), Message: msg,
				Related: []analysis.RelatedInformation{{Pos: first.first, End: first.firstEnd,
					Message: fmt.Sprintf("the first of %d fields patched one by one", patched)}}}
			a.ctx.Report.On("patch "+k.record.Name()+" without "+goName).Report("SF1005", d)
		}
	}
}
