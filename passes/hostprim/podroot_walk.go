package hostprim

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// podFunc is one function being summarised: a declaration, or a seam's
// literal (flow's seams: a package-level variable initialized with one).
type podFunc struct {
	obj     *types.Func
	ftype   *ast.FuncType
	body    *ast.BlockStmt
	nparams int // the receiver counted
	params  map[*types.Var]int
	names   []string
	nres    int
	named   []*types.Var // named results, if any
	sum     podRootFact
	// fields[j] is the field of this package through which parameter j
	// reaches its operation: a root passed here is a root in that field,
	// reported where the field is read.
	fields map[int]*types.Var
	// pendFields[j] are the fields of this package parameter j is stored
	// into that an argument of a pending call reads: a root passed here is
	// a root in them.
	pendFields map[int][]*types.Var
	// steps are the nodes of the body the walk acts on (see podSteps);
	// readers[v] the steps that read variable v, found as they run.
	steps   []podStep
	readers map[*types.Var][]int
	// locals are the plain assignments of the body's local variables,
	// for the function literals a call runs (podroot_lit.go), indexed at
	// the first call of a variable or a field.
	locals map[*types.Var][]code.Def
	// litBusy are the literals whose results are being evaluated
	// (litResults): a literal that calls itself adds nothing more.
	litBusy map[*ast.FuncLit]bool
	// defs are the values each assignment of a local variable stores, by
	// where it is (podroot_defs.go); g is the body's control-flow graph,
	// built when a use needs it.
	defs map[*types.Var][]podDef
	g    *flow.Blocks
	scan podScan
	mark int // podScanner.at when last noted as a callee
}

// podStep is a node the walk acts on; ret marks a return of the function
// itself (not of a closure in it).
type podStep struct {
	n   ast.Node
	ret bool
	lit bool // inside a function literal
}

// podWalk is the state of one walk of a function's steps.
type podWalk struct {
	fn      *podFunc
	step    int
	requeue func(int)
	again   bool // a field grew: the function's steps run again
	grew    bool // the function's summary grew
}

// fn returns the function being walked, nil outside a walk (package-level
// initializers).
func (pr *podRoot) fn() *podFunc {
	if pr.walk == nil {
		return nil
	}
	return pr.walk.fn
}

func (pr *podRoot) collect() {
	pr.importFieldRoots()
	for _, file := range pr.ctx.Pass.Files {
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				obj, _ := pr.info.Defs[d.Name].(*types.Func)
				if obj == nil || d.Body == nil {
					continue
				}
				pr.addFunc(newPodFunc(obj, d.Type, d.Body))
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, spec := range d.Specs {
					pr.valueSpec(spec.(*ast.ValueSpec))
					pr.seams(spec.(*ast.ValueSpec))
				}
			}
		}
	}
	pr.scanFuncs()
}

func (pr *podRoot) addFunc(fn *podFunc) {
	pr.funcs = append(pr.funcs, fn)
	pr.byObj[fn.obj] = fn
}

// seams adds the functions flow gives the literals vs initializes
// package-level variables with: a seam's literal is summarised as a
// declared function is, and a call through the variable is a call of it.
func (pr *podRoot) seams(vs *ast.ValueSpec) {
	for _, v := range vs.Values {
		if lit, ok := ast.Unparen(v).(*ast.FuncLit); ok {
			if seam := flow.SeamFunc(pr.ctx.Pass, lit); seam != nil {
				pr.addFunc(newPodFunc(seam, lit.Type, lit.Body))
			}
		}
	}
}

// newPodFunc notes what scanning needs of obj's signature; prepare does
// the rest when the function is first walked (most never are).
func newPodFunc(obj *types.Func, ftype *ast.FuncType, body *ast.BlockStmt) *podFunc {
	sig := obj.Type().(*types.Signature)
	fn := &podFunc{obj: obj, ftype: ftype, body: body, nparams: sig.Params().Len(), nres: sig.Results().Len()}
	if sig.Recv() != nil {
		fn.nparams++
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if r := sig.Results().At(i); r.Name() != "" {
			fn.named = append(fn.named, r)
		}
	}
	return fn
}

// prepare numbers fn's parameters (receiver first) for its summary.
func (fn *podFunc) prepare() {
	sig := fn.obj.Type().(*types.Signature)
	fn.params, fn.names = make(map[*types.Var]int, fn.nparams), make([]string, 0, fn.nparams)
	fn.fields, fn.readers, fn.defs = map[int]*types.Var{}, map[*types.Var][]int{}, map[*types.Var][]podDef{}
	if r := sig.Recv(); r != nil {
		fn.params[r] = 0
		fn.names = append(fn.names, cmp.Or(r.Name(), "receiver"))
	}
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		fn.params[p] = len(fn.names)
		fn.names = append(fn.names, cmp.Or(p.Name(), "_"))
	}
	fn.sum = podRootFact{Results: make([]podResult, fn.nres), Via: make([]effects.Witness, len(fn.names)),
		Tree: make([]effects.Witness, len(fn.names)), Names: fn.names}
	fn.steps = podSteps(fn.body)
}

