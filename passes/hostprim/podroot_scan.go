package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// podScanner is the state of the scan of a package's functions
// (podroot_sparse.go says what for).
type podScanner struct {
	pr *podRoot
	fn *podFunc // the function being scanned, nil outside one
	// end is where fn ends, lits where the function literals being
	// scanned end (innermost last; those that ended are dropped lazily).
	end  token.Pos
	lits []token.Pos
	// at numbers the function being scanned; written says at which
	// function a field was last noted, podFunc.mark a callee.
	at      int
	written map[*types.Var]int
	// consts are the package's own constants that are roots or the own
	// pid, by name: only then (or with a dot import, dot) are bare
	// identifiers looked up.
	consts map[string]bool
	dot    bool
	// pkgNames are the names the file being scanned imports packages
	// by (anySel: one is not known, every selector is looked up).
	pkgNames map[string]bool
	anySel   bool
	// fieldNames are the names of the source and tree fields.
	fieldNames []string
	callees    map[*types.Func]calleeKind
}

// calleeKind is what a call of a function can do, as far as scanning
// goes.
type calleeKind struct {
	local                    *podFunc // a function of this package
	follow, check            bool     // an operation, a no-follow check
	source, builder, outside bool     // a source or tree, a path builder, another package's active summary
}

// scanNodes are the nodes scanFuncs looks at; bare identifiers only when
// one may name a root (scanIdents): most nodes are identifiers.
var (
	scanNodes = []ast.Node{
		(*ast.File)(nil), (*ast.FuncDecl)(nil), (*ast.GenDecl)(nil), (*ast.FuncLit)(nil), (*ast.BasicLit)(nil),
		(*ast.BinaryExpr)(nil), (*ast.SelectorExpr)(nil), (*ast.CompositeLit)(nil), (*ast.CallExpr)(nil),
		(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.ReturnStmt)(nil),
	}
	scanIdents = append([]ast.Node{(*ast.Ident)(nil)}, scanNodes...)
)

// scanFuncs fills the scan of every function: one walk of the package,
// then, for each function nothing in which is live by itself, whether a
// parameter can flow into a result.
func (pr *podRoot) scanFuncs() {
	s := &podScanner{pr: pr, written: map[*types.Var]int{}, consts: map[string]bool{},
		callees: map[*types.Func]calleeKind{}, pkgNames: map[string]bool{}}
	scope := pr.ctx.Pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok && pr.seedConst(c.Val()) {
			s.consts[name] = true
		}
	}
	for _, f := range pr.ctx.Pass.Files {
		for _, imp := range f.Imports {
			if imp.Name != nil && imp.Name.Name == "." {
				s.dot = true
			}
		}
	}
	for _, sel := range append(slices.Clip(pr.cfg.Sources), pr.cfg.Trees...) {
		if sel.Recv != "" {
			s.fieldNames = append(s.fieldNames, sel.Name)
		}
	}
	nodes := scanNodes
	if s.dot || len(s.consts) > 0 {
		nodes = scanIdents
	}
	pr.ctx.Inspector().Preorder(nodes, s.node)
	carry := map[*types.Var]bool{}
	for _, fn := range pr.funcs {
		if !fn.scan.live {
			fn.scan.live = pr.paramsReachResult(fn, carry)
		}
		if fn.scan.live {
			fn.scan.returns, fn.scan.assigns = nil, nil
		}
	}
}

func (s *podScanner) node(n ast.Node) {
	switch n := n.(type) {
	case *ast.File:
		s.fn = nil
		s.file(n)
		return
	case *ast.FuncDecl:
		s.funcDecl(n)
		return
	}
	// Past a function's end the scan is at the top level again.
	if s.fn != nil && n.Pos() >= s.end {
		s.fn = nil
	}
	if lit, ok := n.(*ast.FuncLit); ok && s.fn == nil {
		s.seam(lit)
		return
	}
	if s.fn != nil {
		s.inBody(s.fn, n)
	}
}

