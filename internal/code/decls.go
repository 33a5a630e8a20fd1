package code

import (
	"go/ast"
	"go/constant"
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

// IsPredicate reports whether fn returns one boolean.
func IsPredicate(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() != 1 {
		return false
	}
	b, ok := res.At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
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

// TrueResults are the results of fd's returns other than the constant
// false, when fd is a predicate whose truth means one of them holds (func
// isReady(c T) bool { if c.Status == "" { return false }; return c.Type ==
// X }); nil where a return is the constant true or no single value, where
// the body assigns a parameter or takes its address (the caller's argument
// would no longer be what a result reads), or where every return is false.
// Only the predicate's truth reads this way: it may be false through an
// early return whatever its results compare.
func TrueResults(info *types.Info, fd *ast.FuncDecl) []ast.Expr {
	if fd == nil || fd.Body == nil || fd.Type.Results == nil || fd.Type.Results.NumFields() != 1 {
		return nil
	}
	params := map[types.Object]bool{}
	for _, f := range fd.Type.Params.List {
		for _, n := range f.Names {
			params[info.Defs[n]] = true
		}
	}
	var out []ast.Expr
	ok := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				break
			}
			r := ast.Unparen(n.Results[0])
			if tv, isConst := info.Types[r]; isConst && tv.Value != nil && tv.Value.Kind() == constant.Bool {
				ok = ok && !constant.BoolVal(tv.Value)
				break
			}
			out = append(out, r)
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				ok = ok && !usesAny(info, l, params)
			}
		case *ast.IncDecStmt:
			ok = ok && !usesAny(info, n.X, params)
		case *ast.UnaryExpr:
			ok = ok && (n.Op != token.AND || !usesAny(info, n.X, params))
		}
		return ok
	})
	if !ok {
		return nil
	}
	return out
}

// usesAny reports whether e is one of objs, named bare.
func usesAny(info *types.Info, e ast.Expr, objs map[types.Object]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && objs[info.Uses[id]]
}
