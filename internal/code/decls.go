package code

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"reflect"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// Bodies finds the cursors of the bodies of the top-level function
// declarations of an inspector's files, so a walk of one body goes through
// the inspector: it skips the subtrees that hold no node of the types
// asked for, where ast.Inspect calls its function for every node.
type Bodies map[*ast.BlockStmt]inspector.Cursor

// BodiesOf indexes the bodies of the function declarations of ins's files.
func BodiesOf(ins *inspector.Inspector) Bodies {
	out := Bodies{}
	for file := range ins.Root().Children() {
		for decl := range file.Children() {
			if fd, ok := decl.Node().(*ast.FuncDecl); ok && fd.Body != nil {
				out[fd.Body] = decl.ChildAt(edge.FuncDecl_Body, -1)
			}
		}
	}
	return out
}

// BuiltFrom reports whether b indexes bodies of ins (an index with no
// body says nothing, and is cheap to build again).
func (b *Bodies) BuiltFrom(ins *inspector.Inspector) bool {
	for _, c := range *b {
		return c.Inspector() == ins
	}
	return false
}

// Inspect calls f for each node of the types (nil: every node) in body (a function
// declaration's, or any other block: then through ast.Inspect), in
// preorder, going below a node only where f returns true.
func (b Bodies) Inspect(body *ast.BlockStmt, types []ast.Node, f func(ast.Node) bool) {
	if c, ok := b[body]; ok {
		c.Inspect(types, func(c inspector.Cursor) bool { return f(c.Node()) })
		return
	}
	want := map[reflect.Type]bool{}
	for _, t := range types {
		want[reflect.TypeOf(t)] = true
	}
	ast.Inspect(body, func(n ast.Node) bool {
		return n != nil && (len(want) > 0 && !want[reflect.TypeOf(n)] || f(n))
	})
}

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

// FactFuncs returns, in source order, the exported functions and methods
// of the package whose bodies another package's check may read through a
// fact, as it reads a helper of its own package. The rule is the export
// alone: neither a method's name (a getter named String is a getter) nor a
// file's "Code generated … DO NOT EDIT." header, which whoever writes the
// file chooses, keeps a helper from its importers' checks.
func FactFuncs(info *types.Info, files []*ast.File) []*types.Func {
	var out []*types.Func
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !fd.Name.IsExported() {
				continue
			}
			if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
				out = append(out, fn)
			}
		}
	}
	return out
}

// OwnReturns yields, in source order, the return statements by which body
// returns from its own function: not those of a function literal inside
// it, whose returns are its own. Breaking out of the loop ends the walk.
func OwnReturns(body *ast.BlockStmt) iter.Seq[*ast.ReturnStmt] {
	return func(yield func(*ast.ReturnStmt) bool) {
		if body == nil {
			return
		}
		stopped := false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				stopped = stopped || !yield(n)
			}
			return !stopped
		})
	}
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

// FuncParts returns the signature and body of fn, a function declaration
// or literal (a seam's, say); nils for anything else, a nil one or one
// without a body.
func FuncParts(fn ast.Node) (*ast.FuncType, *ast.BlockStmt) {
	switch f := fn.(type) {
	case *ast.FuncDecl:
		if f != nil && f.Body != nil {
			return f.Type, f.Body
		}
	case *ast.FuncLit:
		if f != nil {
			return f.Type, f.Body
		}
	}
	return nil, nil
}

// SoleResult is the one result of fn's body (fn a function declaration or
// literal, FuncParts) when that body is a single return statement of one
// value (func isReady(c T) bool { return c.Type == X }), else nil: a
// predicate whose test a caller can read as its own.
func SoleResult(fn ast.Node) ast.Expr {
	_, body := FuncParts(fn)
	if body == nil || len(body.List) != 1 {
		return nil
	}
	if ret, ok := body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
		return ast.Unparen(ret.Results[0])
	}
	return nil
}

