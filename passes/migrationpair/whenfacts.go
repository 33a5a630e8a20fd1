package migrationpair

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// whenFact is exported for an exported predicate whose truth means that
// one of the policy's cleanup conditions (a cleanup's when: calls or its
// when-field) held:
// a done test moved into a shared package (func IsFinalOrDeleted(vmi)
// bool { return vmi.IsFinal() || … }) still marks the branch of a cleanup
// that calls it, instead of leaving the cleanup entry with no branch (a
// stale entry, and no MP1003). When holds the selectors as the policy
// writes them.
// Fields holds the when-field conditions (a boolean field below a type,
// MigrationState.Failed) it holds, as whenFieldKey writes them.
type whenFact struct{ When, Fields []string }

func (*whenFact) AFact() {}

func (f *whenFact) String() string {
	return "holds when " + strings.Join(slices.Concat(f.When, f.Fields), ", ")
}

// whenFieldKey names a cleanup's when-field condition the same way in every
// package: the type and the field path, and its when-values.
func whenFieldKey(cl *cleanup) string {
	k := cl.Type.Key() + " " + cl.WhenField.String()
	if len(cl.WhenValues) > 0 {
		k += "=" + strings.Join(cl.WhenValues, "|")
	}
	return k
}

// exportWhens exports whenFact for the package's exported predicates: a
// predicate holds a condition where one of its non-false results does
// (code.TrueResults, read as a cleanup's branch condition is).
func (st *state) exportWhens() {
	var sels []selector.Selector
	type fieldTest struct {
		fp *fpath
		cl *cleanup
	}
	fields := map[string]fieldTest{}
	cfg := st.ctx.Section.(*config)
	for _, side := range []sideConfig{cfg.Sides.Source, cfg.Sides.Target} {
		for _, cl := range side.Cleanup {
			for _, w := range cl.When {
				if !slices.ContainsFunc(sels, func(s selector.Selector) bool { return s.Raw == w.Raw }) {
					sels = append(sels, w)
				}
			}
			if cl.WhenField != nil && cl.Type != nil {
				// A package that cannot see the type holds no test of it.
				if fp, err := st.res.resolve(*cl.Type, *cl.WhenField); err == nil {
					fields[whenFieldKey(&cl)] = fieldTest{fp, &cleanup{WhenValues: cl.WhenValues}}
				}
			}
		}
	}
	if len(sels)+len(fields) == 0 {
		return
	}
	info := st.ctx.Pass.TypesInfo
	for _, fn := range st.funcs().Funcs() { // declared, then seams
		if !fn.Exported() || !code.IsPredicate(fn) {
			continue
		}
		results := code.TrueResults(info, st.funcs().Node(fn))
		var f whenFact
		for _, w := range sels {
			cl := &cleanup{When: []selector.Selector{w}}
			if slices.ContainsFunc(results, func(r ast.Expr) bool { return st.whenHoldsDepth(cl, nil, r, info, 1) }) {
				f.When = append(f.When, w.Raw)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(fields)) {
			ft := fields[k]
			if slices.ContainsFunc(results, func(r ast.Expr) bool { return st.whenHoldsDepth(ft.cl, ft.fp, r, info, 1) }) {
				f.Fields = append(f.Fields, k)
			}
		}
		if len(f.When)+len(f.Fields) > 0 {
			st.ctx.Pass.ExportObjectFact(flow.FactObject(fn), &f) // a seam's on its variable
		}
	}
}

// importedWhen reports whether fn, a predicate of another package, holds
// one of cl's conditions where it is true (its whenFact).
func (st *state) importedWhen(cl *cleanup, fn *types.Func) bool {
	var f whenFact
	if fn.Pkg() == st.ctx.Pass.Pkg || !st.ctx.Pass.ImportObjectFact(flow.FactObject(fn), &f) {
		return false
	}
	if cl.WhenField != nil && cl.Type != nil && slices.Contains(f.Fields, whenFieldKey(cl)) {
		return true
	}
	return slices.ContainsFunc(cl.When, func(w selector.Selector) bool { return slices.Contains(f.When, w.Raw) })
}
