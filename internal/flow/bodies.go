package flow

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// Bodies gives a pass that follows a call into its callee's statements
// what the engine sees there: the package's functions with a body, the
// declared ones and its seams, by function. A call through a seam's
// variable is a call of the seam's function, whose statements are its
// literal's; without that a getter, wrapper or key helper moved into a
// seam (var mountBinary = func() string { … }) was read as an unknown
// callee. Made once per type-check of the package and shared by its
// passes, as its seams are.
type Bodies struct {
	s     *seams
	pkg   *types.Package
	info  *types.Info
	files []*ast.File
}

// BodiesIn returns the Bodies of pkg, whose files and type information are
// files and info (a pass's Pkg, Files and TypesInfo).
func BodiesIn(pkg *types.Package, info *types.Info, files []*ast.File) Bodies {
	return Bodies{seamsIn(pkg, info, files), pkg, info, files}
}

// Decls returns the package's function declarations with a body, by
// function (code.FuncDecls). The map is shared: read it, never change it.
func (b Bodies) Decls() map[*types.Func]*ast.FuncDecl {
	b.index()
	return b.s.decls
}

// Funcs returns the package's functions with a body: the declared ones in
// source order, then the seams in source order. The slice is shared: read
// it, never change it.
func (b Bodies) Funcs() []*types.Func {
	b.index()
	return b.s.funcs
}

// index builds Decls and Funcs once.
func (b Bodies) index() {
	b.s.declsOnce.Do(func() {
		b.s.decls = map[*types.Func]*ast.FuncDecl{}
		for _, fd := range code.FuncDeclList(b.info, b.files) {
			fn := b.info.Defs[fd.Name].(*types.Func)
			b.s.decls[fn] = fd
			b.s.funcs = append(b.s.funcs, fn)
		}
		for _, sm := range b.s.list {
			b.s.funcs = append(b.s.funcs, sm.Func)
		}
	})
}

// Decl returns fn's declaration when fn is a function of the package
// declared with a body, else nil.
func (b Bodies) Decl(fn *types.Func) *ast.FuncDecl { return b.Decls()[fn.Origin()] }

// Body returns the statements of fn, a function of the package: its
// declaration's, or its seam's literal's; nil without a body.
func (b Bodies) Body(fn *types.Func) *ast.BlockStmt {
	if sm, ok := b.s.byFunc[fn]; ok {
		return sm.Lit.Body
	}
	if fd := b.Decl(fn); fd != nil {
		return fd.Body
	}
	return nil
}

// Node returns fn's syntax, a function of the package: its declaration,
// or its seam's literal; nil without a body (code.FuncParts reads either).
func (b Bodies) Node(fn *types.Func) ast.Node {
	if sm, ok := b.s.byFunc[fn]; ok {
		return sm.Lit
	}
	if fd := b.Decl(fn); fd != nil {
		return fd
	}
	return nil
}

// Enclosing returns the function whose body holds the innermost node of
// stack (an inspector's stack, outermost first): a declared function's, or
// a seam's; nil inside any other function literal, whose statements are
// its own, or outside every function (code.EnclosingDecl, seams too).
func (b Bodies) Enclosing(stack []ast.Node) *types.Func {
	for i := len(stack) - 1; i >= 0; i-- {
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			fn, _ := b.info.Defs[f.Name].(*types.Func)
			return fn
		case *ast.FuncLit:
			return b.s.byLit[f]
		}
	}
	return nil
}

// Callee returns the function call calls as a pass that reads its callee
// sees it: a declared function (code.Callee), a seam of the package, or,
// through another package's package-level variable of a function type, a
// function named after that variable (a new one each time: name it, read
// its facts, never key a map by it), as the engine names another
// package's seam (IsSeam; its facts are on the variable, FactObject);
// else nil.
func (b Bodies) Callee(call *ast.CallExpr) *types.Func {
	if fn := code.Callee(b.info, call); fn != nil {
		return fn
	}
	if fn := b.called(call); fn != nil {
		return fn
	}
	v := code.CalledPackageVar(b.info, b.pkg, call)
	if v == nil {
		return nil
	}
	if sig, ok := v.Type().Underlying().(*types.Signature); ok {
		return types.NewFunc(v.Pos(), v.Pkg(), v.Name(), sig)
	}
	return nil
}

// called returns the seam of the package that call calls through its
// variable (now(), where var now = func() … ), else nil: the callee
// code.Callee does not give.
func (b Bodies) called(call *ast.CallExpr) *types.Func {
	if len(b.s.byVar) == 0 {
		return nil
	}
	v, _ := b.info.Uses[code.CalledIdent(call)].(*types.Var)
	return b.s.byVar[v]
}

// Seams returns the package's seams in source order.
func (b Bodies) Seams() []Seam { return b.s.list }

// SeamAt returns the seam whose literal's body holds n, else nil: for a
// walk outside every declared function (package-level declarations), what
// function a node there belongs to. A package has few seams, and files
// are walked in the package's order, which need not be their positions'.
func (b Bodies) SeamAt(n ast.Node) *types.Func {
	for _, sm := range b.s.list {
		if sm.Lit.Body.Pos() <= n.Pos() && n.End() <= sm.Lit.Body.End() {
			return sm.Func
		}
	}
	return nil
}

// FactFuncs returns the functions whose facts a pass exports for other
// packages: code.FactFuncs (exported functions and methods another
// package can reach), then the seams whose variables are exported, whose
// facts go on the variable (FactObject).
func (b Bodies) FactFuncs() []*types.Func {
	out := code.FactFuncs(b.info, b.files)
	for _, sm := range b.s.list {
		if sm.Var.Exported() {
			out = append(out, sm.Func)
		}
	}
	return out
}