// TrueResults are the results of fn's returns other than the constant
// false (fn a function declaration or literal, FuncParts), when fn is a predicate whose truth means one of them holds (func
// isReady(c T) bool { if c.Status == "" { return false }; return c.Type ==
// X }); a return of the constant true stands for the conditions of the ifs
// around it (if ms != nil && ms.Failed { return true }; return false is
// true where ms != nil && ms.Failed held; an else branch's condition is
// negated), and so does one in a case of an expression switch (its tag
// equal to one of the case's values, or with no tag one of its
// conditions). Nil where a return is the constant true outside such ifs
// and cases (in a loop, a default case, a switch with a fallthrough, or at
// the top: true without a test), where a return
// is not one value, where the body assigns a parameter or takes its
// address (the caller's argument would no longer be what a result reads),
// or where every return is false. Only the predicate's truth reads this
// way: it may be false through an early return whatever its results
// compare.
func TrueResults(info *types.Info, fn ast.Node) []ast.Expr {
	ftype, body := FuncParts(fn)
	if body == nil || ftype.Results == nil || ftype.Results.NumFields() != 1 {
		return nil
	}
	params := map[types.Object]bool{}
	for _, f := range ftype.Params.List {
		for _, n := range f.Names {
			params[info.Defs[n]] = true
		}
	}
	var out []ast.Expr
	ok := true
	ast.PreorderStack(body, nil, func(n ast.Node, stack []ast.Node) bool {
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
				if constant.BoolVal(tv.Value) {
					r = guardOf(n, stack)
					ok = ok && r != nil
				} else {
					r = nil
				}
			}
			if r != nil {
				out = append(out, r)
			}
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

// guardOf is what held where ret, a return in the body stack leads into,
// is reached: the conditions of the ifs and switch cases around it
// (negated in an else branch), joined with &&; nil outside them, or inside
// any other statement (a loop: the path is not its to say).
func guardOf(ret ast.Node, stack []ast.Node) ast.Expr {
	var guard ast.Expr
	below := ret
	for i := len(stack) - 1; i >= 1; i-- { // stack[0] is the body
		switch s := stack[i].(type) {
		case *ast.BlockStmt:
		case *ast.IfStmt:
			// Parenthesised as written would be: the tree says the same
			// without, its text would not.
			cond := ast.Expr(&ast.ParenExpr{Lparen: s.Cond.Pos(), X: s.Cond, Rparen: s.Cond.End()})
			if below != s.Body {
				cond = &ast.UnaryExpr{OpPos: s.Cond.Pos(), Op: token.NOT, X: cond}
			}
			guard = and(cond, guard)
		case *ast.CaseClause:
			// A case of an expression switch: one of its values (or, with
			// no tag, one of its conditions) held.
			if i < 3 {
				return nil
			}
			sw, ok := stack[i-2].(*ast.SwitchStmt)
			if !ok || s.List == nil || fallsThrough(sw) {
				return nil
			}
			guard = and(caseCond(sw.Tag, s.List), guard)
			i -= 2
			below = sw
			continue
		default:
			return nil
		}
		below = stack[i]
	}
	return guard
}

// and joins cond and the guard found so far (nil: none yet) with &&.
func and(cond, guard ast.Expr) ast.Expr {
	if guard == nil {
		return cond
	}
	return &ast.BinaryExpr{X: cond, OpPos: cond.End(), Op: token.LAND, Y: guard}
}

// caseCond is what a case of a switch on tag (nil: no tag) says held: one
// of its conditions, or tag equal to one of its values.
func caseCond(tag ast.Expr, list []ast.Expr) ast.Expr {
	var out ast.Expr
	for _, e := range list {
		if tag != nil {
			e = &ast.BinaryExpr{X: tag, OpPos: e.Pos(), Op: token.EQL, Y: e}
		}
		if out == nil {
			out = e
		} else {
			out = &ast.BinaryExpr{X: out, OpPos: e.Pos(), Op: token.LOR, Y: e}
		}
	}
	if len(list) > 1 {
		out = &ast.ParenExpr{Lparen: out.Pos(), X: out, Rparen: out.End()}
	}
	return out
}

// fallsThrough reports a switch with a fallthrough: a case reached through
// one holds no test of its own.
func fallsThrough(sw *ast.SwitchStmt) bool {
	for _, c := range sw.Body.List {
		body := c.(*ast.CaseClause).Body
		if n := len(body); n > 0 {
			if br, ok := body[n-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
				return true
			}
		}
	}
	return false
}

// usesAny reports whether e is one of objs, named bare.
func usesAny(info *types.Info, e ast.Expr, objs map[types.Object]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && objs[info.Uses[id]]
}
