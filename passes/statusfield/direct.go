package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// directNodes are the nodes direct reads (effects.Spec.Nodes).
var directNodes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil), (*ast.RangeStmt)(nil), (*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.BasicLit)(nil), (*ast.BinaryExpr)(nil)}

// direct is the effects.Spec.Direct of the pass: the status fields node n
// writes by itself. It also records each write as a site for the direct
// diagnostics.
func (a *analyzer) direct(n ast.Node) []effects.Direct {
	var leaves []leaf
	var elem []effects.Direct // an element's values set or removed (elements.go, valueparams.go)
	var picked []key          // the values of an element changed in place (guards.go)
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok == token.DEFINE {
			return nil
		}
		var built []key
		leaves, picked, built = a.assign(n)
		elem = a.elementFieldSet(n, built)
	case *ast.IncDecStmt:
		if !bareIdent(n.X) {
			leaves = a.write(n.X, nil, leaves)
		}
	case *ast.RangeStmt:
		if n.Tok == token.ASSIGN {
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if e != nil && !bareIdent(e) {
					leaves = a.write(e, nil, leaves)
				}
			}
		}
	case *ast.BasicLit, *ast.BinaryExpr:
		return a.patchTextNode(n)
	case *ast.CompositeLit:
		elem = slices.Concat(a.elementLiteral(n), a.patchOpLit(n), a.mergeMapLit(n), a.mergeStructLit(n))
		leaves = a.objectLiteral(n, leaves)
	case *ast.CallExpr:
		if b := code.BuiltinWrite(a.info, n); b != nil {
			// delete(m, k), clear(m), copy(dst, src) write into their first
			// argument, which may be an alias of a status field.
			leaves = a.write(b, nil, leaves)
			break
		}
		elem = append(a.patchTextArgs(n), a.valueArgs(n)...)
		if leaves = a.argWrites(n, leaves); len(leaves) > 0 {
			break
		}
		elem = append(elem, a.foundHelperCall(n)...)
		if len(a.patchRoots) > 0 {
			return append(elem, a.patchCall(n)...)
		}
	default:
		return nil
	}
	if len(leaves) == 0 || a.allowedWrite(n) {
		return elem
	}
	s := &site{pos: n.Pos(), end: n.End(), keys: a.siteKeys(leaves, picked)}
	return append(elem, a.record(s, "")...)
}

// assign returns the leaves an assignment writes, the values of the list
// elements it changes in place (guards.go), and the values it sets in an
// element being built (elementFieldKeys).
func (a *analyzer) assign(n *ast.AssignStmt) (leaves []leaf, picked, built []key) {
	for i, lhs := range n.Lhs {
		var rhs ast.Expr
		if n.Tok == token.ASSIGN && len(n.Rhs) == len(n.Lhs) {
			rhs = n.Rhs[i]
		}
		if bareIdent(lhs) || a.freshMapElem(lhs) || a.copyBack(lhs, rhs) || a.refreshed(lhs, rhs) {
			continue // rebinding a variable, filling a local map, putting a copy or the server's object back: no field written here
		}
		before := len(leaves)
		if leaves = a.write(lhs, rhs, leaves); len(leaves) > before {
			picked = append(picked, a.guardedElemKeys(lhs)...)
		} else {
			built = append(built, a.elementFieldKeys(lhs, rhs)...)
		}
	}
	return leaves, picked, built
}

// siteKeys are the keys of the leaves, then the picked element values,
// each once.
func (a *analyzer) siteKeys(leaves []leaf, picked []key) []key {
	var out []key
	seen := map[string]bool{}
	add := func(k key) {
		if ks := k.String(); !seen[ks] {
			seen[ks] = true
			out = append(out, k)
		}
	}
	for _, l := range leaves {
		for _, k := range a.keys(l) {
			add(k)
		}
	}
	for _, k := range picked {
		add(k)
	}
	return out
}

// record keeps a site for reporting and returns its effects.
func (a *analyzer) record(s *site, api string) []effects.Direct {
	if len(s.keys) == 0 && len(s.alts) == 0 && s.bad == "" {
		return nil
	}
	a.sites = append(a.sites, s)
	var out []effects.Direct
	for _, k := range s.keys {
		name := api
		if name == "" {
			shown := k
			shown.remove = false // the witness's verb says it: "removes v1.T.Conditions.Type=X"
			name = k.t.short + "." + shown.name()
		}
		out = append(out, effects.Direct{Key: k.String(), API: name, Pos: s.pos, End: s.end})
	}
	return out
}

// write returns the leaves of writing rhs into lhs.
func (a *analyzer) write(lhs, rhs ast.Expr, out []leaf) []leaf {
	loc := a.locate(lhs, 0)
	if loc.typ == nil || len(loc.steps) == 0 && a.ownedOf(loc.typ) == nil {
		return out
	}
	a.expand(loc.steps, loc.typ, rhs, &out)
	return out
}

// objectLiteral handles a literal of a type that is not owned but has
// fields of an owned type: &v1.VirtualMachineInstance{Status: v1.VirtualMachineInstanceStatus{…}}
// builds an object with that status. Literals of owned types are handled
// where they are written.
func (a *analyzer) objectLiteral(lit *ast.CompositeLit, out []leaf) []leaf {
	t := a.info.TypeOf(lit)
	if t == nil || a.ownedOf(t) != nil {
		return out
	}
	st, ok := code.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return out
	}
	owner := namedObj(code.Deref(t))
	for _, fe := range code.LiteralFields(st, lit) {
		if a.ownedOf(fe.Field.Type()) == nil || aliases(fe.Field.Type(), fe.Value) {
			continue
		}
		a.expand([]step{{field: fe.Field, owner: owner}}, fe.Field.Type(), fe.Value, &out)
	}
	return out
}

// aliases reports whether storing v in a field of type t only keeps a
// pointer to a status that exists (helper{ms: vmi.Status.MigrationState}):
// the writes through it are judged where they are made (s.ms.TargetNode =
// n), and keeping it writes nothing. A pointer to a literal made here
// (&v1.VirtualMachineInstanceMigrationState{…}) builds what it holds.
func aliases(t types.Type, v ast.Expr) bool {
	if _, ptr := t.Underlying().(*types.Pointer); !ptr {
		return false
	}
	return code.Literal(v) == nil
}

func bareIdent(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.Ident)
	return ok
}

// allowedWrite reports whether an allow entry exempts the write n makes.
func (a *analyzer) allowedWrite(n ast.Node) bool {
	if as, ok := n.(*ast.AssignStmt); ok {
		return a.isAllowedAssign(as)
	}
	return a.isAllowed(n.Pos(), "")
}
