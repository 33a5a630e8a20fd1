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
// record from the like-named fields of one value.
type copyKey struct {
	fn     *ast.FuncDecl
	source string // the value the fields are read from, as written
	record *types.TypeName
}

type copyGroup struct {
	names       map[string]bool // JSON names of the fields patched
	first, last token.Pos
	firstEnd    token.Pos
}

// patchCopy records what a patch operation at node at of op's kind,
// resolved through fits, copies when its value is a field selection.
func (a *analyzer) patchCopy(at ast.Node, op textOp, fits []patchFit, val ast.Expr) {
	src, from := a.fieldRead(val)
	if from == nil || len(op.segs) == 0 {
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
		rec := recordOf(a.info.TypeOf(src))
		if rec == nil {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(a.info.TypeOf(src), true, field.Pkg(), field.Name())
		if obj != field {
			continue // the value comes from another record: no copy
		}
		// The field is patched from the record even when the value is
		// the wrong field: that is the mismatch, not a field left out.
		if (&patchHelper{Op: op.op}).writes() && op.op != "remove" {
			a.copies().add(copyKey{a.enclosing(at.Pos()), types.ExprString(src), rec}, op.segs[len(op.segs)-1], at)
		}
		if from != field && types.Identical(field.Type(), from.Type()) {
			a.copies().mismatch(patchMismatch{at.Pos(), at.End(), op.path, field, from, rec})
		}
	}
}

// fieldRead returns the value and the field val selects, through & and *
// and a DeepCopy of the field.
func (a *analyzer) fieldRead(val ast.Expr) (ast.Expr, *types.Var) {
	if val == nil {
		return nil, nil
	}
	e := code.Unaddr(val)
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
	}
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "DeepCopy" {
			e = ast.Unparen(sel.X)
		}
	}
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

// recordOf is the named struct type t is or points to.
func recordOf(t types.Type) *types.TypeName {
	n, ok := types.Unalias(code.Deref(t)).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n.Obj()
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

func (pc *patchCopies) add(k copyKey, name string, at ast.Node) {
	if k.fn == nil {
		return
	}
	g := pc.groups[k]
	if g == nil {
		g = &copyGroup{names: map[string]bool{}, first: at.Pos(), firstEnd: at.End()}
		pc.groups[k] = g
		pc.order = append(pc.order, k)
	}
	g.names[name] = true
	g.last = at.Pos()
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
	sort.SliceStable(pc.order, func(i, j int) bool { return pc.groups[pc.order[i]].first < pc.groups[pc.order[j]].first })
	for _, k := range pc.order {
		g := pc.groups[k]
		st := k.record.Type().Underlying().(*types.Struct)
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
			d := analysis.Diagnostic{Pos: k.fn.Name.Pos(), End: k.fn.Name.End(),
				Message: fmt.Sprintf("%s patches %s field by field from %s without %s", k.fn.Name.Name, k.record.Name(), k.source, goName),
				Related: []analysis.RelatedInformation{{Pos: g.first, End: g.firstEnd,
					Message: fmt.Sprintf("the first of %d fields patched one by one", patched)}}}
			a.ctx.Report.On("patch "+k.record.Name()+" without "+goName).Report("SF1005", d)
		}
	}
}
