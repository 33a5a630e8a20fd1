package hostprim

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
)

// podRoot is HP1004's inference over one package: a flow-insensitive,
// field-based taint of paths in another root, with a summary per function
// (which results are such paths, which parameters reach a path-following
// operation) solved by the flow engine callees first, and facts for calls
// into other packages of the module. Reporting reads found.
type podRoot struct {
	ctx     *passkit.Context
	cfg     *podRootConfig
	info    *types.Info
	sources *selector.Set
	trees   *selector.Set
	followS *selector.Set
	strs    *matcher // reads what string a program argument is (noFollowNames)
	// noFollowProgs[k] are the sorted no-follow program names of follow
	// entry k.
	noFollowProgs [][]string
	funcs         []*podFunc
	byObj         map[*types.Func]*podFunc
	vals          map[*types.Var]val             // locals and package-level variables
	fieldRt       map[*types.Var]val             // field → the root stored in it (root, tree, origin)
	fieldSnk      map[*types.Var]effects.Witness // field → operation its value reaches
	fieldTr       map[*types.Var]effects.Witness // field → operation a tree's root in it must not reach
	fieldPnd      map[*types.Var]bool            // field → an argument of a pending call reads it
	found         map[foundAt]podFinding         // operation or call, and origin → what reaches it
	imported      map[*types.Func]*podRootFact   // facts of other packages' functions, nil for none
	fieldFacts    map[*types.Var]*podFieldFact   // facts of other packages' fields this one reads or writes, nil for none
	factSnk       map[*types.Var]effects.Witness // exported field → operation it reaches where a root in it is reported (facts only)
	factTr        map[*types.Var]effects.Witness // the same, for a tree's root
	walk          *podWalk                       // the function being walked
	cg            *flow.CallGraph                // resolves calls through interfaces
	open          map[*ast.CallExpr]flow.Open    // calls importers may resolve further
	seenMemo      map[string][]string            // podRoot.seen
	posText       map[token.Pos]string           // podRoot.atPos
	stored        map[string]podStored           // podRoot.storedImpl
	global        bool                           // a field or package-level variable grew: solve again
	// What lets the solver skip walks (podroot_sparse.go): how many
	// package-level variables hold something, when each field last grew
	// and when any last came to hold more of a root (by a clock that
	// counts such changes), who reads which field and variable.
	hotVars int
	clock   int
	stamps  map[*types.Var]int
	rooted  int
	readers *podReads
	err     error // the first follow entry judged wrong at its call
}

// foundAt keys a finding: one per operation or call and origin, so that two
// roots reaching operations through one call (a controller's Run reaching
// the migration proxy's socket directory and the passt repair directory)
// are two findings, each with its shortest chain.
type foundAt struct {
	pos    token.Pos
	origin string
}

// foundAtPos reports whether a finding stands at pos, whatever its origin.
func (pr *podRoot) foundAtPos(pos token.Pos) bool {
	for k := range pr.found {
		if k.pos == pos {
			return true
		}
	}
	return false
}

func compareFoundAt(a, b foundAt) int {
	return cmp.Or(cmp.Compare(a.pos, b.pos), strings.Compare(a.origin, b.origin))
}

type podFinding struct {
	end    token.Pos
	origin string
	via    effects.Witness
	tree   bool // the root of a tree reaches an operation that follows links below it
}

