package migrationpair

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/selector"
)

// partialKey is one question partialPath answers: does fn have a path on
// which it stops lifecycle li only partially?
type partialKey struct {
	fn *types.Func
	li int
}

// partialPath reports whether fn, a function of this package whose summary
// both stops lifecycle li fully and stops it partially, has a path from its
// entry to a return that reaches the partial stop and not the full one: a
// helper that unmounts every volume on one branch and only the volumes no
// longer listed on another (its guard) stops a subset on the second. A path
// that returns an error after the partial stop (the stop failed) does not
// count. A helper of another package answers through its partialPathFact;
// one on a call cycle being answered counts as a full stop (it may stop).
func (st *state) partialPath(fn *types.Func, li int) bool {
	body := st.funcs().Body(fn.Origin()) // a declaration's, or a seam's
	if body == nil {
		return fn.Pkg() != st.ctx.Pass.Pkg && st.importedPartial(fn, st.cfg.Lifecycles[li].Name)
	}
	k := partialKey{fn.Origin(), li}
	if v, ok := st.partials[k]; ok {
		return v // false while being answered
	}
	if st.partials == nil {
		st.partials = map[partialKey]bool{}
	}
	st.partials[k] = false
	g := st.graphOf(body, true)
	_, p, found := uncovered(g.Blocks[0], li, st.scanBlocks(body, g), errorResults(fn), st.ctx.Pass.TypesInfo, true)
	st.partials[k] = found && p != nil
	return st.partials[k]
}

// subsetDiagnostic reports a cleanup path that reaches only a partial stop
// of lifecycle li. It is placed where the partial stop is called: in the
// cleanup itself, or, when the cleanup reaches it through helpers of this
// package (a helper that unmounts only under a guard, or only the volumes no
// longer listed), at the deepest call of the chain in this package — the line
// that must call the full stop instead. The related locations are the
// cleanup's call of the helper and the chain's links, the return the path
// reaches, and where the side starts the lifecycle.
func (st *state) subsetDiagnostic(li int, partial, exit ast.Node, start started, msg string) analysis.Diagnostic {
	info := st.ctx.Pass.TypesInfo
	lc := &st.cfg.Lifecycles[li]
	d := analysis.Diagnostic{Pos: partial.Pos(), End: partial.End()}
	api := calleeName(info, partial)
	var rel []analysis.RelatedInformation
	if call, ok := partial.(*ast.CallExpr); ok {
		if callee := st.funcs().Callee(call); callee != nil && lcKind(lc, callee) != lcPartial { // a seam's too
			if w, ok := st.eff.Through(callee, lcPartial+lc.Name); ok {
				links := st.ctx.Related(w, "calls")
				api = w.Chain[len(w.Chain)-1] + ", through " + selector.Name(callee)
				rel = append(rel, analysis.RelatedInformation{Pos: call.Pos(), End: call.End(), Message: "the cleanup calls " + selector.Name(callee) + " here"})
				at := -1
				for i := len(links) - 1; i >= 0 && at < 0; i-- {
					if st.inPackage(links[i].Pos) {
						at = i
						d.Pos, d.End = links[i].Pos, links[i].End
					}
				}
				// The link at the diagnostic's own position says nothing more.
				for i, l := range links {
					if i != at {
						rel = append(rel, l)
					}
				}
			}
		}
	}
	d.Message = msg + " (" + api + ")"
	rel = append(rel, analysis.RelatedInformation{Pos: exit.Pos(), End: exit.End(), Message: "the cleanup path returns here"})
	rel = append(rel, analysis.RelatedInformation{Pos: start.node.Pos(), End: start.node.End(), Message: start.how})
	rel = append(rel, start.chain...)
	d.Related = rel
	return d
}

// inPackage reports whether pos lies in one of the package's files.
func (st *state) inPackage(pos token.Pos) bool {
	for _, f := range st.ctx.Pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return true
		}
	}
	return false
}
