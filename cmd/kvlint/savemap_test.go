package main_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// kvlint ci -save-map writes, from its own analysis, the document kvlint
// map -format=json writes for the same packages and policy: on every pass's
// fixture tree (findings or not) and on the ci module.
func TestCISaveMapIsTheMap(t *testing.T) {
	for _, tr := range fixtureTrees(t) {
		t.Run(tr.name, func(t *testing.T) {
			out := t.TempDir()
			saved, mapped := filepath.Join(out, "ci.json"), filepath.Join(out, "map.json")
			var config []string
			if p := tr.mainPolicy(); p != "" {
				config = []string{"-config=" + p}
			}
			args := append(append([]string{"ci", "-save-map=" + saved}, config...), "./...")
			_, stderr, code := runEnv(t, tr.dir, tr.env, args...)
			require.Contains(t, []int{0, 1}, code, stderr)
			args = append(append([]string{"map", "-format=json", "-o", mapped}, config...), "./...")
			_, stderr, code = runEnv(t, tr.dir, tr.env, args...)
			require.Equal(t, 0, code, stderr)
			got := filetest.Read(t, saved)
			assert.Contains(t, got, `"schema": "kvlint-map/v1"`)
			assert.Equal(t, filetest.Read(t, mapped), got)
		})
	}
}

// Plain kvlint has the flag too (one set of flags); a map that cannot be
// written is an error, exit 2, and no partial file.
func TestSaveMapErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-dir", "map.json")
	_, stderr, code := runEnv(t, ciModule(t), moduleEnv, "-save-map="+missing, "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "kvlint: -save-map: ")
	assert.NoFileExists(t, missing)
}
