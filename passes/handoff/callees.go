package handoff

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/flow"
)

// Which function a call hands a key to, and what its name may say. A key
// handed to a call is judged by the callee's body where kvlint reads one
// (its key parameters, keyparams.go), by its name only where none is read;
// a call through a variable or field of a function type is a call of the
// functions the package stores there.

// writerName is the name the name rule reads for call, made through ident
// (callKeyUse: a call named Add…/Set…/Remove… writes the key it is
// handed), or "" where it reads none: only where no body of the callee is
// read. A function of this package with a body (a declaration's or a
// seam's) is judged by the key parameters read from it (setMeta(vmi, "app",
// v1.NodeNameLabel) sets the key as a value), and so is another package's
// whose body was read and sets no key it is handed (keylessWriterFact). A
// call through a variable or field of a function type is judged by the
// functions the package stores there: the name is one of theirs whose
// body is not read. Where the package stores none, a local's name says
// nothing, and a parameter's or field's is all there is. Without a
// key-parameter analysis (kp nil) the called name is read.
func (kp *keyParams) writerName(info *types.Info, call *ast.CallExpr, ident *ast.Ident) string {
	if kp == nil || kp.locals == nil {
		return ident.Name
	}
	if fn := kp.locals.bodies.Callee(call); fn != nil {
		if kp.ownBody(fn) || kp.keyless(fn) {
			return ""
		}
		return ident.Name
	}
	v, ok := info.Uses[ident].(*types.Var)
	if !ok || kp.cg == nil {
		return ident.Name
	}
	stored := kp.cg.Dispatched(call)
	for _, e := range stored {
		if !kp.ownBody(e.Callee) && !kp.keyless(e.Callee) && writerNamed(e.Callee.Name()) {
			return e.Callee.Name()
		}
	}
	if len(stored) > 0 || v.Kind() == types.LocalVar {
		return ""
	}
	return ident.Name // a parameter or field named for what it is handed
}

// calleeOf returns the function call calls as flow.Bodies.Callee names it
// (declared functions, seams), or else, for a call through a function value
// held in a variable (set := tweak; set(vmi, key)), what the package stores
// there (the call graph's dispatch): among several, the first that takes
// argument i as a key parameter, else the first.
func (kp *keyParams) calleeOf(call *ast.CallExpr, i int) *types.Func {
	if fn := kp.locals.bodies.Callee(call); fn != nil || kp.cg == nil {
		return fn
	}
	var first *types.Func
	for _, e := range kp.cg.Dispatched(call) {
		fn := e.Callee
		if first == nil {
			first = fn
		}
		j := i - flow.ArgOffset(kp.pass.TypesInfo, call, fn)
		if _, ok := kp.at(fn, j); ok {
			return fn
		}
		if _, ok := kp.returnedAt(fn, j); ok {
			return fn
		}
	}
	return first
}
