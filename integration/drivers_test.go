package integration

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/filetest"
)

// The other drivers — go vet, go tool and golangci-lint's module plugin —
// report what the standalone command reports on the same tree and policy.

// goVet runs `go vet -vettool=TOOL args ./...` in dir.
func goVet(t *testing.T, tool, dir string, args ...string) (result, []finding) {
	t.Helper()
	vetArgs := append([]string{"vet", "-vettool=" + tool}, args...)
	r := run(t, dir, offlineEnv(), "go", append(vetArgs, "./...")...)
	return r, parseFindings(t, dir, r.stderr)
}

// eachVetTool runs test once with each command go vet can run: kvlint, and
// kvlint-vet, its vet-only build. Both must report what kvlint does.
func eachVetTool(t *testing.T, test func(t *testing.T, tool string)) {
	t.Helper()
	t.Run("kvlint", func(t *testing.T) { test(t, kvlintBinary(t)) })
	t.Run("kvlint-vet", func(t *testing.T) { test(t, kvlintVetBinary(t)) })
}

// go vet exits 1 when its tool reports diagnostics, as the standalone
// command does, and 0 when there are none.
const (
	standaloneFindingsExit = 1
	vetFindingsExit        = 1
)

func TestGoVetMatchesStandalone(t *testing.T) {
	skipIfShort(t)
	eachVetTool(t, goVetMatchesStandalone)
}

func goVetMatchesStandalone(t *testing.T, tool string) {
	dir := fixture(t, "kubevirt")

	// -config relative to the module root: go vet runs kvlint in every
	// package's directory (the standard library's too), so this also proves
	// the path resolves everywhere.
	configured := []string{"-config=" + filepath.Join("policies", "vet.yaml")}
	sa, want := standalone(t, dir, configured...)
	require.Equal(t, standaloneFindingsExit, sa.exit, "%s", sa)
	require.NotEmpty(t, want, "the fixture has findings")
	assert.Contains(t, want, finding{"KV0002", "pkg/virt-handler/vm.go", 12}, "the malformed directive")

	vet, got := goVet(t, tool, dir, configured...)
	assert.Equal(t, vetFindingsExit, vet.exit, "%s", vet)
	assert.Equal(t, want, got, "go vet -vettool=%s -config=... and kvlint -config=... disagree\n%s", tool, vet)

	// Without -config both discover .kvlint.yaml, which does not exclude the
	// heartbeat package: the findings differ from the -config run exactly
	// there, so neither driver ignored the flag.
	sa2, discovered := standalone(t, dir)
	require.Equal(t, standaloneFindingsExit, sa2.exit, "%s", sa2)
	vet2, got2 := goVet(t, tool, dir)
	assert.Equal(t, vetFindingsExit, vet2.exit, "%s", vet2)
	assert.Equal(t, discovered, got2, "go vet -vettool=%s and kvlint disagree under discovery\n%s", tool, vet2)

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
	eachVetTool(t, func(t *testing.T, tool string) {
		vet, got := goVet(t, tool, dir)
		assert.Equal(t, 0, vet.exit, "%s", vet)
		assert.Empty(t, got)
	})
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
	eachVetTool(t, func(t *testing.T, tool string) {
		vet, got := goVet(t, tool, dir, policy)
		assert.Equal(t, vetFindingsExit, vet.exit, "%s", vet)
		assert.Equal(t, want, got, "%s", vet)
	})
}

// go vet caches a tool's results keyed on its -V=full answer, its flags and
// the sources. kvlint folds the discovered policy into its -V=full answer, so
// editing .kvlint.yaml makes go vet analyse again instead of replaying.
func TestGoVetDoesNotReplayAfterPolicyEdit(t *testing.T) {
	skipIfShort(t)
	eachVetTool(t, goVetDoesNotReplayAfterPolicyEdit)
}

