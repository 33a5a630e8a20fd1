package main_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoadersAgree runs every driver-equivalence fixture tree (those of
// TestDriversAgree), under the pass tests' policy, with every pattern set and
// with test files, through both loaders:
//
//   - on a warm build cache (every dependency from export data) the default
//     loader prints byte for byte what the export-data loader
//     (KVLINT_LOADER=export) prints: JSON, standard error, exit status;
//   - on an empty build cache (every dependency type-checked from source
//     without bodies) it reports exactly the same findings and exits alike;
//     its stale policy entries (KV0003) include all of the export-data
//     loader's and may add entries about dependencies export data does not
//     show (see internal/core/load.completeImports).
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

					assert.Equal(t, eCode, cCode, "%s: exit status differs from the export-data loader's", what)
					if eCode > 1 {
						assert.Equal(t, eErr, cErr, "%s: the load error differs from the export-data loader's", what)
						continue
					}
					eDoc, cDoc := jsonFields(t, eOut), jsonFields(t, cOut)
					for k, v := range eDoc {
						if k != "stalePolicyEntries" {
							assert.JSONEq(t, string(v), string(cDoc[k]), "%s: %s differ from the export-data loader's", what, k)
						}
					}
					for _, e := range jsonList(t, eDoc["stalePolicyEntries"]) {
						assert.Contains(t, jsonList(t, cDoc["stalePolicyEntries"]), e, "%s: a stale entry of the export-data loader is missing", what)
					}
					runs++
				}
			}
		}
	}
	assert.Greater(t, runs, 5, "the fixture trees were found")
}

func jsonFields(t *testing.T, s string) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(s), &m), s)
	return m
}

func jsonList(t *testing.T, raw json.RawMessage) []string {
	if raw == nil {
		return nil
	}
	var l []json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &l), string(raw))
	out := make([]string, len(l))
	for i, e := range l {
		out[i] = string(e)
	}
	return out
}
