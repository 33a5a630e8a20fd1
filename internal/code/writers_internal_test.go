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
