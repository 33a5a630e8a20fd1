package main_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kvlintBin builds the command once per test binary.
func kvlintBin(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kvlint-bin")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "kvlint")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = errors.New(string(out))
		}
	})
	require.NoError(t, binErr)
	return binPath
}

// run runs kvlint in dir and returns stdout, stderr and the exit code.
func run(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	return runEnv(t, dir, nil, args...)
}

func testdata(parts ...string) string {
	abs, _ := filepath.Abs(filepath.Join(append([]string{"..", "..", "testdata"}, parts...)...))
	return abs
}

func TestFindingsExitThree(t *testing.T) {
	_, stderr, code := run(t, testdata("modules", "tiny"), "-config="+testdata("policies", "ok.yaml"), "./...")
	assert.Equal(t, 3, code, stderr)
	assert.Contains(t, stderr, "a.go:4:1: KV0002: directive has no reason")
}

func TestBadPolicyIsOnePositionedLine(t *testing.T) {
	cases := map[string]string{
		"unknown-key.yaml": `unknown-key.yaml:4:1: unknown key "colour"`,
		"syntax.yaml":      "syntax.yaml:2:1: YAML syntax error",
		"missing.yaml":     "missing.yaml: cannot read policy",
		// Section errors are found before any package is loaded: the
		// preflight decodes every pass's section.
		"missing-reason.yaml":    `missing-reason.yaml:9:11: hostprim.categories.mount.wrappers[0]: missing required key "reason"`,
		"bad-selector.yaml":      `bad-selector.yaml:7:14: hostprim.categories.mount.apis[0]: bad selector "golang.org/x/sys/unix"`,
		"unknown-component.yaml": `unknown-component.yaml:8:20: hostprim.categories.mount.components[0]: unknown component "agnet" (known: agent)`,
	}
	for file, want := range cases {
		t.Run(file, func(t *testing.T) {
			stdout, stderr, code := run(t, testdata("modules", "tiny"), "-config="+testdata("policies", file), "./...")
			assert.Equal(t, 1, code)
			assert.Empty(t, stdout)
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			require.Len(t, lines, 1, stderr)
			assert.Contains(t, lines[0], want)
			assert.True(t, strings.HasPrefix(lines[0], "kvlint: "), lines[0])
		})
	}
}

func TestExplain(t *testing.T) {
	stdout, _, code := run(t, ".", "explain", "KV0001")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(stdout, "# KV0001"), stdout)

	stdout, _, code = run(t, ".", "explain")
	assert.Equal(t, 0, code)
	assert.Contains(t, stdout, "KV0002")

	_, stderr, code := run(t, ".", "explain", "XX0000")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `unknown check code "XX0000"`)
}

func TestVersion(t *testing.T) {
	stdout, _, code := run(t, ".", "version")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(stdout, "kvlint "), stdout)
}

func TestPackageThatDoesNotTypeCheck(t *testing.T) {
	_, stderr, code := run(t, testdata("modules", "broken"), "-config="+testdata("policies", "ok.yaml"), "./...")
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "b.go:3:23: undefined: undefinedThing")
	assert.Contains(t, stderr, "kvlint: some packages do not type-check")
	assert.NotContains(t, stderr, "failed prerequisites")
	assert.NotContains(t, stderr, "panic")
}

func TestMap(t *testing.T) {
	dir := testdata("integration", "kubevirt")
	stdout, stderr, code := run(t, dir, "map", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "| virt-handler | 2 |")
	assert.Contains(t, stdout, "- **virt-controller → virt-handler** (1)")
	assert.Contains(t, stdout, "`kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi → kubevirt.io/kubevirt/pkg/virt-handler/heartbeat`")
	// Each pass adds its part of the policy (the fixture extends the kubevirt profile).
	assert.Contains(t, stdout, "| Phase = Running | virt-handler |")
	assert.Contains(t, stdout, "## Handoff channels (handoff)")
	assert.Contains(t, stdout, "## Host primitives (hostprim)")
	assert.Contains(t, stdout, "## Migration pairs (migrationpair)")

	stdout, stderr, code = run(t, dir, "map", "-format=dot", "./...")
	require.Equal(t, 0, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "digraph kvlint {"), stdout)
	assert.Contains(t, stdout, `"virt-controller" -> "virt-handler" [label="1"];`)

	_, stderr, code = run(t, dir, "map", "-format=svg", "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "want markdown or dot")

	_, stderr, code = run(t, dir, "map", "-config="+testdata("policies", "unknown-key.yaml"), "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `unknown-key.yaml:4:1: unknown key "colour"`)
}
