package policy_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// testSection is shaped like a pass section: components, selectors and
// reasoned exemptions.
type testSection struct {
	Rules []struct {
		Name       string              `yaml:"name" kv:"required"`
		APIs       []selector.Selector `yaml:"apis"`
		Components []string            `yaml:"components"`
		Wrappers   []struct {
			Package policy.Pattern `yaml:"package" kv:"required"`
			Reason  string         `yaml:"reason" kv:"required"`
		} `yaml:"wrappers"`
		Pos policy.Pos
	} `yaml:"rules"`
}

func (s *testSection) Validate(p *policy.Policy) error {
	for _, r := range s.Rules {
		for _, c := range r.Components {
			if err := p.CheckComponent(c, r.Pos, false); err != nil {
				return err
			}
		}
	}
	return nil
}

func newTestSection() policy.Section { return new(testSection) }

const base = `version: 1
module: [kubevirt.io/kubevirt/...]
components:
  virt-handler: [kubevirt.io/kubevirt/pkg/virt-handler/...]
  virt-controller: [kubevirt.io/kubevirt/pkg/virt-controller/..., kubevirt.io/kubevirt/cmd/virt-controller]
  special: [kubevirt.io/kubevirt/pkg/virt-handler/special]
exclude: ["*_test.go", kubevirt.io/kubevirt/tests/...]
`

func parse(t *testing.T, text string) (*policy.Policy, error) {
	t.Helper()
	return policy.Parse("p.yaml", []byte(text))
}

func TestComponentsLongestMatchWins(t *testing.T) {
	p, err := parse(t, base)
	require.NoError(t, err)
	for pkg, want := range map[string]string{
		"kubevirt.io/kubevirt/pkg/virt-handler":              "virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/cgroup":       "virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/special":      "special",
		"kubevirt.io/kubevirt/pkg/virt-handler/special/x":    "virt-handler",
		"kubevirt.io/kubevirt/cmd/virt-controller":           "virt-controller",
		"kubevirt.io/kubevirt/cmd/virt-controller/sub":       policy.Shared,
		"kubevirt.io/kubevirt/pkg/virt-handlerx":             policy.Shared,
		"kubevirt.io/kubevirt/pkg/controller":                policy.Shared,
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi": "virt-controller",
	} {
		assert.Equal(t, want, p.ComponentOf(pkg), pkg)
	}
}

func TestScopeAndExclude(t *testing.T) {
	p, err := parse(t, base)
	require.NoError(t, err)
	assert.True(t, p.InModule("kubevirt.io/kubevirt/pkg/x", ""))
	assert.False(t, p.InModule("kubevirt.io/api/core/v1", "kubevirt.io/kubevirt"))
	assert.True(t, p.Excluded("kubevirt.io/kubevirt/pkg/x", "/a/b/x_test.go"))
	assert.True(t, p.Excluded("kubevirt.io/kubevirt/tests/libvmi", "/a/b/x.go"))
	assert.False(t, p.Excluded("kubevirt.io/kubevirt/pkg/x", "/a/b/x.go"))

	q, err := parse(t, "version: 1\n")
	require.NoError(t, err)
	assert.True(t, q.InModule("example.com/m/pkg", "example.com/m"))
	assert.False(t, q.InModule("example.com/other", "example.com/m"))
	assert.False(t, q.InModule("fmt", ""), "without module information the standard library is out of scope")
}

