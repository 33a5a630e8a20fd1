package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// A helper that writes through what it is handed — func setCond(cs
// *[]v1.Condition, c v1.Condition) { *cs = append(*cs, c) } — writes the
// status field its caller hands it (setCond(&vmi.Status.Conditions, c)).
// Where the parameter's type is an owned type the helper's own writes
// locate to owned fields and reach the caller through its summary; where
// it is not (a slice, a map, a pointer to a list, a scalar or a type of no
// owner), the write is a status write only at the call. paramWrites finds,
// per function of the package, the parameters written through: by an
// assignment below the parameter (*p = x, p.F = x, p[i] = x), delete,
// clear or copy into it, or passing it on to a parameter another function
// writes. Exported functions' go to other packages as paramWritesFact. A
// local copy of the parameter (q := p; *q = x) is not followed.

// paramWritesFact is exported for an exported function that writes through
// some of its parameters (paramWrites): their indexes.
type paramWritesFact struct{ Params []int }

func (*paramWritesFact) AFact() {}

func (f *paramWritesFact) String() string {
	var ix []string
	for _, p := range f.Params {
		ix = append(ix, strconv.Itoa(p))
	}
	return "writes through its argument " + strings.Join(ix, ", ")
}

type paramAt struct {
	fn *types.Func
	i  int
}

// paramsIn maps the parameters of decls' functions whose type keep accepts
// to their function and index (the variadic last one only with variadic):
// the one scan behind each parameter-keyed index of the pass.
func (a *analyzer) paramsIn(decls []*ast.FuncDecl, variadic bool, keep func(types.Type) bool) map[*types.Var]paramAt {
	params := map[*types.Var]paramAt{}
	for _, fd := range decls {
		fn, _ := a.info.Defs[fd.Name].(*types.Func)
		if fn == nil {
			continue
		}
		addParams(params, fn, variadic, keep)
	}
	return params
}

// addParams maps fn's parameters whose type keep accepts to fn and their
// index.
func addParams(params map[*types.Var]paramAt, fn *types.Func, variadic bool, keep func(types.Type) bool) {
	for i, p := range code.Params(fn, variadic) {
		if keep(p.Type()) {
			params[p] = paramAt{fn, i}
		}
	}
}

// addSeamParams adds to params the parameters of the package's seams'
// literals (flow.Bodies.Seams) that keep accepts, for a summary that scans the
// seams' bodies as it does the declarations'.
func (a *analyzer) addSeamParams(params map[*types.Var]paramAt, variadic bool, keep func(types.Type) bool) {
	for _, sm := range a.bodies().Seams() {
		addParams(params, sm.Func, variadic, keep)
	}
}

// paramWrites returns, per function of the package, the indexes of the
// parameters it writes through; computed once.
func (a *analyzer) paramWrites() map[*types.Func]map[int]bool {
	if a.pw != nil {
		return a.pw
	}
	a.pw = map[*types.Func]map[int]bool{}
	decls := code.FuncDeclList(a.info, a.ctx.Pass.Files)
	params := a.paramsIn(decls, true, sharesStorage)
	a.addSeamParams(params, true, sharesStorage)
	if len(params) == 0 {
		return a.pw
	}
	// A write that locates to an owned field (vmi.Status.Reason = r through
	// vmi *v1.VirtualMachineInstance) is the helper's own, found where it is.
	mark := func(e ast.Expr) bool {
		p, ok := params[a.rootVar(e)]
		if !ok || a.pw[p.fn][p.i] || len(a.write(e, nil, nil)) > 0 {
			return false
		}
		if a.pw[p.fn] == nil {
			a.pw[p.fn] = map[int]bool{}
		}
		a.pw[p.fn][p.i] = true
		return true
	}
	var passOn flow.Sites[*ast.CallExpr]
	bodies := a.ctx.BodyCursors()
	isParam := func(e ast.Expr) bool {
		_, ok := params[a.rootVar(e)]
		return ok && bareIdent(e)
	}
	for _, fd := range decls {
		fn := a.info.Defs[fd.Name].(*types.Func)
		for _, call := range a.markParamWrites(bodies, fd.Body, mark, isParam, nil) {
			passOn.Add(fn, call)
		}
	}
	for _, sm := range a.bodies().Seams() {
		for _, call := range a.markParamWrites(bodies, sm.Lit.Body, mark, isParam, nil) {
			passOn.Add(sm.Func, call)
		}
	}
	// A parameter handed to one its callee writes through is written.
	flow.SolveSites(a.ctx.CallGraph(), &passOn, func(_ *types.Func, call *ast.CallExpr) bool {
		grew := false
		for j := range a.writtenArgs(call) {
			if bareIdent(call.Args[j]) && mark(call.Args[j]) {
				grew = true
			}
		}
		return grew
	})
	return a.pw
}

// paramWriteNodes are the nodes markParamWrites reads.
var paramWriteNodes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil), (*ast.CallExpr)(nil)}

// markParamWrites marks the writes below parameters in body, and returns
// passOn with the calls that hand a parameter (isParam) on.
func (a *analyzer) markParamWrites(bodies code.Bodies, body *ast.BlockStmt, mark func(ast.Expr) bool, isParam func(ast.Expr) bool, passOn []*ast.CallExpr) []*ast.CallExpr {
	bodies.Inspect(body, paramWriteNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					if !bareIdent(l) {
						mark(l)
					}
				}
			}
		case *ast.IncDecStmt:
			if !bareIdent(n.X) {
				mark(n.X)
			}
		case *ast.CallExpr:
			if b := code.BuiltinWrite(a.info, n); b != nil {
				mark(b)
			} else if slices.ContainsFunc(n.Args, isParam) {
				passOn = append(passOn, n)
			}
		}
		return true
	})
	return passOn
}

