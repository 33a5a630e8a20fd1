package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/weakcache"
)

// A seam is a package-level variable initialized with a function literal
// (var now = func() time.Time { … }: a test replaces the function, the
// package's code calls through the variable). The literal has no
// declaration, so the engine gives it a function of its own, named after
// the variable, at the literal, with the literal's signature: its body's
// nodes are that function's, not a package-level initializer's, and a
// call through the variable is a call of it. Without this, what the
// literal does belonged to no function, and a caller reached nothing.
//
// The function is made once per type-check of the package and kept as
// long as its type information, so every pass of the run names the same
// object.
type seams struct {
	list   []Seam // in source order
	byLit  map[*ast.FuncLit]*types.Func
	byVar  map[*types.Var]*types.Func
	byFunc map[*types.Func]Seam
	// decls are the package's function declarations with a body, and
	// funcs its functions with a body in order (Bodies.Funcs), indexed at
	// the first question.
	declsOnce sync.Once
	decls     map[*types.Func]*ast.FuncDecl
	funcs     []*types.Func
}

// seamCache attaches a package's seams to its types.Info: the value points
// into the syntax and to the package's types, never to the Info. Not to a
// file: a package and its test variant share the syntax of their common
// files (go/packages parses a file once per load) but are type-checked
// apart, and a variant given the other's seams resolved no call through
// them.
var seamCache weakcache.Attached[types.Info, seams]

// seamsOf returns the seams of pass's package.
func seamsOf(pass *analysis.Pass) *seams {
	return seamsIn(pass.Pkg, pass.TypesInfo, pass.Files)
}

// seamsIn returns the seams of pkg, whose files and type information are
// files and info.
func seamsIn(pkg *types.Package, info *types.Info, files []*ast.File) *seams {
	if len(files) == 0 {
		return &seams{}
	}
	return seamCache.Get(info, func() *seams { return findSeams(pkg, info, files) })
}

func findSeams(pkg *types.Package, info *types.Info, files []*ast.File) *seams {
	s := &seams{byLit: map[*ast.FuncLit]*types.Func{}, byVar: map[*types.Var]*types.Func{}, byFunc: map[*types.Func]Seam{}}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if len(vs.Names) != len(vs.Values) {
					continue
				}
				for i, name := range vs.Names {
					lit, ok := ast.Unparen(vs.Values[i]).(*ast.FuncLit)
					v, isVar := info.Defs[name].(*types.Var)
					sig, isSig := info.TypeOf(lit).(*types.Signature)
					if !ok || !isVar || !isSig {
						continue
					}
					fn := types.NewFunc(lit.Pos(), pkg, v.Name(), sig)
					sm := Seam{fn, lit, v}
					s.list = append(s.list, sm)
					s.byLit[lit], s.byVar[v], s.byFunc[fn] = fn, fn, sm
				}
			}
		}
	}
	return s
}

// IsSeam reports whether fn is the function the engine gives a seam's
// literal, this package's or another's (dispatch's object): a function
// with no receiver declared in no scope.
func IsSeam(fn *types.Func) bool {
	return fn.Signature().Recv() == nil && fn.Parent() == nil && fn.Pkg() != nil
}

// SeamFunc returns the function the engine gives lit when lit initializes
// a package-level variable of pass's package (a seam), else nil: what a
// pass that summarises functions itself summarises it as.
func SeamFunc(pass *analysis.Pass, lit *ast.FuncLit) *types.Func {
	return seamsOf(pass).byLit[lit]
}

// A Seam is a seam's literal, the function the engine gives it and the
// variable it initializes.
type Seam struct {
	Func *types.Func
	Lit  *ast.FuncLit
	Var  *types.Var
}

// SeamVar returns the package-level variable seam fn is named after, this
// package's or another's (IsSeam), else nil: where a pass keeps the facts
// of what the seam does, as objectpath can name no literal.
func SeamVar(fn *types.Func) *types.Var {
	if !IsSeam(fn) {
		return nil
	}
	v, _ := fn.Pkg().Scope().Lookup(fn.Name()).(*types.Var)
	return v
}

// FactObject is the object that carries facts about fn: fn, or for a
// seam's function (IsSeam, this package's or another's) the variable it is
// named after, which objectpath can name and another package calls.
func FactObject(fn *types.Func) types.Object {
	if v := SeamVar(fn); v != nil {
		return v
	}
	return fn.Origin()
}
