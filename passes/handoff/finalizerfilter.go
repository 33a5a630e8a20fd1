package handoff

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// A finalizer is removed as often by copying the object's list without it
// as by a call named Remove…; KubeVirt's controllers write the loop out:
//
//	for _, f := range vm.Finalizers {
//		if f != v1.VirtualMachineControllerFinalizer {
//			kept = append(kept, f)
//		}
//	}
//
// and patch the object with kept. The key compared there is removed from
// the object as surely as by delete, so the comparison is a write.

// filtersFinalizer reports whether cmp, the condition of ifs, compares the
// element of a range over an object's finalizers with a key so as to
// leave the key out of a copy: f != key with the element appended under
// the if, or f == key with an if that continues and the element appended
// in the loop. A comparison that only looks (a has-finalizer check) reads.
func filtersFinalizer(info *types.Info, ifs *ast.IfStmt, cmp *ast.BinaryExpr, outer []ast.Node) bool {
	if cmp.Op != token.NEQ && cmp.Op != token.EQL {
		return false
	}
	v := code.LocalVarOf(info, cmp.X)
	if v == nil {
		v = code.LocalVarOf(info, cmp.Y)
	}
	rs := rangeOver(info, v, outer)
	if rs == nil || !objectFinalizers(info, rs.X) {
		return false
	}
	if cmp.Op == token.NEQ {
		return appends(info, ifs.Body, v)
	}
	return continues(ifs.Body) && appends(info, rs.Body, v)
}

// rangeOver returns the innermost loop of outer whose element is v.
func rangeOver(info *types.Info, v *types.Var, outer []ast.Node) *ast.RangeStmt {
	if v == nil {
		return nil
	}
	for i := len(outer) - 1; i >= 0; i-- {
		if rs, ok := outer[i].(*ast.RangeStmt); ok && rs.Value != nil && code.LocalVarOf(info, rs.Value) == v {
			return rs
		}
	}
	return nil
}

// objectFinalizers reports whether e is an object's finalizers:
// x.Finalizers or x.GetFinalizers().
func objectFinalizers(info *types.Info, e ast.Expr) bool {
	if finalizersField(info, e) {
		return true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := code.Callee(info, call)
	return fn != nil && fn.Name() == "GetFinalizers" && isMetaMethod(fn)
}

// appends reports whether body appends v to a list.
func appends(info *types.Info, body ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || !code.IsBuiltin(info, call, "append") {
			return !found
		}
		for _, a := range call.Args[1:] {
			if code.LocalVarOf(info, a) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// continues reports whether block ends in continue.
func continues(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	br, ok := b.List[len(b.List)-1].(*ast.BranchStmt)
	return ok && br.Tok == token.CONTINUE && br.Label == nil
}
