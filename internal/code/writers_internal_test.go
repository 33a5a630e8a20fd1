package code

import (
	"go/importer"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestKnownWritersExist: every standard-library entry names a function of
// that package with a parameter at each listed index, so a typo cannot
// leave a writer silently unknown. (The Kubernetes libraries are not in
// the standard library; their stand-ins in the fixtures carry them.)
func TestKnownWritersExist(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	for path, fns := range knownWriters {
		if strings.Contains(strings.Split(path, "/")[0], ".") {
			continue
		}
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		for name, args := range fns {
			fn, ok := pkg.Scope().Lookup(name).(*types.Func)
			if !ok {
				t.Errorf("%s.%s: no such function", path, name)
				continue
			}
			for _, i := range args {
				if i >= fn.Signature().Params().Len() {
					t.Errorf("%s.%s: no parameter %d", path, name, i)
				}
			}
		}
	}
}

// TestKnownMethodWritersExist: every standard-library method entry names a
// method of that type with a parameter at each listed index.
func TestKnownMethodWritersExist(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	for recv, methods := range knownMethodWriters {
		dot := strings.LastIndex(recv, ".")
		path, name := recv[:dot], recv[dot+1:]
		if strings.Contains(strings.Split(path, "/")[0], ".") {
			continue
		}
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			t.Errorf("%s: no such type", recv)
			continue
		}
		for method, args := range methods {
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, method)
			fn, ok := obj.(*types.Func)
			if !ok {
				t.Errorf("%s.%s: no such method", recv, method)
				continue
			}
			for _, i := range args {
				if i >= fn.Signature().Params().Len() {
					t.Errorf("%s.%s: no parameter %d", recv, method, i)
				}
			}
		}
	}
}
