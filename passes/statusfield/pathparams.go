package statusfield

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// A patch's path often reaches the patch as a parameter: KubeVirt's
// patch.GenerateTestReplacePatch(path, old, new) builds its operations
// from it, and a controller's helper patchField(vm, path, value) hands it
// to patch.WithReplace. Such a function is a patch helper of its own,
// found rather than configured: the parameter that becomes a patch's path
// (a configured helper's path argument, a JSON-patch operation literal's
// Path, or another such function's path parameter) is its path argument,
// the parameter that becomes the value its value argument. The parameter
// may be the path's end after a constant start: the synchronization
// controller's patchMigrationStateField(patchSet, "mode", old, new) patches
// "/status/migrationState/" + field, held in a local variable. A call that
// hands it a constant is judged there as a patch of the path the two make,
// one that names no kind (untypedPatch). Exported functions' go to other packages
// as pathParamsFact; this runs in every package of the module, whether it
// sees an owned type or not (the patch package does not).

// pathParam is a function's parameter that becomes a patch operation's path.
type pathParam struct {
	Op       string
	PathArg  int
	ValueArg int    // -1: the value is no parameter
	Prefix   string // the path's constant start before the argument
}

// maxPathParams bounds a function's path parameters: functions that hand
// their parameters to each other in a cycle behind longer starts would
// otherwise grow one each round (a function's call of itself is skipped).
const maxPathParams = 8

// pathParamsFact is exported for an exported function with path
// parameters.
type pathParamsFact struct{ Params []pathParam }

func (*pathParamsFact) AFact() {}

func (f *pathParamsFact) String() string {
	var ps []string
	for _, p := range f.Params {
		s := fmt.Sprintf("%s: path argument %d", p.Op, p.PathArg)
		if p.Prefix != "" {
			s = fmt.Sprintf("%s: path %q + argument %d", p.Op, p.Prefix, p.PathArg)
		}
		if p.ValueArg >= 0 {
			s += fmt.Sprintf(", value argument %d", p.ValueArg)
		}
		ps = append(ps, s)
	}
	return strings.Join(ps, "; ")
}

// pathParams returns, per function of the package, the parameters that
// become a patch's path; computed once.
func (a *analyzer) pathParams() map[*types.Func][]pathParam {
	if a.pp != nil {
		return a.pp
	}
	a.pp = map[*types.Func][]pathParam{}
	params := map[*types.Var]paramAt{}
	var bodies []funcBody
	// The declared functions, then the seams (a helper held in a
	// package-level variable is one all the same).
	for _, fn := range a.bodies().Funcs() {
		// Only a function with a string parameter can have a path
		// parameter: the others' bodies are not walked.
		str := false
		for i, p := range code.Params(fn, false) {
			params[p] = paramAt{fn, i}
			str = str || code.IsString(p.Type())
		}
		if str {
			bodies = append(bodies, funcBody{fn, a.bodies().Body(fn)})
		}
	}
	// The nodes that may make a patch operation: calls of the package's
	// functions (which may turn out to have path parameters), of helpers,
	// of other packages' functions with path parameters, and literals. A
	// function's call of itself is none: handing its path parameter to
	// itself behind a longer start (a recursive path builder) makes paths
	// at run time, and with the same start it adds nothing.
	var nodes flow.Sites[ast.Node]
	cursors := a.ctx.BodyCursors()
	for _, b := range bodies {
		cursors.Inspect(b.body, []ast.Node{(*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)}, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				fn := a.bodies().Callee(n)
				if fn != nil && fn.Origin() != b.fn && (fn.Pkg() == a.ctx.Pass.Pkg || len(a.pathsIn(n)) > 0) {
					nodes.Add(b.fn, n)
				}
			case *ast.CompositeLit:
				if len(a.pathsIn(n)) > 0 {
					nodes.Add(b.fn, n)
				}
			}
			return true
		})
	}
	// A function that hands its parameter to another's path parameter has
	// one too.
	flow.SolveSites(a.ctx.CallGraph(), &nodes, func(fn *types.Func, n ast.Node) bool {
		grew := false
		for _, p := range a.pathsIn(n) {
			if a.addPathParam(fn, params, p) {
				grew = true
			}
		}
		return grew
	})
	return a.pp
}

// addPathParam records p's path, when it is a parameter of fn after a
// constant start, as fn's path parameter, reporting whether that is new.
func (a *analyzer) addPathParam(fn *types.Func, params map[*types.Var]paramAt, p patchPath) bool {
	v, pre := a.pathParamOf(p.path, params, 0)
	at, ok := params[v]
	if !ok || at.fn != fn {
		return false
	}
	pp := pathParam{Op: p.op, PathArg: at.i, ValueArg: -1, Prefix: p.prefix + pre}
	if v, ok := params[code.LocalVarOf(a.info, p.value)]; ok && v.fn == fn {
		pp.ValueArg = v.i
	}
	if slices.Contains(a.pp[fn], pp) || len(a.pp[fn]) >= maxPathParams {
		return false
	}
	a.pp[fn] = append(a.pp[fn], pp)
	return true
}

