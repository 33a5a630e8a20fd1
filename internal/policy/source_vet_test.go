package policy_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
)

// go vet runs its tool in each package's directory, standard library and
// module cache included, with the -config flag exactly as the user typed it.
func TestRelativeConfigUnderGoVet(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "repo")
	writeFile(t, filepath.Join(root, "go.mod"), "module example.com/repo\n")
	writeFile(t, filepath.Join(root, "policies", "p.yaml"), "version: 1\nmodule: [example.com/...]\n")
	writeFile(t, filepath.Join(root, "staging", "api", "go.mod"), "module example.com/api\n")
	goroot, modcache := filepath.Join(tmp, "goroot"), filepath.Join(tmp, "modcache")
	t.Setenv("GOROOT", goroot)
	t.Setenv("GOMODCACHE", modcache)
	t.Chdir(tmp) // the path does not resolve from the tool's working directory

	want := filepath.Join(root, "policies", "p.yaml")
	for _, dir := range []string{
		filepath.Join(root, "pkg", "a"),             // from the module root
		filepath.Join(root, "staging", "api", "v1"), // a nested module: from above its root
	} {
		src := &policy.Source{}
		require.NoError(t, src.Set(filepath.Join("policies", "p.yaml")))
		p, err := src.ForDir(dir)
		require.NoError(t, err, dir)
		assert.Equal(t, want, p.Name, dir)
	}

	for _, dir := range []string{
		filepath.Join(goroot, "src", "fmt"),
		filepath.Join(modcache, "example.org", "lib@v1.0.0", "x"),
	} {
		src := &policy.Source{}
		require.NoError(t, src.Set(filepath.Join("policies", "p.yaml")))
		p, err := src.ForDir(dir)
		require.NoError(t, err, "a dependency falls back to discovery: %s", dir)
		assert.NotEqual(t, want, p.Name, dir)
	}

	// Anywhere else a path that resolves nowhere is still an error.
	src := &policy.Source{}
	require.NoError(t, src.Set(filepath.Join("policies", "missing.yaml")))
	_, err := src.ForDir(filepath.Join(root, "pkg", "a"))
	assert.ErrorContains(t, err, "missing.yaml: cannot read policy")
	other := filepath.Join(tmp, "elsewhere")
	writeFile(t, filepath.Join(other, "go.mod"), "module example.com/elsewhere\n")
	src = &policy.Source{}
	require.NoError(t, src.Set(filepath.Join("policies", "p.yaml")))
	_, err = src.ForDir(other)
	assert.ErrorContains(t, err, "cannot read policy")
}
