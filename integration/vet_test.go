package integration

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// goVet runs `go vet -vettool=kvlint args ./...` in dir.
func goVet(t *testing.T, dir string, args ...string) (result, []finding) {
	t.Helper()
	vetArgs := append([]string{"vet", "-vettool=" + kvlintBinary(t)}, args...)
	r := run(t, dir, offlineEnv(), "go", append(vetArgs, "./...")...)
	return r, parseFindings(t, dir, r.stderr)
}

// go vet exits 1 when its tool reports diagnostics, as the standalone
// command does, and 0 when there are none.
const (
	standaloneFindingsExit = 1
	vetFindingsExit        = 1
)

func TestGoVetMatchesStandalone(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")

	// -config relative to the module root: go vet runs kvlint in every
	// package's directory (the standard library's too), so this also proves
	// the path resolves everywhere.
	configured := []string{"-config=" + filepath.Join("policies", "vet.yaml")}
	sa, want := standalone(t, dir, configured...)
	require.Equal(t, standaloneFindingsExit, sa.exit, "%s", sa)
	require.NotEmpty(t, want, "the fixture has findings")
	assert.Contains(t, want, finding{"KV0002", "pkg/virt-handler/vm.go", 12}, "the malformed directive")

	vet, got := goVet(t, dir, configured...)
	assert.Equal(t, vetFindingsExit, vet.exit, "%s", vet)
	assert.Equal(t, want, got, "go vet -vettool=kvlint -config=... and kvlint -config=... disagree\n%s", vet)

	// Without -config both discover .kvlint.yaml, which does not exclude the
	// heartbeat package: the findings differ from the -config run exactly
	// there, so neither driver ignored the flag.
	sa2, discovered := standalone(t, dir)
	require.Equal(t, standaloneFindingsExit, sa2.exit, "%s", sa2)
	vet2, got2 := goVet(t, dir)
	assert.Equal(t, vetFindingsExit, vet2.exit, "%s", vet2)
	assert.Equal(t, discovered, got2, "go vet -vettool=kvlint and kvlint disagree under discovery\n%s", vet2)

	const excluded = "pkg/virt-handler/heartbeat/"
	var inExcluded int
	for _, f := range discovered {
		if strings.HasPrefix(f.File, excluded) {
			inExcluded++
		}
	}
	assert.NotZero(t, inExcluded, "discovery reports in %s (its stale directive)", excluded)
	for _, f := range want {
		assert.False(t, strings.HasPrefix(f.File, excluded), "policies/vet.yaml excludes %s, yet %s was reported", excluded, f)
	}
	assert.Len(t, want, len(discovered)-inExcluded, "outside the excluded package both policies agree")
}

func TestGoVetCleanModule(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "clean")
	sa, want := standalone(t, dir)
	assert.Equal(t, 0, sa.exit, "%s", sa)
	assert.Empty(t, want)
	vet, got := goVet(t, dir)
	assert.Equal(t, 0, vet.exit, "%s", vet)
	assert.Empty(t, got)
}

// The `go vet -vettool=$(pwd)/kvlint -config=testdata/policies/ok.yaml ./...`
// form: an absolute tool path and a relative policy outside the module.
func TestGoVetWithRelativePolicyOutsideTheModule(t *testing.T) {
	skipIfShort(t)
	dir := filepath.Join(repoRoot(t), "testdata", "modules", "tiny")
	policy := "-config=" + filepath.Join("..", "..", "policies", "ok.yaml")
	sa, want := standalone(t, dir, policy)
	require.Equal(t, standaloneFindingsExit, sa.exit, "%s", sa)
	require.Equal(t, []finding{{"KV0002", "pkg/a/a.go", 4}}, want)
	vet, got := goVet(t, dir, policy)
	assert.Equal(t, vetFindingsExit, vet.exit, "%s", vet)
	assert.Equal(t, want, got, "%s", vet)
}

// go vet caches a tool's results keyed on its -V=full answer, its flags and
// the sources. kvlint folds the discovered policy into its -V=full answer, so
// editing .kvlint.yaml makes go vet analyse again instead of replaying.
func TestGoVetDoesNotReplayAfterPolicyEdit(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")
	_, before := goVet(t, dir)
	require.NotEmpty(t, before)
	var heartbeat int
	for _, f := range before {
		if strings.HasPrefix(f.File, "pkg/virt-handler/heartbeat/") {
			heartbeat++
		}
	}
	require.NotZero(t, heartbeat, "the fixture reports in the heartbeat package")

	policyPath := filepath.Join(dir, ".kvlint.yaml")
	filetest.Write(t, policyPath, filetest.Read(t, policyPath)+"exclude: [kubevirt.io/kubevirt/pkg/virt-handler/heartbeat]\n")

	_, after := goVet(t, dir)
	assert.Len(t, after, len(before)-heartbeat, "go vet replayed results from before the policy edit")
}

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
	sums := filetest.Read(t, filepath.Join(repoRoot(t), "go.sum"))
	filetest.Write(t, filepath.Join(dir, "go.sum"), sums)
	mustRun("go", "get", "-tool", "github.com/kvlint/kvlint/cmd/kvlint@v0.0.0")
	gomod := filetest.Read(t, filepath.Join(dir, "go.mod"))
	require.Contains(t, gomod, "tool github.com/kvlint/kvlint/cmd/kvlint")

	r := run(t, dir, env, "go", "tool", "kvlint", "./...")
	assert.Equal(t, standaloneFindingsExit, r.exit, "%s", r)
	assert.Equal(t, want, parseFindings(t, dir, r.stdout), "go tool kvlint and kvlint disagree\n%s", r)

	bin := strings.TrimSpace(mustRun("go", "tool", "-n", "kvlint").stdout)
	r = run(t, dir, env, "go", "vet", "-vettool="+bin, "./...")
	assert.Equal(t, vetFindingsExit, r.exit, "%s", r)
	assert.Equal(t, want, parseFindings(t, dir, r.stderr), "go vet -vettool=$(go tool -n kvlint) and kvlint disagree\n%s", r)
}