// pathParamOf returns the variable path ends in and the constant text
// before it: a parameter (field), after a constant ("/status/migrationState/"
// + field), or through a local variable assigned once with such an
// expression (path := "/status/migrationState/" + field). A parameter
// assigned in the body is no longer the argument: none.
func (a *analyzer) pathParamOf(path ast.Expr, params map[*types.Var]paramAt, depth int) (*types.Var, string) {
	path = ast.Unparen(path)
	if be, ok := path.(*ast.BinaryExpr); ok && be.Op == token.ADD {
		pre, isConst := code.ConstString(a.info, be.X)
		if !isConst {
			return nil, ""
		}
		v, rest := a.pathParamOf(be.Y, params, depth)
		return v, pre + rest
	}
	v := code.LocalVarOf(a.info, path)
	if v == nil {
		return nil, ""
	}
	if _, isParam := params[v]; isParam {
		if len(a.valueDefs()[v]) > 0 {
			return nil, ""
		}
		return v, ""
	}
	if rhs := a.singleDef(path); depth < 2 && rhs != nil {
		return a.pathParamOf(rhs, params, depth+1)
	}
	return nil, ""
}

type funcBody struct {
	fn   *types.Func
	body *ast.BlockStmt
}

// patchPath is a patch operation's path and value expressions in a node;
// the path is prefix followed by path's value.
type patchPath struct {
	op          string
	path, value ast.Expr
	prefix      string
}

// pathsIn returns the patch operations node n makes whose path is an
// expression: a configured helper's call, a call of a function with path
// parameters, an operation literal with a constant op.
func (a *analyzer) pathsIn(n ast.Node) []patchPath {
	switch n := n.(type) {
	case *ast.CallExpr:
		fn := code.Callee(a.info, n)
		if fn == nil {
			return nil
		}
		arg := func(i int) ast.Expr {
			if i >= 0 && i < len(n.Args) {
				return n.Args[i]
			}
			return nil
		}
		if h := a.configuredHelper(fn); h != nil {
			v := -1
			if h.ValueArg != nil {
				v = *h.ValueArg
			}
			return []patchPath{{h.Op, arg(h.PathArg), arg(v), ""}}
		}
		var out []patchPath
		for _, p := range a.pathParamsFor(fn) {
			out = append(out, patchPath{p.Op, arg(p.PathArg), arg(p.ValueArg), p.Prefix})
		}
		return out
	case *ast.CompositeLit:
		if op, path, val, ok := a.opLiteral(n); ok {
			if name, ok := code.ConstString(a.info, op); ok {
				return []patchPath{{name, path, val, ""}}
			}
		}
	}
	return nil
}

// configuredHelper returns the first patch helper of the policy that fn
// is, or nil. Every call of the package asks, most of them of the same
// few functions: each function is matched once.
func (a *analyzer) configuredHelper(fn *types.Func) *patchHelper {
	if h, ok := a.helperOf[fn]; ok {
		return h
	}
	var found *patchHelper
types:
	for _, t := range a.cfg.Types {
		for _, h := range t.Patch {
			if h.Selector.Match(fn) {
				found = h
				break types
			}
		}
	}
	if a.helperOf == nil {
		a.helperOf = map[*types.Func]*patchHelper{}
	}
	a.helperOf[fn] = found
	return found
}

func (a *analyzer) pathParamsFor(fn *types.Func) []pathParam {
	fn = fn.Origin()
	if fn.Pkg() == a.ctx.Pass.Pkg {
		return a.pathParams()[fn]
	}
	// Every call of another package's function asks: read its fact once.
	ps, ok := a.importedPaths[fn]
	if !ok {
		var f pathParamsFact
		if a.ctx.Pass.ImportObjectFact(flow.FactObject(fn), &f) { // a seam's on its variable
			ps = f.Params
		}
		if a.importedPaths == nil {
			a.importedPaths = map[*types.Func][]pathParam{}
		}
		a.importedPaths[fn] = ps
	}
	return ps
}

// foundHelperCall records the patch operations of a call that hands a
// function with path parameters (not a configured helper: patchCall judges
// those) a constant that, after the parameter's prefix, is a path below
// /status.
func (a *analyzer) foundHelperCall(call *ast.CallExpr) []effects.Direct {
	fn := a.bodies().Callee(call) // a seam's too
	if fn == nil || a.configuredHelper(fn) != nil {
		return nil
	}
	params := a.pathParamsFor(fn)
	if len(params) == 0 {
		return nil
	}
	var out []effects.Direct
	judged := map[string]bool{} // paths written: a helper that adds or replaces writes once
	args := flow.ParamArgs(a.info, call, fn)
	for _, p := range params {
		if p.PathArg >= len(args) {
			continue
		}
		for _, end := range a.constPaths(args[p.PathArg]) {
			op, ok := opOn(p.Op, p.Prefix+end)
			if !ok || judged[op.path] {
				continue
			}
			if (&patchHelper{Op: op.op}).writes() {
				judged[op.path] = true
			}
			var val ast.Expr
			if p.ValueArg >= 0 && p.ValueArg < len(args) {
				val = args[p.ValueArg]
			}
			label := fmt.Sprintf("%s(%q)", selector.Name(fn), op.path)
			out = append(out, a.untypedPatch(call, op, label, val, nil)...)
		}
	}
	return out
}

// exportPathParams exports pathParamsFact for the package's exported
// functions with path parameters.
func (a *analyzer) exportPathParams(export func(types.Object, analysis.Fact)) {
	for fn, ps := range a.pathParams() {
		if fn.Exported() && len(ps) > 0 {
			export(flow.FactObject(fn), &pathParamsFact{Params: ps})
		}
	}
}
