package integration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A module can pin kvlint with Go's tool directive (go get -tool) and run it
// as `go tool kvlint`, or under go vet via `go tool -n kvlint`.
func TestGoToolDirective(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")
	_, want := standalone(t, dir)
	require.NotEmpty(t, want)

	// What `go get -tool github.com/kvlint/kvlint/cmd/kvlint@<version>` does,
	// with this checkout standing in for the published module and the
	// checksums it already has, so no network is needed.
	env := offlineEnv()
	mustRun := func(name string, args ...string) result {
		t.Helper()
		r := run(t, dir, env, name, args...)
		require.Equal(t, 0, r.exit, "%s %s: %s", name, strings.Join(args, " "), r)
		return r
	}
	mustRun("go", "mod", "edit", "-require=github.com/kvlint/kvlint@v0.0.0", "-replace=github.com/kvlint/kvlint="+repoRoot(t))
	sums, err := os.ReadFile(filepath.Join(repoRoot(t), "go.sum"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.sum"), sums, 0o644))
	mustRun("go", "get", "-tool", "github.com/kvlint/kvlint/cmd/kvlint@v0.0.0")
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	require.NoError(t, err)
	require.Contains(t, string(gomod), "tool github.com/kvlint/kvlint/cmd/kvlint")

	r := run(t, dir, env, "go", "tool", "kvlint", "./...")
	assert.Equal(t, standaloneFindingsExit, r.exit, "%s", r)
	assert.Equal(t, want, parseFindings(t, dir, r.stdout), "go tool kvlint and kvlint disagree\n%s", r)

	bin := strings.TrimSpace(mustRun("go", "tool", "-n", "kvlint").stdout)
	r = run(t, dir, env, "go", "vet", "-vettool="+bin, "./...")
	assert.Equal(t, vetFindingsExit, r.exit, "%s", r)
	assert.Equal(t, want, parseFindings(t, dir, r.stderr), "go vet -vettool=$(go tool -n kvlint) and kvlint disagree\n%s", r)
}
