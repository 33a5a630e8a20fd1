package plugin

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/registry"
)

// settingsFrom decodes YAML the way golangci-lint hands settings to a plugin:
// generic maps, lists and scalars.
func settingsFrom(t *testing.T, text string) any {
	t.Helper()
	var v any
	require.NoError(t, yaml.Unmarshal([]byte(text), &v))
	return v
}

func newPlugin(t *testing.T, text string) *Plugin {
	t.Helper()
	p, err := New(settingsFrom(t, text))
	require.NoError(t, err)
	return p.(*Plugin)
}

func TestSettingsErrors(t *testing.T) {
	cases := map[string]string{
		"cnfig: x.yaml":     `unknown key "cnfig" (known keys: config, policy, enable, disable)`,
		"config: [a, b]":    "settings.config: want a string, found a list",
		"enable: HP1003":    `settings.enable: want a list of codes or pass names, found the string "HP1003"`,
		"disable: [1]":      "settings.disable[0]: want a code or pass name",
		"disable: [XX9999]": `settings.disable: unknown check "XX9999"`,
		"enable: [HP1003]\ndisable: [hostprim, HP1003]": "HP1003 is both enabled and disabled",
		"config: a.yaml\npolicy: 'version: 1'":          "set config (a policy file) or policy (the policy inline), not both",
		"policy: {version: 1}":                          "write the policy as a YAML text block",
		"policy: |\n  version: 1\n  colour: red\n":      `settings.policy:2:1: unknown key "colour"`,
		"policy: 'version: 2'":                          "unsupported policy version 2",
		"config: does-not-exist.yaml":                   "does-not-exist.yaml: cannot read policy",
		// These crashed golangci-lint at start-up.
		"policy: |\n  version: 1\n  components:\n    shared: []\n":                          `settings.policy:3:3: components: "shared" is reserved`,
		"policy: |\n  version: 1\n  extends: kubevirt\n  statusfield:\n    allow: [~]\n":    "settings.policy:4:11: statusfield.allow[0]: empty list item",
		"policy: |\n  version: 1\n  extends: kubevirt\n  migration:\n    lifecycles: [~]\n": "settings.policy:4:16: migration.lifecycles[0]: empty list item",
	}
	for text, want := range cases {
		t.Run(text, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { _, err = New(settingsFrom(t, text)) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), want)
			assert.NotContains(t, err.Error(), "\n", "errors are one line")
		})
	}
	_, err := New([]any{"config"})
	assert.ErrorContains(t, err, "want a mapping")
}

func TestLoadModeIsTypesInfo(t *testing.T) {
	// The passes exchange facts, which needs type information for every package.
	assert.Equal(t, "typesinfo", newPlugin(t, "").GetLoadMode())
}

func analyzerNames(t *testing.T, p *Plugin) []string {
	t.Helper()
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	var out []string
	for _, a := range as {
		require.NoError(t, analysis.Validate([]*analysis.Analyzer{a}))
		out = append(out, a.Name)
	}
	return out
}

func TestAnalyzersComeFromTheRegistry(t *testing.T) {
	want := []string{"kvdirective"}
	for _, p := range registry.Defs() {
		want = append(want, p.Name)
	}
	assert.Equal(t, want, analyzerNames(t, newPlugin(t, "")))
	assert.Equal(t, want, analyzerNames(t, newPlugin(t, "disable: [KV0001, HO1003]")), "disabling single codes keeps every analyzer")

	got := analyzerNames(t, newPlugin(t, "disable: [hostprim, KV0002]"))
	assert.NotContains(t, got, "hostprim")
	assert.NotContains(t, got, "kvdirective")
	assert.Len(t, got, len(want)-2)
}

func TestSettingsMapToPasskit(t *testing.T) {
	p := newPlugin(t, "enable: [hostprim, sf1001]\ndisable: [migrationpair, KV0001]")
	s := p.settings
	assert.True(t, s.Enable["HP1003"], "a pass name enables its opt-in codes")
	assert.True(t, s.Enable["SF1001"], "codes are case-insensitive")
	assert.True(t, s.Disable["migrationpair"])
	assert.True(t, s.Disable["KV0001"])
	assert.False(t, s.Disable["KV0002"])
	assert.True(t, s.DropRelated, "golangci-lint would print each related location as an issue of its own")
}

