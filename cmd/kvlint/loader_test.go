package main_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLoadersAgree runs every driver-equivalence fixture tree (those of
// TestDriversAgree), under the pass tests' policy, with every pattern set and
// with test files, through both loaders: the default loader, on a warm build
// cache (every dependency from export data) and on an empty one (every
// dependency type-checked from source without bodies), prints byte for byte
// what the export-data loader (KVLINT_LOADER=export) prints: JSON (findings
// and stale policy entries), standard error, exit status. What a pass sees
// of the import graph is the go command's, however a dependency was loaded
// (internal/core/load.linkImports).
func TestLoadersAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("runs both loaders on every fixture tree")
	}
	cold := t.TempDir()
	runs := 0
	for _, tr := range fixtureTrees(t) {
		// The pass tests' own policy (else discovery; the other policies
		// differ in what the passes check, not in what is loaded), test
		// files included (their variants are loaded too): three runs a
		// case is what the package's test time allows on two cores.
		for _, pol := range []string{tr.mainPolicy()} {
			for _, pats := range tr.patterns {
				for _, tests := range []bool{true} {
					args := []string{"-format=json", "-root=" + tr.dir, "-test=" + strconv.FormatBool(tests)}
					if pol != "" {
						args = append(args, "-config="+pol)
					}
					args = append(args, pats...)
					what := tr.name + " " + pol + " -test=" + strconv.FormatBool(tests) + " " + pats[0]
					// The export-data run first: it fills the build cache
					// with the export data the warm run then reads.
					eOut, eErr, eCode := runEnv(t, tr.dir, append(slices.Clone(tr.env), "KVLINT_LOADER=export"), args...)
					wOut, wErr, wCode := runEnv(t, tr.dir, append(slices.Clone(tr.env), "KVLINT_LOADER=source"), args...)
					cOut, cErr, cCode := runEnv(t, tr.dir, append(slices.Clone(tr.env), "KVLINT_LOADER=source", "GOCACHE="+cold), args...)
					assert.Equal(t, eOut, wOut, "%s: warm output differs from the export-data loader's", what)
					assert.Equal(t, eErr, wErr, "%s: warm standard error differs from the export-data loader's", what)
					assert.Equal(t, eCode, wCode, "%s: warm exit status differs from the export-data loader's", what)

					assert.Equal(t, eOut, cOut, "%s: output on an empty cache differs from the export-data loader's", what)
					assert.Equal(t, eErr, cErr, "%s: standard error on an empty cache differs from the export-data loader's", what)
					assert.Equal(t, eCode, cCode, "%s: exit status on an empty cache differs from the export-data loader's", what)
					runs++
				}
			}
		}
	}
	assert.Greater(t, runs, 5, "the fixture trees were found")
}
