package integration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// The other tests build kvlint and golangci-lint in subprocesses, whose
// inputs go test cannot see. Files a test opens are part of go test's cache
// key (their size and mtime), so reading every source file of the checkout
// here keeps a cached "ok" from outliving a change to a pass, the policy, the
// plugin or the scripts. (Reading them in TestMain would not do: go test logs
// a test's file accesses only while tests run.)
func TestSourcesAreCacheInputs(t *testing.T) {
	require.NoError(t, readSources(repoRoot(t)))
}

func readSources(root string) error {
	return filetest.WalkFiles(root, []string{".git", "bin", "node_modules"}, func(path string) error {
		switch strings.ToLower(filepath.Ext(path)) {
		case ".go", ".mod", ".sum", ".yaml", ".yml", ".md", ".sh":
			_, err := os.ReadFile(path)
			return err
		}
		return nil
	})
}
