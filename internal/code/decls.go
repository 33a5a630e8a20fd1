package code

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
)

// FuncDecls indexes the function declarations with a body of files by the
// function they declare: what a pass reads when it follows a call of the
// package into its callee's statements.
func FuncDecls(info *types.Info, files []*ast.File) map[*types.Func]*ast.FuncDecl {
	out := map[*types.Func]*ast.FuncDecl{}
	for _, fd := range FuncDeclList(info, files) {
		out[info.Defs[fd.Name].(*types.Func)] = fd
	}
	return out
}

// FuncDeclList returns the same declarations in source order: for a fixed
// point or a fact export that must go the same way on every run.
func FuncDeclList(info *types.Info, files []*ast.File) []*ast.FuncDecl {
	var out []*ast.FuncDecl
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if _, ok := info.Defs[fd.Name].(*types.Func); ok {
					out = append(out, fd)
				}
			}
		}
	}
	return out
}

// ValueSpecs yields the specs of f's top-level declarations of tok
// (token.CONST or token.VAR) in source order: a package-level constant or
// variable is read from its spec, one name and value at a time.
func ValueSpecs(f *ast.File, tok token.Token) iter.Seq[*ast.ValueSpec] {
	return func(yield func(*ast.ValueSpec) bool) {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != tok {
				continue
			}
			for _, s := range gd.Specs {
				if !yield(s.(*ast.ValueSpec)) {
					return
				}
			}
		}
	}
}

// Params yields fn's parameters with their indexes, the variadic last one
// only when variadic is set: an argument there is one element of a slice,
// so a summary by argument index (a parameter written through, one that
// names a binary or a path) leaves it out.
func Params(fn *types.Func, variadic bool) iter.Seq2[int, *types.Var] {
	return func(yield func(int, *types.Var) bool) {
		sig := fn.Signature()
		n := sig.Params().Len()
		if sig.Variadic() && !variadic {
			n--
		}
		for i := range n {
			if !yield(i, sig.Params().At(i)) {
				return
			}
		}
	}
}

// SoleResult is the one result of fd's body when that body is a single
// return statement of one value (func isReady(c T) bool { return c.Type ==
// X }), else nil: a predicate whose test a caller can read as its own.
func SoleResult(fd *ast.FuncDecl) ast.Expr {
	if fd == nil || fd.Body == nil || len(fd.Body.List) != 1 {
		return nil
	}
	if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
		return ast.Unparen(ret.Results[0])
	}
	return nil
}