func goVetDoesNotReplayAfterPolicyEdit(t *testing.T, tool string) {
	dir := fixture(t, "kubevirt")
	_, before := goVet(t, tool, dir)
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

	_, after := goVet(t, tool, dir)
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

var golangci built

// golangciBinary builds (or takes from its cache) golangci-lint v2.15.0 with
// the kvlint plugin, through the script users run. scripts/ci-deps.sh builds
// it before .ci/run's go test; a cold build inside the test can take longer
// than go test's default 10-minute timeout on a busy 2-core machine (use
// -timeout=30m then).
func golangciBinary(t *testing.T) string {
	t.Helper()
	return golangci.get(t, func() (string, error) {
		cmd := exec.Command("bash", filepath.Join(repoRoot(t), "scripts", "build-golangci-kvlint.sh"))
		cmd.Dir = repoRoot(t)
		cmd.Stderr = os.Stderr // a cold build takes minutes: show its progress
		out, err := cmd.Output()
		if err != nil {
			return "", fmt.Errorf("scripts/build-golangci-kvlint.sh: %w\n%s", err, out)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		return lines[len(lines)-1], nil
	})
}

// golangci-lint prints "analyzer: CODE: message"; the analyzer is one of
// kvlint's passes.
var issueCode = regexp.MustCompile(`^[a-z]+: ([A-Z]{2}\d{4}): `)

// golangciRun runs the custom golangci-lint with config on ./... in dir and
// returns its exit status and kvlint's findings.
func golangciRun(t *testing.T, dir, config string) (result, []finding) {
	t.Helper()
	env := offlineEnv("GOLANGCI_LINT_CACHE=" + t.TempDir())
	// --allow-parallel-runners: golangci-lint otherwise takes a machine-wide
	// lock and exits 3 when another run (an editor's, a developer's) holds it.
	r := run(t, dir, env, golangciBinary(t), "run", "--allow-parallel-runners", "--config="+config,
		"--output.json.path=stdout", "--show-stats=false", "./...")
	var report struct {
		Issues []struct {
			FromLinter string
			Text       string
			Pos        struct {
				Filename string
				Line     int
			}
		}
		Report struct{ Error string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &report), "%s", r)
	require.Empty(t, report.Report.Error, "%s", r)
	var out []finding
	for _, is := range report.Issues {
		require.Equal(t, "kvlint", is.FromLinter, "only kvlint is enabled: %+v", is)
		m := issueCode.FindStringSubmatch(is.Text)
		require.NotNil(t, m, "not a kvlint diagnostic: %q", is.Text)
		out = append(out, finding{Code: m[1], File: relTo(t, dir, is.Pos.Filename), Line: is.Pos.Line})
	}
	return r, sortFindings(out)
}

// golangci-lint exits 1 when it reports issues.
const golangciFindingsExit = 1

func TestGolangciLintPluginMatchesStandalone(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")
	sa, want := standalone(t, dir, "-config=.kvlint.yaml")
	require.Equal(t, standaloneFindingsExit, sa.exit, "%s", sa)
	require.NotEmpty(t, want, "the fixture has findings")
	assert.Contains(t, want, finding{"KV0002", "pkg/virt-handler/vm.go", 12}, "the malformed directive")

	t.Run("config file", func(t *testing.T) {
		r, got := golangciRun(t, dir, ".golangci.yml")
		assert.Equal(t, golangciFindingsExit, r.exit, "%s", r)
		assert.Equal(t, want, got, "golangci-lint with the kvlint plugin and kvlint disagree\n%s", r)
	})

	// The same policy inline in golangci-lint's settings.
	policy := filetest.Read(t, filepath.Join(dir, ".kvlint.yaml"))
	inline := writeGolangciConfig(t, dir, "policy: |\n"+indent(policy, "            "))
	t.Run("inline policy", func(t *testing.T) {
		r, got := golangciRun(t, dir, inline)
		assert.Equal(t, golangciFindingsExit, r.exit, "%s", r)
		assert.Equal(t, want, got, "%s", r)
	})

	// disable: a code the directive analyzer reports, by code.
	noKV0002 := writeGolangciConfig(t, dir, "config: .kvlint.yaml\ndisable: [KV0002]\n")
	t.Run("disable", func(t *testing.T) {
		var wantRest []finding
		for _, f := range want {
			if f.Code != "KV0002" {
				wantRest = append(wantRest, f)
			}
		}
		r, got := golangciRun(t, dir, noKV0002)
		assert.Equal(t, wantRest, got, "%s", r)
	})

	// A bad setting stops golangci-lint with kvlint's one-line error.
	bad := writeGolangciConfig(t, dir, "config: .kvlint.yaml\ndisable: [XX0000]\n")
	t.Run("bad settings", func(t *testing.T) {
		r := run(t, dir, offlineEnv("GOLANGCI_LINT_CACHE="+t.TempDir()), golangciBinary(t), "run", "--allow-parallel-runners", "--config="+bad, "./...")
		assert.NotEqual(t, 0, r.exit, "%s", r)
		assert.Contains(t, r.stdout+r.stderr, `settings.disable: unknown check "XX0000"`, "%s", r)
	})
}

func TestGolangciLintPluginCleanModule(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "clean")
	cfg := filepath.Join(repoRoot(t), "testdata", "integration", "kubevirt", ".golangci.yml")
	r, got := golangciRun(t, dir, cfg)
	assert.Equal(t, 0, r.exit, "%s", r)
	assert.Empty(t, got)
}

// writeGolangciConfig writes a golangci-lint configuration enabling only
// kvlint with the given settings (YAML, indented by the caller's newlines).
func writeGolangciConfig(t *testing.T, dir, settings string) string {
	t.Helper()
	text := `version: "2"
linters:
  default: none
  enable: [kvlint]
  settings:
    custom:
      kvlint:
        type: module
        settings:
` + indent(settings, "          ") + `issues:
  max-issues-per-linter: 0
  max-same-issues: 0
  uniq-by-line: false
`
	f, err := os.CreateTemp(dir, ".golangci-*.yml")
	require.NoError(t, err)
	_, err = f.WriteString(text)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	return f.Name()
}

func indent(text, prefix string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		if strings.TrimSpace(line) != "" {
			b.WriteString(prefix)
		}
		b.WriteString(line)
	}
	s := b.String()
	if !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	return s
}

