package diag_test

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// A directive applies to the physical file it is written in: a //line
// directive in a generated file must not carry a file-wide suppression into
// the file it names.
func TestLineDirectiveDoesNotRedirectSuppression(t *testing.T) {
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(gopath, "src"),
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, "example.com/lined")
	require.NoError(t, err)
	require.Zero(t, packages.PrintErrors(pkgs))
	g, err := checker.Analyze([]*analysis.Analyzer{rawAnalyzer(t, true)}, pkgs, nil)
	require.NoError(t, err)
	var out []string
	for _, act := range g.Roots {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.PositionFor(d.Pos, false)
			out = append(out, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line)+" "+d.Category)
		}
	}
	sort.Strings(out)
	assert.Equal(t, []string{
		"lifecycle.go:7 HP1001",
		"zz_generated.go:9 HP1001/suppressed:generated code is checked by its generator",
	}, out)
}