func reportPodRoot(ctx *passkit.Context, cfg *podRootConfig, r *rules, m *matcher) error {
	if !cfg.enabled() || cfg.wrapper(ctx.Pass.Pkg.Path()) {
		return nil
	}
	pr := &podRoot{
		ctx: ctx, cfg: cfg, info: ctx.Pass.TypesInfo, cg: ctx.CallGraph(), strs: m,
		sources: r.podSources, trees: r.podTrees, followS: r.podFollow,
		byObj: map[*types.Func]*podFunc{}, vals: map[*types.Var]val{},
		fieldRt: map[*types.Var]val{}, fieldSnk: map[*types.Var]effects.Witness{}, fieldTr: map[*types.Var]effects.Witness{}, fieldPnd: map[*types.Var]bool{},
		found: map[foundAt]podFinding{}, imported: map[*types.Func]*podRootFact{}, fieldFacts: map[*types.Var]*podFieldFact{}, factSnk: map[*types.Var]effects.Witness{}, factTr: map[*types.Var]effects.Witness{}, clock: 1, stamps: map[*types.Var]int{}, posText: map[token.Pos]string{},
	}
	for _, op := range cfg.Follow {
		pr.noFollowProgs = append(pr.noFollowProgs, noFollowNamesOf(op))
	}
	pr.open = make(map[*ast.CallExpr]flow.Open, len(pr.cg.Open))
	for _, o := range pr.cg.Open {
		pr.open[o.Node] = o
	}
	pr.seenMemo = map[string][]string{}
	pr.collect()
	pr.solve()
	if pr.err != nil {
		return pr.err
	}
	for _, fn := range pr.funcs {
		// Only exported names can be called from another package.
		if fn.obj.Exported() && !fn.sum.empty() {
			f := fn.sum
			slices.SortFunc(f.Pending, comparePending)
			ctx.Pass.ExportObjectFact(fn.obj, &f)
		}
	}
	pr.exportStored()
	pr.exportFields()
	for _, k := range slices.SortedFunc(maps.Keys(pr.found), compareFoundAt) {
		pr.report(k.pos, pr.found[k])
	}
	pr.checkUseBeforeCheck()
	return nil
}

// solve brings every summary, field and variable to its fixed point: the
// flow engine solves the summaries over the package's call graph, callees
// first. Fields and package-level variables connect functions that do not
// call each other; while one grows, the package is solved again. Every
// value only grows in a finite lattice, so this ends without a cap.
func (pr *podRoot) solve() {
	idx := make(map[*types.Func]int, len(pr.funcs))
	for i, fn := range pr.funcs {
		idx[fn.obj] = i
	}
	cg := pr.cg
	callees := make([][]int, len(pr.funcs))
	for i, fn := range pr.funcs {
		for _, c := range cg.Calls[fn.obj] {
			if j, ok := idx[c.Callee]; ok && !slices.Contains(callees[i], j) {
				callees[i] = append(callees[i], j)
			}
			// An imported callee's pending call may resolve to an
			// implementation of this package: fn reads its summary.
			for _, impl := range pr.localImpls(c.Callee) {
				if j := idx[impl]; !slices.Contains(callees[i], j) {
					callees[i] = append(callees[i], j)
				}
			}
		}
	}
	for {
		pr.global = false
		flow.Solve(callees, func(v int) bool { return pr.visit(pr.funcs[v]) })
		if !pr.global {
			return
		}
	}
}

func (pr *podRoot) report(p token.Pos, f podFinding) {
	// The subject is what the site calls and where the root comes from:
	// stable when the message or the chain behind the call is reworded.
	called, op := f.via.Chain[0], f.via.Chain[len(f.via.Chain)-1]
	// Through a call, the related locations carry the note (the field the
	// path went through).
	what := op + f.via.Note
	if len(f.via.Chain) > 1 {
		what = op + " via " + called
	}
	msg := fmt.Sprintf("path into another root (from %s) reaches %s, which follows symlinks", f.origin, what)
	switch {
	case f.tree:
		msg = fmt.Sprintf("root of a tree others control (%s) reaches %s, which follows symlinks below it", f.origin, what)
	case strings.HasSuffix(f.origin, belowMark):
		msg = fmt.Sprintf("path in a tree others control (from %s) reaches %s, which follows symlinks", f.origin, what)
	}
	related := pr.ctx.Related(f.via, "calls")
	if len(f.via.Chain) == 1 && f.via.Site != pr.atPos(p) {
		// A write into another package's field: the operation is where
		// that package reads the field.
		if at := pr.ctx.PosAt(f.via.Site); at.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: at, End: at, Message: op + f.via.Note})
		}
	}
	pr.ctx.Report.On(called+" of "+f.origin).Report("HP1004", analysis.Diagnostic{
		Pos: p, End: f.end, Related: related, Message: msg,
	})
}
