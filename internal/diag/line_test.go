package diag_test

import (
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/run"
)

// A directive applies to the physical file it is written in: a //line
// directive in a generated file must not carry a file-wide suppression into
// the file it names.
func TestLineDirectiveDoesNotRedirectSuppression(t *testing.T) {
	var out []string
	r := run.New()
	analyzeNoted(t, rawAnalyzer(t, r), r, "example.com/lined", func(fset *token.FileSet, d analysis.Diagnostic, n run.Note) {
		p := fset.PositionFor(d.Pos, false)
		out = append(out, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line)+" "+describe(d, n))
	})
	sort.Strings(out)
	assert.Equal(t, []string{
		"lifecycle.go:7 HP1001",
		"zz_generated.go:9 HP1001 suppressed:generated code is checked by its generator",
	}, out)
}
