package handoff

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// A finalizer is added and removed as often through a copy of the object's
// list, which a JSON patch then puts on the object, as in place or by a
// call named Add…/Remove…. KubeVirt's controllers write both out:
//
//	newFinalizers := make([]string, len(vm.Finalizers))
//	copy(newFinalizers, vm.Finalizers)
//	newFinalizers = append(newFinalizers, v1.VirtualMachineControllerFinalizer)
//
//	for _, f := range vm.Finalizers {
//		if f != v1.VirtualMachineControllerFinalizer {
//			kept = append(kept, f)
//		}
//	}
//
// The key appended to the copy is added to the object, the key compared in
// the loop removed from it, as surely as in place: both are writes.

// appendsToCopy reports whether dst, the list a key is appended to at the
// top of stack, is a local copy of an object's finalizers in the function
// that declares it: assigned x.Finalizers, x.GetFinalizers(), append(…,
// x.Finalizers...) or slices.Clone of them, or filled by copy(dst,
// x.Finalizers).
func appendsToCopy(info *types.Info, dst ast.Expr, stack []ast.Node) bool {
	v := code.LocalVarOf(info, dst)
	body := code.DeclaringBody(stack, v)
	if body == nil {
		return false
	}
	for _, d := range code.LocalDefsIn(info, body)[v] {
		if d.Index == 0 && copiesFinalizers(info, d.Rhs) {
			return true
		}
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			found = code.IsBuiltin(info, call, "copy") && len(call.Args) == 2 && code.LocalVarOf(info, call.Args[0]) == v && objectFinalizers(info, call.Args[1])
		}
		return !found
	})
	return found
}

// copiesFinalizers reports whether e is an object's finalizers or a copy
// of them: x.Finalizers, append(…, x.Finalizers...), slices.Clone(x.Finalizers).
func copiesFinalizers(info *types.Info, e ast.Expr) bool {
	if objectFinalizers(info, e) {
		return true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	last := call.Args[len(call.Args)-1]
	if code.IsBuiltin(info, call, "append") {
		return call.Ellipsis.IsValid() && objectFinalizers(info, last)
	}
	fn := code.Callee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "slices" && fn.Name() == "Clone" && objectFinalizers(info, call.Args[0])
}

// filtersFinalizer reports whether cmp, the condition of ifs, compares the
// element of a range over an object's finalizers with a key so as to
// leave the key out of a copy: f != key with the element appended under
// the if, or f == key with an if that continues and the element appended
// in the loop. A comparison that only looks (a has-finalizer check) reads.
func filtersFinalizer(info *types.Info, ifs *ast.IfStmt, cmp *ast.BinaryExpr, outer []ast.Node) bool {
	rs := filterRange(info, ifs, cmp, outer)
	return rs != nil && objectFinalizers(info, rs.X)
}

// filterRange returns the range statement whose elements ifs, by its
// condition cmp, leaves out of a copy (filtersFinalizer's two shapes), or
// nil: the list it ranges over is the one the compared key is removed from.
func filterRange(info *types.Info, ifs *ast.IfStmt, cmp *ast.BinaryExpr, outer []ast.Node) *ast.RangeStmt {
	if cmp.Op != token.NEQ && cmp.Op != token.EQL {
		return nil
	}
	// The element is either side: the other is the key, a constant or,
	// inside a helper, a parameter.
	v := code.LocalVarOf(info, cmp.X)
	rs := rangeOver(info, v, outer)
	if rs == nil {
		v = code.LocalVarOf(info, cmp.Y)
		rs = rangeOver(info, v, outer)
	}
	if rs == nil {
		return nil
	}
	if cmp.Op == token.NEQ && appends(info, ifs.Body, v) || cmp.Op == token.EQL && continues(ifs.Body) && appends(info, rs.Body, v) {
		return rs
	}
	return nil
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