// run loads the fixture package and runs the plugin's analyzers (or only the
// given ones) on it,
// returning "CODE line" for each diagnostic.
func run(t *testing.T, p *Plugin, only ...*analysis.Analyzer) []string {
	t.Helper()
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(gopath, "src", "example.com", "app"),
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS=", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, "example.com/app")
	require.NoError(t, err)
	require.Len(t, pkgs, 1)
	require.Empty(t, pkgs[0].Errors)
	as := only
	if len(as) == 0 {
		as, err = p.BuildAnalyzers()
		require.NoError(t, err)
	}
	g, err := checker.Analyze(as, pkgs, nil)
	require.NoError(t, err)
	var out []string
	for _, act := range g.Roots {
		require.NoError(t, act.Err, act.Analyzer.Name)
		for _, d := range act.Diagnostics {
			out = append(out, fmt.Sprintf("%s %d", d.Category, act.Package.Fset.Position(d.Pos).Line))
		}
	}
	sort.Strings(out)
	return out
}

const (
	inScope    = "policy: |\n  version: 1\n  module: [example.com/...]\n"
	outOfScope = "policy: |\n  version: 1\n  module: [kubevirt.io/...]\n"
)

func TestInstancesDoNotShareSettings(t *testing.T) {
	// Interleaved instances in one process: each keeps its own policy and
	// switches, as golangci-lint may build several.
	a := newPlugin(t, inScope)
	b := newPlugin(t, outOfScope)
	c := newPlugin(t, inScope+"disable: [KV0001, KV0002]\n")
	d := newPlugin(t, inScope+"disable: [hostprim]\n")

	both := []string{"KV0001 6", "KV0002 9"}
	assert.Equal(t, both, run(t, a))
	assert.Equal(t, []string{"KV0002 9"}, run(t, b), "out of the module scope nothing but malformed directives is reported")
	assert.Empty(t, run(t, c))
	assert.Equal(t, []string{"KV0002 9"}, run(t, d), "with hostprim off, its directive is not checked for staleness")
	assert.Equal(t, both, run(t, a), "a's results do not change after b, c and d ran")
}

func TestSingleAnalyzer(t *testing.T) {
	a, err := Analyzer("hostprim", map[string]any{"policy": "version: 1\nmodule: [example.com/...]\n"})
	require.NoError(t, err)
	assert.Equal(t, "hostprim", a.Name)
	// It runs with the given policy: the stale directive is in scope.
	got := run(t, &Plugin{}, a)
	assert.Equal(t, []string{"KV0001 6"}, got)

	_, err = Analyzer("hostprim", map[string]any{"disable": []any{"hostprim"}})
	assert.ErrorContains(t, err, `no analyzer "hostprim"`)
	_, err = Analyzer("nosuch", nil)
	assert.ErrorContains(t, err, "have: kvdirective, handoff, hostprim, migrationpair, statusfield")
}

func TestConfigFileFromWorkingDirectory(t *testing.T) {
	fixtureDir, err := filepath.Abs("testdata")
	require.NoError(t, err)
	dir := t.TempDir()
	filetest.Write(t, filepath.Join(dir, "kv.yaml"), "version: 1\nmodule: [example.com/...]\n")
	t.Chdir(dir)
	p := newPlugin(t, "config: kv.yaml")
	t.Chdir(filepath.Dir(fixtureDir)) // run loads the fixture relative to the package directory
	assert.Equal(t, []string{"KV0001 6", "KV0002 9"}, run(t, p))

	t.Chdir(dir)
	filetest.Write(t, filepath.Join(dir, "bad.yaml"), "version: 1\ncolour: red\n")
	_, err = New(settingsFrom(t, "config: bad.yaml"))
	assert.ErrorContains(t, err, `bad.yaml:2:1: unknown key "colour"`)
}