// Every configuration error is one line that starts with file:line:col.
func TestConfigErrorsArePositionedOneLiners(t *testing.T) {
	checkParseErrors(t, []parseErrorCase{
		{"unknown top-level key", base + "colour: red\n", `p.yaml:8:1: unknown key "colour"`},
		{"unknown nested key", base + "rules: []\n", `p.yaml:8:1: unknown key "rules"`},
		{"yaml syntax", "version: 1\n\tcomponents: {}\n", "p.yaml:2:1: YAML syntax error: found a tab character"},
		{"wrong kind", "version: 1\ncomponents: [a]\n", "p.yaml:2:13: components: want a mapping, found a list"},
		{"bad pattern", "version: 1\ncomponents:\n  a: [\"x/*/y\"]\n", `p.yaml:3:7: components.a[0]: bad package pattern "x/*/y"`},
		{"version missing", "module: [a/...]\n", `p.yaml:1:1: the top level: missing required key "version"`},
		{"version wrong", "version: 2\n", "p.yaml:1:10: version: unsupported policy version 2"},
		{"shared is reserved", "version: 1\ncomponents:\n  shared: [a/b]\n", `p.yaml:3:3: components: "shared" is reserved`},
		{"pattern claimed twice", "version: 1\ncomponents:\n  a: [x/y]\n  b: [x/y]\n", `claimed by both "a" and "b"`},
		{"unknown profile", "version: 1\nextends: openshift\n", `p.yaml:2:10: extends: unknown profile "openshift"`},
		{"bad exclude glob", "version: 1\nexclude: [\"a/[.go\"]\n", `p.yaml:2:11: exclude[0]: bad file pattern`},
		{"empty", "", "p.yaml:1:1: empty policy"},
	})
}

