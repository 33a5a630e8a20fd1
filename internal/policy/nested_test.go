package policy_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/policy"
)

func TestCheckNested(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) *policy.Policy { return writePolicy(t, dir, rel, text) }
	const rootText = "version: 1\nextends: kubevirt\nexclude: [\"*_test.go\"]\n"
	root := write(".kvlint.yaml", rootText)

	same := write("pkg/a/.kvlint.yaml", "# same rules, written again\nversion: 1\nexclude: [\"*_test.go\"]\nextends: kubevirt\n")
	assert.NoError(t, policy.CheckNested(root, same, "pkg"), "a nested policy that says what the root says is fine")
	assert.NoError(t, policy.CheckNested(root, root, "pkg"))

	loosening := map[string]struct{ text, want string }{
		"exclude":   {"version: 1\nextends: kubevirt\nexclude: [\"*_test.go\", \"...\"]\n", `pkg/b/.kvlint.yaml:3:1: exclude differs from the root policy`},
		"module":    {"version: 1\nextends: kubevirt\nexclude: [\"*_test.go\"]\nmodule: [example.com/none]\n", `:4:1: module differs`},
		"section":   {"version: 1\nextends: kubevirt\nexclude: [\"*_test.go\"]\nstatusfield:\n  allow:\n    - {function: a/b.F, reason: mine}\n", `:4:1: statusfield differs`},
		"owners":    {"version: 1\nextends: kubevirt\nexclude: [\"*_test.go\"]\ncomponents:\n  virt-handler: [example.com/extra/...]\n", `:4:1: components differs`},
		"no extend": {"version: 1\nexclude: [\"*_test.go\"]\n", `pkg/b/.kvlint.yaml:1:1: components differs`},
	}
	for name, c := range loosening {
		t.Run(name, func(t *testing.T) {
			nested := write("pkg/b/.kvlint.yaml", c.text)
			err := policy.CheckNested(root, nested, "pkg")
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Contains(t, err.Error(), "permit it in "+filepath.Join(dir, ".kvlint.yaml")+" with nested-policies: [{path: pkg/b/.kvlint.yaml, reason: ...}]")
			assert.NotContains(t, err.Error(), "\n")
		})
	}

	// The root policy can permit a nested file by its path.
	permitted := write(".kvlint.yaml", rootText+"nested-policies:\n  - {path: pkg/b/.kvlint.yaml, reason: generated clients are checked upstream}\n")
	nested := write("pkg/b/.kvlint.yaml", "version: 1\nextends: kubevirt\nexclude: [\"...\"]\n")
	assert.NoError(t, policy.CheckNested(permitted, nested, "pkg"))
	other := write("pkg/c/.kvlint.yaml", "version: 1\nextends: kubevirt\nexclude: [\"...\"]\n")
	assert.ErrorContains(t, policy.CheckNested(permitted, other, "pkg"), "exclude differs")

	// A root policy given by a relative -config permits by the same paths.
	t.Run("relative -config", func(t *testing.T) {
		t.Chdir(dir)
		relRoot, err := policy.LoadFile(".kvlint.yaml")
		require.NoError(t, err)
		assert.NoError(t, policy.CheckNested(relRoot, nested, "pkg"))
	})

	// Without a root file, the embedded profile is the root policy.
	builtin, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	assert.NoError(t, policy.CheckNested(builtin, write("pkg/d/.kvlint.yaml", "version: 1\nextends: kubevirt\n"), "pkg"))
	assert.ErrorContains(t, policy.CheckNested(builtin, nested, "pkg"), "no .kvlint.yaml at the module root and no -config")

	_, err = policy.Parse("p.yaml", []byte("version: 1\nnested-policies:\n  - {path: pkg/b/.kvlint.yaml}\n"))
	assert.ErrorContains(t, err, `p.yaml:3:5: nested-policies[0]: missing required key "reason"`)
	for path, want := range map[string]string{
		"../x/.kvlint.yaml":   `p.yaml:3:5: nested-policies[0].path: "../x/.kvlint.yaml" is not below this policy's directory`,
		"/src/x/.kvlint.yaml": `is not below this policy's directory`,
		"pkg/b":               `p.yaml:3:5: nested-policies[0].path: "pkg/b" names no nested policy`,
		".kvlint.yaml":        `names no nested policy`,
		"pkg/../.kvlint.yaml": `names no nested policy`,
	} {
		_, err = policy.Parse("p.yaml", []byte("version: 1\nnested-policies:\n  - {path: \""+path+"\", reason: r}\n"))
		assert.ErrorContains(t, err, want, path)
	}

	// An entry listed twice (two reasons, one silently dropped) and an
	// entry naming no file (a permission waiting for a pull request to use
	// it) are errors.
	_, err = policy.Parse("p.yaml", []byte("version: 1\nnested-policies:\n  - {path: pkg/b/.kvlint.yaml, reason: r}\n  - {path: ./pkg/b/.kvlint.yaml, reason: s}\n"))
	assert.ErrorContains(t, err, `p.yaml:4:5: nested-policies[1].path: "./pkg/b/.kvlint.yaml" is already listed at p.yaml:3:5; merge the two entries`)
	filetest.Write(t, filepath.Join(dir, "dangling", ".kvlint.yaml"), rootText+"nested-policies:\n  - {path: pkg/b/.kvlint.yaml, reason: r}\n  - {path: pkg/gone/.kvlint.yaml, reason: r}\n")
	filetest.Write(t, filepath.Join(dir, "dangling", "pkg", "b", ".kvlint.yaml"), rootText)
	_, err = policy.LoadFile(filepath.Join(dir, "dangling", ".kvlint.yaml"))
	assert.ErrorContains(t, err, `dangling/.kvlint.yaml:6:5: nested-policies[1].path: "pkg/gone/.kvlint.yaml" does not exist`)
}

// A package that discovery gave the embedded profile (no .kvlint.yaml up to
// its module root) under a root file: the error names the package's
// directory, not a path in the profile nobody can permit (kvlint c333c3f
// said to permit "profile kubevirt" under nested-policies:).
func TestCheckNestedProfileFallback(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) *policy.Policy { return writePolicy(t, dir, rel, text) }
	builtin, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	wider := write("wider/.kvlint.yaml", "version: 1\nextends: kubevirt\nexclude: [\"zz_generated*.go\"]\n")
	err = policy.CheckNested(wider, builtin, filepath.Join("other", "pkg"))
	require.Error(t, err)
	assert.Regexp(t, `^other/pkg: no \.kvlint\.yaml from this package directory up to its module \(or workspace\) root, so the embedded profile kubevirt applies here, and its exclude differs from the root policy .*\.kvlint\.yaml: put a \.kvlint\.yaml at that module's root, or name the policy with -config$`, filepath.ToSlash(err.Error()))
	assert.NoError(t, policy.CheckNested(write("same-as-profile/.kvlint.yaml", "version: 1\nextends: kubevirt\n"), builtin, "pkg"), "a root that says what the profile says")
}

// writePolicy writes text to dir/rel and loads it.
func writePolicy(t *testing.T, dir, rel, text string) *policy.Policy {
	t.Helper()
	path := filepath.Join(dir, rel)
	filetest.Write(t, path, text)
	p, err := policy.LoadFile(path)
	require.NoError(t, err)
	return p
}