// inBody notes n, a node of fn's body: an expression or a statement.
func (s *podScanner) inBody(fn *podFunc, n ast.Node) {
	pr := s.pr
	switch n := n.(type) {
	case *ast.AssignStmt, *ast.ValueSpec, *ast.RangeStmt, *ast.SendStmt, *ast.ReturnStmt:
		s.statement(fn, n)
	case *ast.FuncLit:
		s.inLit(n.Pos())
		s.lits = append(s.lits, n.End())
	case *ast.Ident:
		if s.dot || s.consts[n.Name] {
			if c, ok := pr.info.Uses[n].(*types.Const); ok {
				s.constant(c)
			}
		}
	case *ast.BasicLit:
		if n.Kind == token.STRING && !fn.scan.live {
			if v, err := strconv.Unquote(n.Value); err == nil && pr.seed(v) {
				fn.scan.live = true
			}
		}
	case *ast.BinaryExpr:
		if n.Op == token.ADD && !fn.scan.live && pr.rootBuilt(n) {
			fn.scan.live = true
		}
	case *ast.SelectorExpr:
		s.selector(fn, n)
	case *ast.CompositeLit:
		s.composite(n)
	case *ast.CallExpr:
		s.call(n)
	}
}

// statement notes the stores and returns of fn.
func (s *podScanner) statement(fn *podFunc, n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		s.store(n.Lhs, n.Rhs, n.Tok == token.DEFINE)
	case *ast.ValueSpec:
		lhs := make([]ast.Expr, len(n.Names))
		for i, id := range n.Names {
			lhs[i] = id
		}
		s.store(lhs, n.Values, true)
	case *ast.RangeStmt:
		s.rangeStmt(n)
	case *ast.SendStmt:
		s.store([]ast.Expr{n.Chan}, []ast.Expr{n.Value}, false)
	case *ast.ReturnStmt:
		if !s.inLit(n.Pos()) && s.carrying() {
			fn.scan.returns = append(fn.scan.returns, n)
		}
	}
}

// funcDecl starts the scan of a declared function of the package, and notes
// the functions its body hands on as values.
func (s *podScanner) funcDecl(n *ast.FuncDecl) {
	pr := s.pr
	s.fn, s.lits = nil, s.lits[:0]
	obj, ok := pr.info.Defs[n.Name].(*types.Func)
	if !ok || n.Body == nil {
		return
	}
	if s.fn = pr.byObj[obj]; s.fn == nil {
		return
	}
	s.end, s.at = n.End(), s.at+1
	s.handedOn(obj)
}

// handedOn notes the functions fn's body hands on as values (its calls
// are noted where they are).
func (s *podScanner) handedOn(fn *types.Func) {
	for _, e := range s.pr.cg.Calls[fn] {
		if _, call := e.Node.(*ast.CallExpr); !call {
			s.callee(e.Callee)
		}
	}
}

// seam starts the scan of a seam's literal (flow's seams), a function of
// its own; any other literal at the top level belongs to no function.
func (s *podScanner) seam(lit *ast.FuncLit) {
	s.lits = s.lits[:0]
	seam := flow.SeamFunc(s.pr.ctx.Pass, lit)
	if seam == nil {
		return
	}
	if s.fn = s.pr.byObj[seam]; s.fn == nil {
		return
	}
	s.end, s.at = lit.End(), s.at+1
	s.handedOn(seam)
}

// selector notes a qualified constant, and a source field read by fn.
func (s *podScanner) selector(fn *podFunc, n *ast.SelectorExpr) {
	pr := s.pr
	// A qualified identifier may name a constant; fields are noted when
	// one first holds something (podRoot.reads), save a source.
	if x, ok := n.X.(*ast.Ident); ok && (s.anySel || s.pkgNames[x.Name]) {
		if c, ok := pr.info.Uses[n.Sel].(*types.Const); ok {
			s.constant(c)
		}
	}
	if fn.scan.live || !s.sourceField(n.Sel.Name) {
		return
	}
	if sel := pr.info.Selections[n]; sel != nil && sel.Kind() == types.FieldVal {
		if _, ok := pr.fieldSource(sel); ok {
			fn.scan.live = true
		}
	}
}