// A //line directive in a hand-written file must not move where golangci-lint
// shows a finding of the plugin. golangci-lint itself maps //line-adjusted
// positions back to the physical file (its filename unadjuster), so the
// plugin does not need go vet's treatment (a copy of the file without the
// directives); this guards that contract across golangci-lint upgrades.
func TestGolangciLintPluginIgnoresHandWrittenLineDirectives(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")
	const lifecycle = "pkg/virt-controller/watch/vmi/lifecycle.go"
	path := filepath.Join(dir, filepath.FromSlash(lifecycle))
	src := filetest.Read(t, path)
	i := strings.Index(src, "\treturn unix.Mount")
	require.GreaterOrEqual(t, i, 0, "the fixture's unix.Mount call moved")
	filetest.Write(t, path, src[:i]+"//line ../../../../README.md:1:1\n"+src[i:])
	line := strings.Count(src[:i], "\n") + 2 // the call's physical line, after the directive

	_, want := standalone(t, dir, "-config=.kvlint.yaml")
	assert.Contains(t, want, finding{"HP1001", lifecycle, line}, "kvlint itself keeps the physical line")
	r, got := golangciRun(t, dir, ".golangci.yml")
	assert.Equal(t, want, got, "golangci-lint with the kvlint plugin and kvlint disagree\n%s", r)
	for _, f := range got {
		assert.NotContains(t, f.File, "README", "%s", r)
	}
}

// .custom-gcl.yml (for `golangci-lint custom`, which needs GitHub) and the
// offline build script must build the same golangci-lint with the same plugin.
func TestCustomGclMatchesBuildScript(t *testing.T) {
	root := repoRoot(t)
	data := filetest.Read(t, filepath.Join(root, ".custom-gcl.yml"))
	var cfg struct {
		Version string `yaml:"version"`
		Plugins []struct {
			Module string `yaml:"module"`
			Import string `yaml:"import"`
			Path   string `yaml:"path"`
		} `yaml:"plugins"`
	}
	require.NoError(t, yaml.Unmarshal([]byte(data), &cfg))

	script := filetest.Read(t, filepath.Join(root, "scripts", "build-golangci-kvlint.sh"))
	m := regexp.MustCompile(`(?m)^GCL_VERSION=(\S+)$`).FindStringSubmatch(script)
	require.NotNil(t, m, "GCL_VERSION in the build script")
	assert.Equal(t, m[1], cfg.Version)

	gomod := filetest.Read(t, filepath.Join(root, "go.mod"))
	mm := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindStringSubmatch(gomod)
	require.NotNil(t, mm)
	mod := mm[1]
	require.Len(t, cfg.Plugins, 1)
	assert.Equal(t, mod, cfg.Plugins[0].Module)
	assert.Equal(t, mod+"/plugin", cfg.Plugins[0].Import)
	assert.Equal(t, ".", cfg.Plugins[0].Path)
}
