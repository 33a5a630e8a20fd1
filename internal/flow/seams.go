package flow

import (
	"go/ast"
	"go/token"
	"go/types"

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
// The function is made once per load of the package and kept as long as
// its syntax, so every pass of the run names the same object.
type seams struct {
	list  []Seam // in source order
	byLit map[*ast.FuncLit]*types.Func
	byVar map[*types.Var]*types.Func
}

// seamCache attaches a package's seams to its first file: the value points
// into the file's syntax and to the package's types, never to the file.
var seamCache weakcache.Attached[ast.File, seams]

// seamsOf returns the seams of pass's package.
func seamsOf(pass *analysis.Pass) *seams {
	if len(pass.Files) == 0 {
		return &seams{}
	}
	return seamCache.Get(pass.Files[0], func() *seams { return findSeams(pass.Pkg, pass.TypesInfo, pass.Files) })
}

func findSeams(pkg *types.Package, info *types.Info, files []*ast.File) *seams {
	s := &seams{byLit: map[*ast.FuncLit]*types.Func{}, byVar: map[*types.Var]*types.Func{}}
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
					s.list = append(s.list, Seam{fn, lit})
					s.byLit[lit], s.byVar[v] = fn, fn
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

// A Seam is a seam's literal and the function the engine gives it.
type Seam struct {
	Func *types.Func
	Lit  *ast.FuncLit
}

// Seams returns pass's package's seams in source order, for a pass that
// summarises functions' bodies itself.
func Seams(pass *analysis.Pass) []Seam { return seamsOf(pass).list }