// sharesStorage: a value of t handed to a function lets it write what the
// caller sees (a pointer, a map, a slice).
func sharesStorage(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice:
		return true
	}
	return false
}

// rootVar returns the variable e is taken from through field selections,
// indexes and dereferences (p of (*p).F[i]), or nil.
func (a *analyzer) rootVar(e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, _ := a.info.Uses[x].(*types.Var)
			return v
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			if sel := a.info.Selections[x]; sel == nil || sel.Kind() != types.FieldVal {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

// writtenArgs returns the indexes of call's arguments its static callee
// writes through: paramWrites for the package's functions, the fact for
// another package's.
func (a *analyzer) writtenArgs(call *ast.CallExpr) map[int]bool {
	ps := map[int]bool{}
	add := func(fn *types.Func) {
		off := flow.ArgOffset(a.info, call, fn) // 1 for a method expression: (T).M(t, …)
		for i := range a.paramsWritten(fn) {
			ps[i+off] = true
		}
	}
	if fn := code.Callee(a.info, call); fn != nil {
		add(fn)
	}
	for _, e := range a.dispatched(call) {
		add(e.Callee)
	}
	out := map[int]bool{}
	for i := range ps {
		if i < len(call.Args) && (!call.Ellipsis.IsValid() || i != len(call.Args)-1) {
			out[i] = true
		}
	}
	return out
}

// paramsWritten returns the parameters fn writes through: paramWrites for
// the package's functions, the fact for another package's, and the
// policy's setters (functions whose bodies no fact reaches).
func (a *analyzer) paramsWritten(fn *types.Func) map[int]bool {
	fn = fn.Origin()
	ps := a.setterParams(fn)
	if fn.Pkg() == a.ctx.Pass.Pkg {
		maps.Copy(ps, a.pw[fn])
		return ps
	}
	var f paramWritesFact
	if a.ctx.Pass.ImportObjectFact(fn, &f) {
		for _, i := range f.Params {
			ps[i] = true
		}
	}
	return ps
}

// dispatched returns what a call through an interface method or a
// function-typed variable or field resolves to where the package stores
// it (flow's dispatch): a setter injected for tests still writes.
func (a *analyzer) dispatched(call *ast.CallExpr) []flow.Edge {
	return a.ctx.CallGraph().Dispatched(call)
}

// wholeToSetter reports whether call hands its argument j to a setter that
// writes through it (a value of an owned type is then written whole). The
// setter's parameters are counted after a method expression's receiver
// ((*T).DeepCopyInto(in, out) writes out).
func (a *analyzer) wholeToSetter(call *ast.CallExpr, j int) bool {
	fn := code.Callee(a.info, call)
	return fn != nil && a.setterParams(fn.Origin())[j-flow.ArgOffset(a.info, call, fn)]
}

// setterParams returns the parameters fn writes through by what is known
// without its body: the library functions and the deepcopy-gen convention
// every pass knows (code.WrittenParams), and the policy's setters (a
// repository's own libraries outside the analysed module).
func (a *analyzer) setterParams(fn *types.Func) map[int]bool {
	ps := map[int]bool{}
	for _, i := range code.WrittenParams(fn) {
		ps[i] = true
	}
	for _, st := range a.cfg.Setters {
		if st.API.Match(fn) {
			for _, i := range st.Args {
				ps[i] = true
			}
		}
	}
	return ps
}

// argWrites adds the leaves of the status fields call hands to a parameter
// its callee writes through: the field whose address it passes
// (&vmi.Status.Conditions), or a map or slice field itself. A value of an
// owned type is left out where the callee's own writes of its fields count;
// handed to a setter (setterParams), whose body no fact reaches, it is
// written whole at the call (old.Status.DeepCopyInto(&vmi.Status)); a
// variable of its own is no object's.
// The callee is asked (writtenArgs: a fact, dispatch) only once an argument
// is such a field, so the call without one, nearly every call, costs a
// type lookup per argument; arguments are taken in order.
func (a *analyzer) argWrites(call *ast.CallExpr, out []leaf) []leaf {
	var written map[int]bool
	for j, arg := range call.Args {
		x := code.Unaddr(arg)
		if t := a.info.TypeOf(x); t == nil || a.ownedOf(t) != nil && (bareIdent(x) || !a.wholeToSetter(call, j)) {
			continue
		}
		leaves := a.write(x, nil, nil)
		if len(leaves) == 0 {
			continue
		}
		if written == nil {
			a.paramWrites()
			written = a.writtenArgs(call)
		}
		if written[j] {
			out = append(out, leaves...)
		}
	}
	return out
}

// exportParamWrites exports paramWritesFact for the package's exported
// functions that write through a parameter.
func (a *analyzer) exportParamWrites(export func(types.Object, analysis.Fact)) {
	for fn, ps := range a.paramWrites() {
		if fn.Exported() && len(ps) > 0 {
			export(fn, &paramWritesFact{Params: slices.Sorted(maps.Keys(ps))})
		}
	}
}