// rangeStmt notes a range's store (rangeStored, as the walk applies it).
func (s *podScanner) rangeStmt(n *ast.RangeStmt) {
	if v := s.pr.rangeStored(n); v != nil {
		s.store([]ast.Expr{v}, []ast.Expr{n.X}, n.Tok == token.DEFINE)
	}
}

// file notes the names the file imports packages by.
func (s *podScanner) file(f *ast.File) {
	clear(s.pkgNames)
	s.anySel = false
	for _, imp := range f.Imports {
		if pn := s.pr.info.PkgNameOf(imp); pn != nil {
			s.pkgNames[pn.Name()] = true
		} else {
			s.anySel = true
		}
	}
}

// inLit reports whether pos is inside a function literal of the function
// being scanned.
func (s *podScanner) inLit(pos token.Pos) bool {
	for len(s.lits) > 0 && pos >= s.lits[len(s.lits)-1] {
		s.lits = s.lits[:len(s.lits)-1]
	}
	return len(s.lits) > 0
}

// carrying reports whether paramsReachResult will need the function's
// stores and returns.
func (s *podScanner) carrying() bool {
	return !s.fn.scan.live && s.fn.nres > 0 && s.fn.nparams > 0
}

func (s *podScanner) constant(c *types.Const) {
	if s.pr.seedConst(c.Val()) {
		s.fn.scan.live = true
	}
}

func (s *podScanner) sourceField(name string) bool { return slices.Contains(s.fieldNames, name) }

func (s *podScanner) write(f *types.Var) {
	s.pr.importField(f)
	if s.written[f] != s.at {
		s.written[f] = s.at
		s.fn.scan.written = append(s.fn.scan.written, f)
	}
}

// composite notes the fields a struct literal stores into (structLit).
func (s *podScanner) composite(lit *ast.CompositeLit) {
	if len(lit.Elts) == 0 {
		return
	}
	if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); keyed {
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					if f, ok := s.pr.info.Uses[id].(*types.Var); ok && f.IsField() {
						s.write(f)
					}
				}
			}
		}
		return
	}
	t := s.pr.info.TypeOf(lit)
	if t == nil {
		return
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := range min(len(lit.Elts), st.NumFields()) {
			s.write(st.Field(i))
		}
	}
}

// call notes what a call can reach: an operation, a check, a source, a
// root built by a path builder, an open call with a path, another
// package's function whose fact says more than which arguments it passes
// on, and the functions of this package it calls.
func (s *podScanner) call(call *ast.CallExpr) {
	pr, fn := s.pr, s.fn
	if _, ok := pr.open[call]; ok && !fn.scan.live {
		for _, a := range call.Args {
			if pathType(pr.info.TypeOf(a)) {
				fn.scan.live = true
				break
			}
		}
	}
	for _, e := range pr.cg.Dispatched(call) {
		if s.callee(e.Callee).follow {
			fn.scan.live, fn.scan.follows = true, true
		}
	}
	callee := code.Callee(pr.info, call)
	if callee == nil {
		if !fn.scan.live && s.handsPath(call) {
			fn.scan.live = true // its callers' callbacks may follow what it hands them
		}
		return
	}
	k := s.callee(callee)
	fn.scan.checks = fn.scan.checks || k.check
	switch {
	case k.follow:
		fn.scan.live, fn.scan.follows = true, true
	case k.source:
		fn.scan.live = true
	case k.builder && !fn.scan.live && pr.rootBuilt(call):
		fn.scan.live = true
	}
}

// callee notes a function called or referenced: one of this package is
// watched, another's fact is read now (it does not change). A summary
// that only passes arguments on into results is no reason to walk: where
// a parameter may flow into a result that way, paramsReachResult says so.
func (s *podScanner) callee(c *types.Func) calleeKind {
	k, ok := s.callees[c]
	if !ok {
		k = s.pr.kindOf(c)
		s.callees[c] = k
	}
	fn := s.fn
	if k.local != nil && k.local.mark != s.at {
		k.local.mark = s.at
		fn.scan.callees = append(fn.scan.callees, k.local)
	}
	if k.outside {
		fn.scan.live = true
	}
	return k
}

