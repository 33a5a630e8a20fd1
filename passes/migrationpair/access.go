package migrationpair

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// access is one read or write of a field chain inside a function.
type access struct {
	Fn    *types.Func // the declared function it is in (closures belong to it); nil at package level
	C     chain
	Write bool
	// Deep: the write replaces a whole value (assignment of a variable, a
	// call result, a pointer). Literals and nil are not deep: their keyed
	// fields are separate writes and the fields they leave out are only
	// reset; a local variable whose only value is a literal is that literal
	// (its keys were recorded where it was built).
	Deep  bool
	Value ast.Expr // the assigned value of a write, when there is one
	Node  ast.Node // where it is written in the source
}

// accesses indexes every field access of a package.
type accesses struct {
	info   *types.Info
	single map[*types.Var]ast.Expr // locals assigned exactly once
	// skip are the nodes below a recorded access that the walk has not
	// reached yet and must not record again: the spine of a chain (not a
	// chain of its own) and the literals an access consumed. The walk is in
	// preorder and reaches each soon after, inside the same statement, so
	// the list stays short (a map of every such node cost more than the
	// accesses kept).
	skip   []ast.Node
	list   []access
	reads  []access // sorted by position
	keys   map[*types.TypeName]string
	pkg    *types.Package
	module string     // the module's path; empty when the driver does not say
	rel    *relevance // the accesses kept; nil: all
}

// typeKey is typeKey, each type's key spelled once per package: the walk
// asks for the keys of every field access's owner and type.
func (x *accesses) typeKey(t types.Type) string {
	o := keyType(t)
	if o == nil {
		return ""
	}
	k, ok := x.keys[o]
	if !ok {
		k = nameKey(o)
		if x.keys == nil {
			x.keys = map[*types.TypeName]string{}
		}
		x.keys[o] = k
	}
	return k
}

// collect walks every function of the package and records its field reads and
// writes. Writes are: assignment and op-assignment to a field or anything
// below it, ++/--, delete on a field, keyed (and positional) composite
// literal fields, assignment of a whole struct (deep), a field passed by
// address to a call, and writes through a local pointer taken from a field.
// Every other field chain is a read. Only the accesses rel may find
// relevant are kept (nil: all). single is code.Locals.Single's answer.
func collect(pass *analysis.Pass, ins *inspector.Inspector, rel *relevance, single map[*types.Var]ast.Expr) *accesses {
	x := &accesses{
		rel:    rel,
		info:   pass.TypesInfo,
		single: single,
		pkg:    pass.Pkg,
	}
	if pass.Module != nil {
		x.module = pass.Module.Path
	}
	// Every declaration: a function's body (not its receiver, name and
	// signature) with the function, a seam's literal's with the seam's
	// function (flow.Bodies), the others whole with none.
	var fn *types.Func
	body, end := token.NoPos, token.NoPos // the current function's body
	funcs := flow.BodiesIn(pass.Pkg, pass.TypesInfo, pass.Files)
	ins.Nodes(accessNodes, func(n ast.Node, push bool) bool {
		if !push {
			return true
		}
		switch n := n.(type) {
		case *ast.File:
			fn, body, end = nil, token.NoPos, token.NoPos
			x.skip = x.skip[:0]
			return true
		case *ast.GenDecl:
			if n.Pos() >= end { // not a declaration inside the function
				fn, body, end = nil, token.NoPos, token.NoPos
			}
			return true
		case *ast.FuncDecl:
			if n.Body == nil {
				return false
			}
			fn, _ = pass.TypesInfo.Defs[n.Name].(*types.Func)
			body, end = n.Body.Pos(), n.Body.End()
			x.skip = x.skip[:0]
			return true
		}
		if n.Pos() < body {
			return false // the function's receiver, name or signature
		}
		if fn == nil {
			x.visit(funcs.SeamAt(n), n)
			return true
		}
		x.visit(fn, n)
		return true
	})
	for _, a := range x.list {
		if !a.Write {
			x.reads = append(x.reads, a)
		}
	}
	slices.SortStableFunc(x.reads, func(a, b access) int { return cmp.Compare(a.Node.Pos(), b.Node.Pos()) })
	return x
}

