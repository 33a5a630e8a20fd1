package core_test

import (
	"go/ast"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Once the passes are done with a package, the run drops the package's
// type-checker maps and its functions' statements, and keeps the rest of
// its syntax, from which findings are placed and named; a run that
// collects the map's sites keeps everything.
func TestFinishedPackagesDropTheirTypeInfo(t *testing.T) {
	dir := fixture(t)
	for _, sites := range []bool{false, true} {
		a, err := core.Analyze(core.Request{
			Dir: dir, Root: dir, Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
			Validate: func(*policy.Policy) error { return nil },
			Analyzers: func(s passkit.Settings) []*analysis.Analyzer {
				s.Sites = sites
				return mountAnalyzer(s)
			},
		}, "./...")
		require.NoError(t, err)
		assert.NotEmpty(t, a.Findings, "sites %v", sites)
		funcs := map[string]string{}
		for _, f := range a.Findings {
			funcs[f.Path+":"+strconv.Itoa(f.Line)] = f.Func
		}
		// A finding inside a body that was emptied is still in its function.
		assert.Equal(t, "MountBlock", funcs["pkg/util/mountutil/mount.go:8"], "sites %v: %v", sites, funcs)
		statements := 0
		require.NotEmpty(t, a.Load.Roots)
		for _, p := range a.Load.Roots {
			assert.NotEmpty(t, p.Syntax, "%s (sites %v)", p.PkgPath, sites)
			if sites {
				assert.NotNil(t, p.TypesInfo.Types, "%s kept no types in a map run", p.PkgPath)
			} else {
				assert.Nil(t, p.TypesInfo.Types, "%s kept its types", p.PkgPath)
				assert.Nil(t, p.TypesInfo.Uses, "%s kept its uses", p.PkgPath)
			}
			for _, f := range p.Syntax {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
						statements += len(fd.Body.List)
						assert.True(t, fd.Body.Rbrace > fd.Body.Lbrace, "%s: %s lost its braces", p.PkgPath, fd.Name.Name)
					}
				}
			}
		}
		if sites {
			assert.NotZero(t, statements, "a map run dropped the statements")
		} else {
			assert.Zero(t, statements, "a finished package kept its statements")
		}
	}
}
