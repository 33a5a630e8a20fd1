package ci

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Patterns that a package the run already listed matches are not asked
// about again: with every pattern matched, no go command runs (here it
// could not: the directory does not exist); the rest are asked about.
func TestTreePackagesAsksOnlyAboutUnmatchedPatterns(t *testing.T) {
	req := Request{Dir: filepath.Join(t.TempDir(), "missing")}
	listed := []string{"example.com/m/pkg/a", "example.com/m/pkg/b/c"}

	got, err := treePackages(req, listed, []string{"example.com/m/pkg/a", "example.com/m/pkg/b/...", "example.com/m/..."})
	require.NoError(t, err)
	assert.Equal(t, listed, got)

	_, err = treePackages(req, listed, []string{"example.com/m/pkg/a", "example.com/m/cmd/x"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "(example.com/m/cmd/x)")
}