// skipped reports whether n is on the skip list, and takes it off.
func (x *accesses) skipped(n ast.Node) bool {
	for i, s := range x.skip {
		if s == n {
			last := len(x.skip) - 1
			x.skip[i] = x.skip[last]
			x.skip = x.skip[:last]
			return true
		}
	}
	return false
}

func (x *accesses) add(a access) {
	if x.rel == nil || x.rel.may(a.C) || a.Write && x.rel.mayHand(a.C) {
		x.list = append(x.list, a)
	}
}

// accessNodes are the nodes collect visits: the declarations, and the
// nodes visit records accesses at.
var accessNodes = []ast.Node{(*ast.File)(nil), (*ast.GenDecl)(nil), (*ast.FuncDecl)(nil),
	(*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil), (*ast.CallExpr)(nil), (*ast.CompositeLit)(nil),
	(*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil), (*ast.StarExpr)(nil), (*ast.ParenExpr)(nil)}

// visit records the accesses at n, a node of fn (nil at package level), in
// preorder: the spine of a chain it records is not visited as a chain of
// its own, and a composite literal it consumes not as a literal.
func (x *accesses) visit(fn *types.Func, n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok == token.DEFINE {
			return
		}
		for i, lhs := range n.Lhs {
			var val ast.Expr
			if len(n.Lhs) == len(n.Rhs) {
				val = n.Rhs[i]
			}
			x.lvalue(fn, lhs, val, n.Tok != token.ASSIGN)
		}
	case *ast.IncDecStmt:
		x.lvalue(fn, n.X, nil, true)
	case *ast.CallExpr:
		if b := code.BuiltinWrite(x.info, n); b != nil {
			x.lvalue(fn, b, nil, true) // delete, clear, copy
			return
		}
		if len(n.Args) == 0 {
			return
		}
		// A field passed by address can be written by the callee,
		// unless the callee is the module's own code taking a pointer to
		// a named struct: its writes through that parameter are its own
		// accesses, by type, in its summary (a helper that reads
		// &vmi.Status writes nothing).
		callee := code.Callee(x.info, n)
		x.handedToWriter(fn, n, callee)
		for i, arg := range n.Args {
			u, ok := ast.Unparen(arg).(*ast.UnaryExpr)
			if !ok || u.Op != token.AND {
				continue
			}
			if x.tracksParam(callee, i) {
				continue
			}
			if c, ok := x.chainOf(u.X); ok && len(c.Steps) > 0 {
				x.add(access{Fn: fn, C: c, Write: true, Deep: true, Node: u})
			}
		}
	case *ast.CompositeLit:
		if !x.skipped(n) {
			if k := x.typeKey(x.info.TypeOf(n)); k != "" {
				x.literal(fn, chain{Base: k}, n)
			}
		}
	case *ast.SelectorExpr, *ast.IndexExpr, *ast.StarExpr, *ast.ParenExpr:
		if x.skipped(n) {
			return
		}
		c, ok := x.markChain(n.(ast.Expr), false)
		if ok && len(c.Steps) > 0 {
			x.add(access{Fn: fn, C: c, Node: n})
		}
	}
}

// handedToWriter records the fields call hands, as a map, a slice or a
// pointer, to a library function known to write through them
// (code.WrittenParams: maps.Copy, sort.Slice, json.Unmarshal, deepcopy-gen's
// DeepCopyInto) and whose body no access of this pass reaches: a map or
// slice changes in place, a pointer's target is replaced whole. A field
// handed by address is the caller's loop's.
func (x *accesses) handedToWriter(fn *types.Func, call *ast.CallExpr, callee *types.Func) {
	if callee == nil {
		return
	}
	// A method expression's receiver comes first ((*T).DeepCopyInto(in, out)
	// writes out).
	args := flow.ParamArgs(x.info, call, callee)
	for _, i := range code.WrittenParams(callee) {
		if i >= len(args) || x.tracksParam(callee, i) {
			continue
		}
		arg := ast.Unparen(args[i])
		if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue
		}
		t := x.info.TypeOf(arg)
		if t == nil {
			continue
		}
		if _, ptr := t.Underlying().(*types.Pointer); !ptr {
			x.lvalue(fn, arg, nil, true)
			continue
		}
		if c, ok := x.markChain(arg, true); ok && len(c.Steps) > 0 {
			x.add(access{Fn: fn, C: c, Write: true, Deep: true, Node: arg})
		}
	}
}

