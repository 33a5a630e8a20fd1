package code

import (
	"go/importer"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestKnownWritersExist: every standard-library entry names a function of
// that package, or a method of that type, with a parameter at each listed
// index, so a typo cannot leave a writer silently unknown. (The Kubernetes
// libraries are not in the standard library; their stand-ins in the
// fixtures carry them.)
func TestKnownWritersExist(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	stdlib := func(path string) *types.Package {
		if strings.Contains(strings.Split(path, "/")[0], ".") {
			return nil
		}
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		return pkg
	}
	for path, fns := range knownWriters {
		if pkg := stdlib(path); pkg != nil {
			for name, args := range fns {
				fn, _ := pkg.Scope().Lookup(name).(*types.Func)
				checkWriter(t, path+"."+name, fn, args)
			}
		}
	}
	for recv, methods := range knownMethodWriters {
		dot := strings.LastIndex(recv, ".")
		pkg := stdlib(recv[:dot])
		if pkg == nil {
			continue
		}
		tn, ok := pkg.Scope().Lookup(recv[dot+1:]).(*types.TypeName)
		if !ok {
			t.Errorf("%s: no such type", recv)
			continue
		}
		for method, args := range methods {
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, method)
			fn, _ := obj.(*types.Func)
			checkWriter(t, recv+"."+method, fn, args)
		}
	}
}

// checkWriter reports a missing writer or a listed index it has no
// parameter at.
func checkWriter(t *testing.T, name string, fn *types.Func, args []int) {
	t.Helper()
	if fn == nil {
		t.Errorf("%s: no such function or method", name)
		return
	}
	for _, i := range args {
		if i >= fn.Signature().Params().Len() {
			t.Errorf("%s: no parameter %d", name, i)
		}
	}
}