func TestSectionErrors(t *testing.T) {
	cases := []struct {
		name, section, want string
	}{
		{"missing reason", "  - name: mount\n    wrappers:\n      - package: a/b\n", `p.yaml:12:9: hostprim.rules[0].wrappers[0]: missing required key "reason"`},
		{"empty reason", "  - name: mount\n    wrappers:\n      - {package: a/b, reason: \"\"}\n", `hostprim.rules[0].wrappers[0].reason: must not be empty`},
		{"bad selector", "  - name: mount\n    apis: [\"golang.org/x/sys/unix\"]\n", `p.yaml:11:12: hostprim.rules[0].apis[0]: bad selector "golang.org/x/sys/unix"`},
		{"unknown component", "  - name: mount\n    components: [virt-handlr]\n", `p.yaml:10:5: unknown component "virt-handlr" (known: special, virt-controller, virt-handler)`},
		{"unknown key in entry", "  - name: mount\n    wrapper: []\n", `p.yaml:11:5: hostprim.rules[0]: unknown key "wrapper" (known keys: apis, components, name, wrappers)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := parse(t, base+"hostprim:\n  rules:\n"+c.section)
			require.NoError(t, err, "section errors surface when the section is decoded")
			_, err = p.Section("hostprim", newTestSection)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.NotContains(t, err.Error(), "\n")
		})
	}
}

func TestSectionDecodedOnce(t *testing.T) {
	p, err := parse(t, base+"hostprim:\n  rules:\n  - name: mount\n    apis: [golang.org/x/sys/unix.Mount]\n    components: [virt-handler]\n")
	require.NoError(t, err)
	s1, err := p.Section("hostprim", newTestSection)
	require.NoError(t, err)
	s2, _ := p.Section("hostprim", newTestSection)
	assert.Same(t, s1, s2)
	ts := s1.(*testSection)
	require.Len(t, ts.Rules, 1)
	assert.Equal(t, "Mount", ts.Rules[0].APIs[0].Name)
	assert.Equal(t, policy.Pos{File: "p.yaml", Line: 10, Col: 5}, ts.Rules[0].Pos)
}

func TestExtendsKubevirtMergesAndKeepsPositions(t *testing.T) {
	p, err := parse(t, "version: 1\nextends: kubevirt\ncomponents:\n  virt-handler: [example.com/fork/handler/...]\n  my-agent: [example.com/fork/agent/...]\n")
	require.NoError(t, err)
	// The profile's components are kept, the user's entries are added, and a
	// list under the same key is extended.
	assert.Equal(t, "virt-controller", p.ComponentOf("kubevirt.io/kubevirt/pkg/virt-controller/watch"))
	assert.Equal(t, "virt-handler", p.ComponentOf("kubevirt.io/kubevirt/pkg/virt-handler/cgroup"))
	assert.Equal(t, "virt-handler", p.ComponentOf("example.com/fork/handler/x"))
	assert.Equal(t, "my-agent", p.ComponentOf("example.com/fork/agent"))
	assert.True(t, p.Excluded("kubevirt.io/kubevirt/pkg/x", "x_test.go"), "the profile's excludes are inherited")

	// An error inside the profile's part names the embedded profile file.
	_, err = parse(t, "version: 1\nextends: kubevirt\ncomponents:\n  virt-api: [\"bad/*\"]\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "p.yaml:4:14")
}

// Only the top-level extends: is the directive: a component named
// "extends" is the user's, and kept by the merge.
func TestExtendsKeepsAComponentNamedExtends(t *testing.T) {
	p, err := parse(t, "version: 1\nextends: kubevirt\ncomponents:\n  extends: [example.com/fork/extends/...]\n")
	require.NoError(t, err)
	assert.Equal(t, "extends", p.ComponentOf("example.com/fork/extends/x"))
	assert.Equal(t, "virt-handler", p.ComponentOf("kubevirt.io/kubevirt/pkg/virt-handler/cgroup"))
}

func TestBuiltinKubevirtProfile(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	assert.Equal(t, "virt-launcher", p.ComponentOf("kubevirt.io/kubevirt/cmd/virt-launcher-monitor"))
	assert.Equal(t, "virt-chroot", p.ComponentOf("kubevirt.io/kubevirt/cmd/virt-chroot"))
	assert.Equal(t, "synchronization-controller", p.ComponentOf("kubevirt.io/kubevirt/pkg/synchronization-controller"))
	assert.Equal(t, policy.Shared, p.ComponentOf("kubevirt.io/kubevirt/pkg/hypervisor"))
	assert.True(t, p.Excluded("kubevirt.io/kubevirt/pkg/virt-controller/watch/testing", "a.go"))
	assert.True(t, p.Excluded("kubevirt.io/kubevirt/pkg/x", "foo_test.go"))
	// A name production code can take excludes nothing: a helper in a file
	// named like gomock's output is part of its package's build.
	assert.False(t, p.Excluded("kubevirt.io/kubevirt/pkg/x", "generated_mock_foo.go"))
	_, err = policy.Builtin("nope")
	assert.ErrorContains(t, err, `unknown profile "nope"`)
}

func TestDiscovery(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string) { filetest.Write(t, filepath.Join(root, rel), text) }
	write("go.mod", "module example.com/m\n")
	write("pkg/a/a.go", "package a\n")
	write("pkg/b/.kvlint.yaml", "version: 1\ncomponents:\n  b: [example.com/m/pkg/b/...]\n")
	write("pkg/b/c/c.go", "package c\n")
	write("alt.yaml", "version: 1\ncomponents:\n  alt: [example.com/m/...]\n")

	src := &policy.Source{}
	pa, err := src.ForDir(filepath.Join(root, "pkg/a"))
	require.NoError(t, err)
	assert.Contains(t, pa.Name, "kubevirt", "no .kvlint.yaml up to the module root: the embedded profile")

	pc, err := src.ForDir(filepath.Join(root, "pkg/b/c"))
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(root, "pkg/b/.kvlint.yaml"), pc.Name, "the nearest file wins")

	// -config wins over discovery; a relative path is also tried from the
	// module root, because go vet runs the tool in the package directory.
	require.NoError(t, src.Set("alt.yaml"))
	pf, err := src.ForDir(filepath.Join(root, "pkg/b/c"))
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(root, "alt.yaml"), pf.Name)

	require.NoError(t, src.Set(filepath.Join(root, "missing.yaml")))
	_, err = src.ForDir(filepath.Join(root, "pkg/a"))
	assert.ErrorContains(t, err, "cannot read policy")
}

func TestParsePattern(t *testing.T) {
	for in, want := range map[string]string{"a/b": "a/b", "a/b/...": "a/b/...", "...": "..."} {
		p, err := policy.ParsePattern(in)
		require.NoError(t, err)
		assert.Equal(t, want, p.String())
	}
	for _, bad := range []string{"", "a/.../b", "a/*", "a/b/"} {
		_, err := policy.ParsePattern(bad)
		assert.Error(t, err, bad)
	}
	exact, _ := policy.ParsePattern("a/b")
	sub, _ := policy.ParsePattern("a/b/...")
	assert.Greater(t, exact.Match("a/b"), sub.Match("a/b"), "an exact entry is more specific than a subtree of the same path")
	assert.Equal(t, -1, exact.Match("a/bc"))
	assert.True(t, strings.HasPrefix(sub.String(), "a/b"))
}
