package registry_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/passes/handoff"
	"github.com/kvlint/kvlint/passes/hostprim"
	"github.com/kvlint/kvlint/passes/migrationpair"
	"github.com/kvlint/kvlint/passes/statusfield"
)

// The passes' own Analyzer variables run together in go vet's and nogo's
// lists: they require one kvpending, as a fact type belongs to one
// analyzer (analysis.Validate rejects two).
func TestPassAnalyzersShareOnePending(t *testing.T) {
	as := []*analysis.Analyzer{handoff.Analyzer, hostprim.Analyzer, migrationpair.Analyzer, statusfield.Analyzer}
	require.NoError(t, analysis.Validate(as))
	assert.Equal(t, 1, len(pendingOf(as)))
}

// A driver's analyzers, built from one Settings, share one kvpending.
func TestDriverAnalyzersShareOnePending(t *testing.T) {
	as := registry.Analyzers(passkit.Settings{})
	require.NoError(t, analysis.Validate(as))
	assert.Equal(t, 1, len(pendingOf(as)))
	// Two passes built apart from the same Settings get one each, which
	// is why a driver builds from Settings.Shared.
	s := passkit.Settings{}
	apart := []*analysis.Analyzer{registry.Lookup("hostprim").New(s), registry.Lookup("handoff").New(s)}
	assert.Error(t, analysis.Validate(apart))
	s = s.Shared()
	together := []*analysis.Analyzer{registry.Lookup("hostprim").New(s), registry.Lookup("handoff").New(s)}
	assert.NoError(t, analysis.Validate(together))
}

// pendingOf are the distinct kvpending analyzers as required.
func pendingOf(as []*analysis.Analyzer) map[*analysis.Analyzer]bool {
	out := map[*analysis.Analyzer]bool{}
	for _, a := range as {
		for _, r := range a.Requires {
			if r.Name == "kvpending" {
				out[r] = true
			}
		}
	}
	return out
}