// visit walks fn's steps to their fixed point and reports whether fn's
// summary grew. The engine's worklist runs each step once, then again each
// step that reads a variable that grew; a field that grows walks the
// function again. Nothing caps either: values only grow.
func (pr *podRoot) visit(fn *podFunc) bool {
	if !pr.live(fn) || !pr.changed(fn) {
		return false // a walk would change nothing (podroot_sparse.go)
	}
	if fn.steps == nil {
		fn.prepare()
	}
	w := &podWalk{fn: fn}
	pr.walk = w
	for again := true; again; again = w.again {
		w.again = false
		fn.scan.walked = pr.clock // the last round changes no field
		flow.Iterate(len(fn.steps), func(i int, requeue func(int)) {
			w.step, w.requeue = i, requeue
			if st := fn.steps[i]; st.ret {
				pr.returns(st.n.(*ast.ReturnStmt))
			} else {
				pr.apply(st.n)
			}
		})
	}
	w.requeue = nil
	pr.pendingEdges(fn)
	if len(fn.named) == fn.nres {
		for i, r := range fn.named {
			pr.result(i, pr.vals[r])
		}
	}
	pr.walk = nil
	if w.grew {
		pr.clock++
		fn.scan.grew = pr.clock
	}
	return w.grew
}

// read records that the current step reads v, so that it runs again when v
// grows.
func (pr *podRoot) read(v *types.Var) {
	w := pr.walk
	if w == nil || w.requeue == nil {
		return
	}
	if rs := w.fn.readers[v]; !slices.Contains(rs, w.step) {
		w.fn.readers[v] = append(rs, w.step)
	}
}

// podSteps lists, in preorder, the nodes of body that the walk acts on: the
// function's own returns, and the assignments, declarations, range
// statements, calls and composite literals of the body and of the closures
// in it (a closure's returns are not the function's, but its body assigns
// the function's variables).
func podSteps(body *ast.BlockStmt) []podStep {
	steps := []podStep{}
	var walk func(n ast.Node, inLit bool)
	walk = func(n ast.Node, inLit bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				walk(m.Body, true)
				return false
			case *ast.ReturnStmt:
				if !inLit {
					steps = append(steps, podStep{n: m, ret: true})
				}
			case *ast.AssignStmt, *ast.ValueSpec, *ast.RangeStmt, *ast.SendStmt, *ast.CallExpr, *ast.CompositeLit:
				steps = append(steps, podStep{n: m, lit: inLit})
			}
			return true
		})
	}
	walk(body, false)
	return steps
}

func (pr *podRoot) apply(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		pr.assign(n.Lhs, n.Rhs)
	case *ast.ValueSpec:
		pr.valueSpec(n)
	case *ast.RangeStmt:
		if v := pr.rangeStored(n); v != nil {
			pr.store(v, pr.eval(n.X))
		}
	case *ast.SendStmt:
		pr.send(n.Chan, pr.eval(n.Value))
	case *ast.CallExpr:
		pr.call(n)
	case *ast.CompositeLit:
		pr.structLit(n)
	}
}

// rangeStored is where a range statement stores what its operand holds:
// its value variable (a channel's: its key), except over a string (whose
// values are runes); nil when it stores nothing.
func (pr *podRoot) rangeStored(n *ast.RangeStmt) ast.Expr {
	xt := pr.info.TypeOf(n.X)
	if xt == nil {
		return nil
	}
	if _, ok := xt.Underlying().(*types.Chan); ok {
		return n.Key // a range over a channel receives into its one variable
	}
	if n.Value == nil {
		return nil
	}
	if t, ok := xt.Underlying().(*types.Basic); ok && t.Info()&types.IsString != 0 {
		return nil
	}
	return n.Value
}

// structLit stores a struct literal's values into their fields.
func (pr *podRoot) structLit(lit *ast.CompositeLit) {
	for _, fv := range code.LiteralFields(code.StructLiteral(pr.info, lit), lit) {
		pr.storeField(fv.Field, pr.eval(fv.Value), fv.Elt.Pos(), fv.Elt.End())
	}
}

func (pr *podRoot) valueSpec(vs *ast.ValueSpec) {
	names := make([]ast.Expr, len(vs.Names))
	for i, n := range vs.Names {
		names[i] = n
	}
	pr.assign(names, vs.Values)
}

func (pr *podRoot) assign(lhs, rhs []ast.Expr) {
	if len(lhs) == len(rhs) {
		for i := range lhs {
			pr.store(lhs[i], pr.eval(rhs[i]))
		}
		return
	}
	if len(rhs) == 1 {
		rs := pr.evalMulti(rhs[0], len(lhs))
		for i := range lhs {
			pr.store(lhs[i], rs[i])
		}
	}
}