// tracksParam reports whether callee, a function of the module with a
// body, takes its i-th argument as a pointer to a named struct type, whose
// field writes its own accesses record.
func (x *accesses) tracksParam(callee *types.Func, i int) bool {
	if callee == nil || callee.Pkg() == nil {
		return false
	}
	if p := callee.Pkg(); p != x.pkg && (x.module == "" || !strings.HasPrefix(p.Path()+"/", x.module+"/")) {
		return false
	}
	if _, ok := callee.Type().(*types.Signature); !ok || code.IsInterfaceMethod(callee) {
		return false
	}
	params := callee.Signature().Params()
	if i >= params.Len() || (callee.Signature().Variadic() && i >= params.Len()-1) {
		return false
	}
	ptr, ok := params.At(i).Type().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok {
		return false
	}
	_, isStruct := n.Underlying().(*types.Struct)
	return isStruct
}

// lvalue records a write to lhs. op marks op-assignment, ++/-- and delete,
// which change the value in place.
func (x *accesses) lvalue(fn *types.Func, lhs, val ast.Expr, op bool) {
	if _, isVar := ast.Unparen(lhs).(*ast.Ident); isVar {
		return // assigning a variable itself writes no field
	}
	c, ok := x.markChain(lhs, true)
	if !ok {
		return
	}
	lit := code.Literal(val)
	deep := !op && val != nil && lit == nil && !code.IsNil(x.info, val) && !x.literalLocal(val)
	x.add(access{Fn: fn, C: c, Write: true, Deep: deep, Value: val, Node: lhs})
	if lit != nil {
		x.skip = append(x.skip, lit)
		x.literal(fn, c, lit)
	}
}

// literalLocal reports whether e is a local variable whose only value is a
// composite literal.
func (x *accesses) literalLocal(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := x.info.Uses[id].(*types.Var)
	return ok && code.Literal(x.single[v]) != nil
}

// literal records the fields a composite literal sets, below prefix. The
// literals inside it are consumed: the caller consumes lit when the walk
// has yet to reach it.
func (x *accesses) literal(fn *types.Func, prefix chain, lit *ast.CompositeLit) {
	t := x.info.TypeOf(lit)
	if t == nil {
		return
	}
	owner := x.typeKey(t)
	st, isStruct := types.Unalias(t).Underlying().(*types.Struct)
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		st, isStruct = p.Elem().Underlying().(*types.Struct)
	}
	for i, elt := range lit.Elts {
		var field *types.Var
		val := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			val = kv.Value
			if id, ok := kv.Key.(*ast.Ident); ok && isStruct {
				field, _ = x.info.Uses[id].(*types.Var)
			}
		} else if isStruct && i < st.NumFields() {
			field = st.Field(i)
		}
		sub := prefix
		if field != nil {
			sub = appendStep(prefix, step{Owner: owner, Name: field.Name(), Typ: x.typeKey(field.Type())}, field.Embedded())
		} else if isStruct {
			continue
		}
		inner := code.Literal(val)
		if field != nil {
			x.add(access{Fn: fn, C: sub, Write: true, Deep: inner == nil && !code.IsNil(x.info, val), Value: val, Node: elt})
		}
		if inner != nil {
			x.skip = append(x.skip, inner)
			x.literal(fn, sub, inner)
		}
	}
}

// readsWithin returns the reads whose node lies inside [pos, end).
func (x *accesses) readsWithin(pos, end token.Pos) []access {
	i := sort.Search(len(x.reads), func(i int) bool { return x.reads[i].Node.Pos() >= pos })
	j := i
	for j < len(x.reads) && x.reads[j].Node.Pos() < end {
		j++
	}
	return x.reads[i:j]
}

func isContainer(t types.Type) bool { return t != nil && code.Indexable(t) }
