package core_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Once the passes are done with a package, the run drops the package's
// type-checker maps and keeps its syntax, from which findings are placed;
// a run that collects the map's sites keeps both.
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
		require.NotEmpty(t, a.Load.Roots)
		for _, p := range a.Load.Roots {
			assert.NotEmpty(t, p.Syntax, "%s (sites %v)", p.PkgPath, sites)
			if sites {
				assert.NotNil(t, p.TypesInfo.Types, "%s kept no types in a map run", p.PkgPath)
			} else {
				assert.Nil(t, p.TypesInfo.Types, "%s kept its types", p.PkgPath)
				assert.Nil(t, p.TypesInfo.Uses, "%s kept its uses", p.PkgPath)
			}
		}
	}
}
