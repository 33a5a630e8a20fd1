package policy_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/typestest"
)

// go vet runs its tool in each package's directory, standard library and
// module cache included, with the -config flag exactly as the user typed it.
func TestRelativeConfigUnderGoVet(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "repo")
	filetest.Write(t, filepath.Join(root, "go.mod"), "module example.com/repo\n")
	filetest.Write(t, filepath.Join(root, "policies", "p.yaml"), "version: 1\nmodule: [example.com/...]\n")
	filetest.Write(t, filepath.Join(root, "staging", "api", "go.mod"), "module example.com/api\n")
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
	filetest.Write(t, filepath.Join(other, "go.mod"), "module example.com/elsewhere\n")
	src = &policy.Source{}
	require.NoError(t, src.Set(filepath.Join("policies", "p.yaml")))
	_, err = src.ForDir(other)
	assert.ErrorContains(t, err, "cannot read policy")
}

// Bazel runs nogo in its execroot with every file named relative to it and
// no go.mod among the inputs: discovery walks from the package's relative
// directory up to the working directory and never above it.
// cmd/kvlint's TestExecrootDiscovery runs the same layout under the vet
// protocol.
func TestDiscoveryInExecroot(t *testing.T) {
	outside := t.TempDir()
	filetest.Write(t, filepath.Join(outside, policy.FileName), "version: 99\n")
	execroot := filepath.Join(outside, "execroot", "_main")
	filetest.Write(t, filepath.Join(execroot, "pkg", "virt-handler", "x.go"), "package x\n")
	t.Chdir(execroot)

	p, err := (&policy.Source{}).ForDir(filepath.Join("pkg", "virt-handler"))
	require.NoError(t, err, "the policy above the execroot was read")
	assert.Equal(t, "profile kubevirt", p.Name)

	filetest.Write(t, filepath.Join(execroot, policy.FileName), "version: 1\nmodule: [kubevirt.io/kubevirt/...]\n")
	for _, dir := range []string{filepath.Join("pkg", "virt-handler"), "pkg", "."} {
		p, err = (&policy.Source{}).ForDir(dir)
		require.NoError(t, err, dir)
		assert.Equal(t, policy.FileName, p.Name, dir)
	}
	filetest.Write(t, filepath.Join(execroot, "pkg", policy.FileName), "version: 1\nmodule: [kubevirt.io/kubevirt/pkg/...]\n")
	assert.Equal(t, filepath.Join("pkg", policy.FileName), policy.Nearest(filepath.Join("pkg", "virt-handler")), "the nearer one wins")
}

// A module of a Go workspace without a policy of its own is governed by the
// workspace root's: discovery walks past its go.mod up to the go.work's
// directory (kvlint c333c3f stopped at the go.mod and gave the nested API
// module of a workspace the embedded profile, which then "differed" from the
// repository's policy). Without a go.work, the module root still ends it.
func TestDiscoveryInWorkspace(t *testing.T) {
	ws := t.TempDir()
	filetest.Write(t, filepath.Join(ws, "go.mod"), "module example.com/op\n")
	filetest.Write(t, filepath.Join(ws, policy.FileName), "version: 1\n")
	api := filepath.Join(ws, "staging", "src", "example.com", "api")
	filetest.Write(t, filepath.Join(api, "go.mod"), "module example.com/api\n")
	filetest.Write(t, filepath.Join(api, "v1", "t.go"), "package v1\n")

	assert.Empty(t, policy.Nearest(filepath.Join(api, "v1")), "no go.work: the module root ends the walk")
	filetest.Write(t, filepath.Join(ws, "go.work"), "go 1.26\nuse (\n\t.\n\t./staging/src/example.com/api\n)\n")
	assert.Equal(t, filepath.Join(ws, policy.FileName), policy.Nearest(filepath.Join(api, "v1")))
	assert.Equal(t, filepath.Join(ws, policy.FileName), policy.Nearest(ws))

	// The module's own policy still wins, and the walk never passes the
	// workspace root.
	filetest.Write(t, filepath.Join(api, policy.FileName), "version: 1\n")
	assert.Equal(t, filepath.Join(api, policy.FileName), policy.Nearest(filepath.Join(api, "v1")))
	inner := filepath.Join(ws, "inner")
	filetest.Write(t, filepath.Join(inner, "go.work"), "go 1.26\n")
	filetest.Write(t, filepath.Join(inner, "m", "go.mod"), "module example.com/m\n")
	assert.Empty(t, policy.Nearest(filepath.Join(inner, "m")), "the nearest go.work bounds the walk")
}

// A vendored package is built under a path inside the module's (Bazel's
// importmap, GOPATH vendoring): it is never the module's own code.
func TestVendoredCopyIsNotInModule(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	assert.True(t, p.InModule("kubevirt.io/kubevirt/pkg/virt-handler", ""))
	assert.False(t, p.InModule("kubevirt.io/kubevirt/vendor/golang.org/x/sys/unix", ""))
	assert.False(t, p.InModule("kubevirt.io/kubevirt/vendor/kubevirt.io/api/core/v1", ""))
	assert.False(t, p.InModule("vendor/golang.org/x/sys/unix", "kubevirt.io/kubevirt"))
	assert.False(t, (&policy.Policy{}).InModule("example.com/repo/vendor/example.org/lib", "example.com/repo"))
	assert.True(t, (&policy.Policy{}).InModule("example.com/repo/vendorlib", "example.com/repo"))
}

// In a package that uses cgo, the first file is cgo's generated
// _cgo_gotypes file in the build cache (no .go suffix, no //line); the
// policy must still be discovered from the package's own directory, which
// the //line directives of cgo's rewritten files name.
func TestForPassFindsTheSourceDirectoryOfACgoPackage(t *testing.T) {
	root := t.TempDir()
	filetest.Write(t, filepath.Join(root, "go.mod"), "module example.com/m\n")
	filetest.Write(t, filepath.Join(root, "pkg/c/.kvlint.yaml"), "version: 1\ncomponents:\n  c: [example.com/m/pkg/c/...]\n")
	cache := t.TempDir()

	fset := token.NewFileSet()
	gotypes := typestest.Parse(t, fset, filepath.Join(cache, "0f3a-d"), "package c\n")
	rewritten := typestest.Parse(t, fset, filepath.Join(cache, "9b1c-d"), "//line "+filepath.Join(root, "pkg/c/c.go")+":1:1\npackage c\n")

	p, err := (&policy.Source{}).ForPass(&analysis.Pass{Fset: fset, Files: []*ast.File{gotypes, rewritten}})
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(root, "pkg/c/.kvlint.yaml"), p.Name)
}