func (pr *podRoot) returns(r *ast.ReturnStmt) {
	fn := pr.fn()
	if fn == nil {
		return
	}
	switch {
	case len(r.Results) == fn.nres:
		for i, e := range r.Results {
			pr.result(i, pr.eval(e))
		}
	case len(r.Results) == 1 && fn.nres > 1:
		for i, v := range pr.evalMulti(r.Results[0], fn.nres) {
			pr.result(i, v)
		}
	}
}

func (pr *podRoot) result(i int, v val) {
	fn := pr.fn()
	if i >= fn.nres {
		return
	}
	if joinResult(&fn.sum.Results[i], v) {
		pr.walk.grew = true
	}
}

// joinResult joins v into r and reports whether r grew.
func joinResult(r *podResult, v val) bool {
	grew := false
	if v.own && !r.Own {
		r.Own, grew = true, true
	}
	if !v.params.within(r.Params) {
		r.Params, grew = r.Params.union(v.params), true
	}
	if !v.below.within(r.Below) {
		r.Below, grew = r.Below.union(v.below), true
	}
	switch {
	case v.root && !r.Root:
		r.Root, r.Tree, r.Origin, grew = true, v.tree, v.origin, true
	case v.untrusted() && r.Tree:
		r.Tree, r.Origin, grew = false, v.origin, true
	}
	return grew
}

// send records that v is sent on the channel ch: the channel holds it, as
// a variable holds what is assigned, but a send replaces nothing (every
// receive may see every send, so it is a definition that reaches every
// use of a local channel and kills none).
func (pr *podRoot) send(ch ast.Expr, v val) {
	obj, at := pr.storeTarget(ch)
	if obj == nil || obj.IsField() {
		pr.store(ch, v)
		return
	}
	if _, id := at.(*ast.Ident); id {
		pr.def(obj, noPos, v)
	}
	pr.storeVar(obj, v)
}

// store records that v flows into the place e.
func (pr *podRoot) store(e ast.Expr, v val) {
	obj, at := pr.storeTarget(e)
	switch {
	case obj == nil:
	case obj.IsField():
		pr.storeField(obj, v, at.Pos(), at.End())
	default:
		if _, id := at.(*ast.Ident); id { // not pkg.Var
			pr.def(obj, at.Pos(), v)
		}
		pr.storeVar(obj, v)
	}
}

func (pr *podRoot) storeField(f *types.Var, v val, pos, end token.Pos) {
	if v.root {
		r := val{root: true, tree: v.tree, origin: v.origin}
		if old, ok := pr.fieldRt[f]; !ok || !old.covers(r) {
			pr.fieldRt[f] = old.join(r)
			pr.fieldGrew(f)
			pr.rooted = pr.clock
		}
	}
	if via, ok := pr.fieldSnk[f]; ok {
		pr.sinkVia(v, through(via, " (through field "+f.Name()+")"), pos, end, false, false, f)
	}
	if pr.fieldPnd[f] {
		pr.pendingField(f, v)
	}
	if via, ok := pr.fieldTr[f]; ok {
		pr.sinkVia(v, through(via, " (through field "+f.Name()+")"), pos, end, false, true, f)
	}
	if ff := pr.fieldFacts[f]; ff.reaches() {
		// Another package's field: no read here shows where the value
		// goes, so the write is where it is reported.
		note := " (through field " + f.Name() + ")"
		pr.sinkVia(v, through(ff.Via, note), pos, end, true, false, nil)
		if len(ff.Tree.Chain) > 0 {
			pr.sinkVia(v, through(ff.Tree, note), pos, end, true, true, nil)
		}
	}
}

// fieldGrew notes that what field f holds or reaches grew: its stamp moves
// on (the sparse walk's changed), the function being walked walks again,
// and the package is solved again.
func (pr *podRoot) fieldGrew(f *types.Var) {
	pr.clock++
	pr.stamps[f] = pr.clock
	pr.global = true
	if pr.walk != nil {
		pr.walk.again = true
	}
}

// storeVar records that v flows into a local or package-level variable (of
// this package or, through pkg.Var, another).
func (pr *podRoot) storeVar(obj *types.Var, v val) {
	pkgLevel := obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope()
	if pkgLevel {
		// Parameter flows mean nothing outside their function.
		v.params = nil
	}
	if v.empty() {
		return
	}
	old := pr.vals[obj]
	if old.covers(v) {
		return
	}
	pr.vals[obj] = old.join(v)
	if pkgLevel {
		pr.global = true
		if old.empty() {
			pr.hotVars++
		}
	}
	if w := pr.walk; w != nil && w.requeue != nil {
		for _, s := range w.fn.readers[obj] {
			w.requeue(s)
		}
	}
}