func (pr *podRoot) kindOf(c *types.Func) calleeKind {
	var k calleeKind
	k.local = pr.byObj[c.Origin()]
	k.check = slices.ContainsFunc(pr.cfg.Checks, func(ch checkOp) bool { return ch.API.Match(c) })
	_, k.follow = pr.followS.Match(c)
	_, source := pr.sources.Match(c)
	_, tree := pr.trees.Match(c)
	k.source = source || tree
	k.builder = c.Pkg() != nil && isPathBuilder(c)
	if k.local == nil {
		sum := pr.summary(c)
		k.outside = sum != nil && active(sum)
	}
	return k
}

// store notes a store: into a package-level variable it is live (the
// variable is global), into a field it is watched, into a local variable
// it may carry a parameter (define: the left side declares or redeclares
// local variables only).
func (s *podScanner) store(lhs, rhs []ast.Expr, define bool) {
	fn := s.fn
	for _, l := range lhs {
		if _, id := l.(*ast.Ident); id && define {
			continue
		}
		v := s.pr.storedVar(l)
		switch {
		case v == nil:
		case v.IsField():
			s.write(v)
		case v.Parent() == v.Pkg().Scope():
			fn.scan.live = true
		}
	}
	if s.carrying() {
		fn.scan.assigns = append(fn.scan.assigns, [2][]ast.Expr{lhs, rhs})
	}
}

// storedVar is the variable or field a store into e writes, or nil.
func (pr *podRoot) storedVar(e ast.Expr) *types.Var {
	v, _ := pr.storeTarget(e)
	return v
}

// storeTarget is storedVar with the identifier or selector that names it:
// the variable of a store into v, v[i] or *v, the field of one into x.f.
func (pr *podRoot) storeTarget(e ast.Expr) (*types.Var, ast.Expr) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if e.Name == "_" {
			return nil, nil
		}
		obj, _ := pr.info.ObjectOf(e).(*types.Var)
		if obj == nil || obj.Pkg() == nil {
			return nil, nil
		}
		return obj, e
	case *ast.SelectorExpr:
		if obj, ok := pr.info.Uses[e.Sel].(*types.Var); ok && obj.Pkg() != nil {
			return obj, e
		}
	case *ast.IndexExpr:
		return pr.storeTarget(e.X)
	case *ast.StarExpr:
		return pr.storeTarget(e.X)
	}
	return nil, nil
}

// seed reports whether a constant string is a root or the own pid (eval).
func (pr *podRoot) seed(s string) bool {
	if s != "" && ownPid(s) {
		return true
	}
	_, ok := pr.rootTemplate(s)
	return ok
}

// seedConst is seed for a constant value: a constant string that is a root
// or the own pid.
func (pr *podRoot) seedConst(v constant.Value) bool {
	return v.Kind() == constant.String && pr.seed(constant.StringVal(v))
}

// rootBuilt reports whether a string building expression (a sum, a path
// builder's call) has the shape of a root by itself (withTemplate), or is
// a constant root or own pid.
func (pr *podRoot) rootBuilt(e ast.Expr) bool {
	if tv, ok := pr.info.Types[e]; ok && tv.Value != nil {
		return pr.seedConst(tv.Value)
	}
	t, _, ok := pr.templateOf(e, 0)
	if !ok {
		return false
	}
	_, ok = pr.rootTemplate(t)
	return ok
}

// handsPath reports whether call is a call of a parameter of the function
// being scanned with a path in an argument (podroot_hand.go).
func (s *podScanner) handsPath(call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := s.pr.info.Uses[id].(*types.Var)
	params := s.fn.ftype.Params
	if !ok || v.Pos() < params.Pos() || v.Pos() >= params.End() {
		return false
	}
	return slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return pathType(s.pr.info.TypeOf(a)) })
}
