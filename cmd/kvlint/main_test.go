package main_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

func TestFindingsExitOne(t *testing.T) {
	dir := testdata("modules", "tiny")
	for _, format := range []string{"text", "json", "sarif", "github"} {
		stdout, stderr, code := run(t, dir, "-format="+format, "-config="+testdata("policies", "ok.yaml"), "./...")
		assert.Equal(t, 1, code, "-format=%s: %s", format, stderr)
		assert.Contains(t, stdout, "KV0002", format)
		assert.Contains(t, stderr, "kvlint explain KV0002", format)
	}
	stdout, _, _ := run(t, dir, "-config="+testdata("policies", "ok.yaml"), "./...")
	assert.Contains(t, stdout, "pkg/a/a.go:4:1: KV0002: directive has no reason")
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
			assert.Equal(t, 2, code)
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
	stdout, stderr, code := run(t, testdata("modules", "broken"), "-config="+testdata("policies", "ok.yaml"), "./...")
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 2, stderr)
	assert.Regexp(t, `^kvlint: \S*pkg/b/b.go:3:23: undefined: undefinedThing$`, lines[0])
	assert.Contains(t, lines[1], "kvlint: 1 problem in packages that do not load or type-check")
	assert.NotContains(t, stderr, "panic")
}

func TestMap(t *testing.T) {
	dir := testdata("integration", "kubevirt")
	stdout, stderr, code := run(t, dir, "map", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "## Where to start reading")
	assert.Contains(t, stdout, "| virt-handler | 2 |")
	// The fixture's controller imports a handler package: an import edge
	// that the kubevirt profile does not allow.
	assert.Contains(t, stdout, "| virt-controller | virt-handler | imports | 1 | 1 |")

	stdout, stderr, code = run(t, dir, "map", "-format=dot", "./...")
	require.Equal(t, 0, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "digraph kvlint_map {"), stdout)
	assert.Contains(t, stdout, `"virt-controller" -> "virt-handler" [label="imports, 1\n1 violation(s)", style=dashed, color=red, fontcolor=red];`)

	stdout, stderr, code = run(t, dir, "map", "-format=json", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "kvlint-map/v1", decodeJSON[struct{ Schema string }](t, stdout).Schema)

	out := filepath.Join(t.TempDir(), "map.md")
	stdout, stderr, code = run(t, dir, "map", "-o", out, "-link=https://example.com/blob/v1/", "-root="+dir, "./...")
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stdout)
	assert.Contains(t, filetest.Read(t, out), "](https://example.com/blob/v1/pkg/virt-handler/vm.go#L")
	// Without -root, paths are relative to the repository, as kvlint ci's.
	stdout, stderr, code = run(t, dir, "map", "-link=https://example.com/blob/v1/", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "](https://example.com/blob/v1/testdata/integration/kubevirt/pkg/virt-handler/vm.go#L")

	_, stderr, code = run(t, dir, "map", "-format=svg", "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "want markdown, json or dot")

	_, stderr, code = run(t, dir, "map")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "no packages given")

	_, stderr, code = run(t, dir, "map", "-config="+testdata("policies", "unknown-key.yaml"), "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `unknown-key.yaml:4:1: unknown key "colour"`)

	_, stderr, code = run(t, testdata("modules", "broken"), "map", "-config="+testdata("policies", "ok.yaml"), "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "b.go:3:23: undefined: undefinedThing")
	assert.NotContains(t, stderr, "panic")
}

// A bad nested .kvlint.yaml stopped only the passes of the packages below it,
// once per pass, while the rest was analysed: now it stops the run, in one line.
func TestBadNestedPolicyIsOneLine(t *testing.T) {
	tmp := t.TempDir()
	filetest.WriteAll(t, tmp, map[string]string{
		"go.mod":                "module example.com/p\n\ngo 1.26\n",
		"a/a.go":                "package a\n",
		"b/b.go":                "package b\n",
		"b/.kvlint.yaml":        "version: 1\nextends: kubevirt\nstatusfield:\n  allow: [~]\n",
		"vendor/x/.kvlint.yaml": "not: [a, policy\n",
	})
	stdout, stderr, code := run(t, tmp, "./...")
	assert.Equal(t, 2, code, stderr)
	assert.Empty(t, stdout)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 1, stderr)
	assert.Contains(t, lines[0], filepath.Join("b", ".kvlint.yaml")+":4:11: statusfield.allow[0]: empty list item")
}

// go vet asks for the tool ID in every package directory; a .kvlint.yaml
// that is a FIFO must not hang it (the analysis run reports the bad file).
func TestToolIDDoesNotHangOnAFIFOPolicy(t *testing.T) {
	bin := kvlintBin(t)
	dir := t.TempDir()
	filetest.Write(t, filepath.Join(dir, "go.mod"), "module example.com/m\n")
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, ".kvlint.yaml"), 0o644))

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-V=full")
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, ctx.Err(), "kvlint -V=full hung on a FIFO .kvlint.yaml")
	require.NoError(t, err)
	assert.Contains(t, string(out), "buildID=")
}
