package code

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// LiveFuncs returns the functions and methods declared in pkg's files that
// code could run: the exported ones (other packages may call them), init,
// main in a main package, what package-level declarations refer to, and,
// closed over, every function a live function refers to, called or as a
// value. A method counts as referred to wherever a method of its name is (a
// call through an interface names the interface's method, not the
// implementation).
//
// A check that lets one function's code vouch for another's (the other half
// of a migration reads the signal, keeps the record) asks it: an unexported
// function nothing refers to is a decoy there, code that can never run.
func LiveFuncs(ins *inspector.Inspector, info *types.Info, pkg *types.Package) map[*types.Func]bool {
	refs := map[*types.Func][]*types.Func{} // what each declared function refers to
	declared := map[*types.Func]bool{}
	byName := map[string][]*types.Func{} // the package's methods by name
	var queue []*types.Func
	live := map[*types.Func]bool{}
	mark := func(fn *types.Func) {
		if fn != nil && !live[fn] {
			live[fn] = true
			queue = append(queue, fn)
		}
	}
	var rootRefs []*types.Func
	for file := range ins.Root().Children() {
		for decl := range file.Children() {
			var fn *types.Func
			if fd, ok := decl.Node().(*ast.FuncDecl); ok {
				fn, _ = info.Defs[fd.Name].(*types.Func)
				if fn == nil {
					continue
				}
				declared[fn] = true
				if fd.Recv != nil {
					byName[fn.Name()] = append(byName[fn.Name()], fn)
				}
				if fn.Exported() || fd.Recv == nil && (fn.Name() == "init" || fn.Name() == "main" && pkg.Name() == "main") {
					mark(fn)
				}
			}
			for cur := range decl.Preorder((*ast.Ident)(nil)) {
				ref, ok := info.Uses[cur.Node().(*ast.Ident)].(*types.Func)
				if !ok || ref.Pkg() != pkg && !isMethod(ref) {
					continue
				}
				if fn != nil {
					refs[fn] = append(refs[fn], ref.Origin())
				} else {
					rootRefs = append(rootRefs, ref.Origin())
				}
			}
		}
	}
	// follow marks what ref stands for: itself (an interface's method has
	// no declaration to mark), and for a method, every method of the
	// package of that name.
	follow := func(ref *types.Func) {
		if declared[ref] {
			mark(ref)
		}
		if isMethod(ref) {
			for _, m := range byName[ref.Name()] {
				mark(m)
			}
		}
	}
	for _, ref := range rootRefs {
		follow(ref)
	}
	for len(queue) > 0 {
		fn := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, ref := range refs[fn] {
			follow(ref)
		}
	}
	return live
}

func isMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}
