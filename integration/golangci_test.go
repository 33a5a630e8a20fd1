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
	r := run(t, dir, env, golangciBinary(t), "run", "--config="+config,
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
		r := run(t, dir, offlineEnv("GOLANGCI_LINT_CACHE="+t.TempDir()), golangciBinary(t), "run", "--config="+bad, "./...")
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
