package hostprim

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// A wrapper that runs the program its caller names — func run(name string,
// args ...string) error { return exec.Command(name, args...).Run() } — runs
// nothing by itself: the binary is chosen at each call. So the run is
// attributed to the call that passes the binary, run("mount", …), and not
// to the wrapper, whose other callers (run("qemu-img", …)) run something
// else. execParams finds, for the package's functions, the parameters that
// name the binary of a program run: an exec API's binary argument, or a
// parameter of another such function of the package the value is passed on
// to (wrappers of wrappers). An exported wrapper's parameters are exported
// as a fact (execParamsFact): a call in another package that names a binary
// there runs it too, at that call.

// paramsOfExec returns, per function of the package, the indexes of the
// parameters that name a binary, each with whether the run looks a bare
// name up in $PATH. It is computed once per package.
func (m *matcher) paramsOfExec() map[*types.Func]map[int]bool {
	if m.execParams != nil {
		return m.execParams
	}
	m.execParams = map[*types.Func]map[int]bool{}
	type at struct {
		fn *types.Func
		i  int
	}
	params := map[*types.Var]at{}
	// In source order, so the fixed point below visits calls the same way
	// on every run; a seam's literal is a wrapper like a declared one.
	type body struct {
		fn    *types.Func
		block *ast.BlockStmt
	}
	var bodies []body
	for _, fn := range m.funcs.Funcs() {
		bodies = append(bodies, body{fn, m.funcs.Body(fn)})
	}
	for _, b := range bodies {
		for i, p := range code.Params(b.fn, false) {
			params[p] = at{b.fn, i}
		}
	}
	// Only a call that passes a parameter on can name one: gather those
	// once per function, then solve (a parameter found makes its
	// function's calls binary arguments in turn). A parameter found once
	// keeps the $PATH lookup of the first call in source order that names
	// it: the solve visits a function once its callees are final.
	var passOn flow.Sites[*ast.CallExpr]
	for _, b := range bodies {
		m.bodies().Inspect(b.block, []ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) bool {
			if call := n.(*ast.CallExpr); slices.ContainsFunc(call.Args, func(a ast.Expr) bool {
				id, _ := ast.Unparen(a).(*ast.Ident)
				v, _ := m.info.Uses[id].(*types.Var)
				_, ok := params[v]
				return ok
			}) {
				passOn.Add(b.fn, call)
			}
			return true
		})
	}
	flow.SolveSites(m.cg, &passOn, func(_ *types.Func, call *ast.CallExpr) bool {
		grew := false
		for j, look := range m.binaryArgs(call) {
			id, _ := ast.Unparen(call.Args[j]).(*ast.Ident)
			v, _ := m.info.Uses[id].(*types.Var)
			p, ok := params[v]
			if _, done := m.execParams[p.fn][p.i]; !ok || done {
				continue
			}
			if m.execParams[p.fn] == nil {
				m.execParams[p.fn] = map[int]bool{}
			}
			m.execParams[p.fn][p.i] = look
			grew = true
		}
		return grew
	})
	return m.execParams
}

// binaryArgs returns the arguments of call that name a binary (an exec
// API's, an exec wrapper's of the package or of a fact, or, through an
// interface method or a function-typed variable or field, the wrappers
// stored there), with whether a bare name is looked up in $PATH.
func (m *matcher) binaryArgs(call *ast.CallExpr) map[int]bool {
	out := map[int]bool{}
	if fn := code.Callee(m.info, call); fn != nil {
		if api, ok := execAPIOf(fn); ok {
			out[api.bin] = api.pathLookup
		} else {
			maps.Copy(out, shifted(m.wrapperParams(fn), flow.ArgOffset(m.info, call, fn)))
		}
	}
	for _, e := range m.dispatched(call) {
		maps.Copy(out, shifted(m.wrapperParams(e.Callee), flow.ArgOffset(m.info, call, e.Callee)))
	}
	for j := range out {
		if j >= len(call.Args) {
			delete(out, j)
		}
	}
	return out
}

// wrapperParams is paramsOf while the package's own are being found.
func (m *matcher) wrapperParams(fn *types.Func) map[int]bool {
	if fn.Pkg() == m.pkg {
		return m.execParams[fn.Origin()]
	}
	return m.importedParams(fn)
}

// paramsOf returns the parameters of fn that name a binary: found in the
// package for its own functions, read from the fact for another package's.
func (m *matcher) paramsOf(fn *types.Func) map[int]bool {
	if fn.Pkg() == m.pkg {
		return m.paramsOfExec()[fn.Origin()]
	}
	return m.importedParams(fn)
}

// importedParams reads another package's function's execParamsFact.
func (m *matcher) importedParams(fn *types.Func) map[int]bool {
	var f execParamsFact
	if m.importFact == nil || !m.importFact(flow.FactObject(fn), &f) {
		return nil
	}
	out := map[int]bool{}
	for _, p := range f.Params {
		out[p.Index] = p.PathLookup
	}
	return out
}

// exportExecParams exports the parameters of the package's exported
// functions that name a binary, for callers in other packages.
func (m *matcher) exportExecParams(export func(types.Object, analysis.Fact)) {
	for fn, ps := range m.paramsOfExec() {
		if !fn.Exported() {
			continue
		}
		f := &execParamsFact{}
		for _, i := range slices.Sorted(maps.Keys(ps)) {
			f.Params = append(f.Params, execParam{Index: i, PathLookup: ps[i]})
		}
		export(flow.FactObject(fn), f)
	}
}

// paramRuns returns what a call runs through ps, the parameters of its
// callee that name a binary: the constants its arguments there may be,
// with its later arguments as words.
func (m *matcher) paramRuns(call *ast.CallExpr, ps map[int]bool) []execRun {
	var runs []execRun
	for _, j := range slices.Sorted(maps.Keys(ps)) {
		if j >= len(call.Args) {
			continue
		}
		these := m.callRuns(call.Args[j], call.Args[j+1:])
		for k := range these {
			these[k].pathLookup = ps[j]
		}
		runs = append(runs, m.withShells(these)...)
	}
	return runs
}
