package core_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/core/load"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all" // the passes register themselves
)

// equivalenceModules are the fixture modules every driver is compared on
// (the integration tests' and kvlint ci's), a broken one included.
var equivalenceModules = []string{
	"integration/kubevirt",
	"integration/clean",
	"ci/kubevirt",
	"modules/tiny",
	"modules/broken",
}

// The two loaders give byte-identical output on the integration and module
// fixtures: the JSON findings, standard error (summary, KV0003 entries, load
// errors) and the exit status, the default loader both on the usual (warm)
// cache and on an empty one, where every dependency of the fixtures is
// type-checked from source without bodies.
func TestLoadersAgreeOnEveryFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every fixture module twice, once on an empty build cache")
	}
	cold := t.TempDir()
	base := []string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"}
	for _, m := range equivalenceModules {
		t.Run(m, func(t *testing.T) {
			dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", filepath.FromSlash(m)))
			require.NoError(t, err)
			loadersAgreeIn(t, dir, append(os.Environ(), base...), cold)
		})
	}

	// The comparison above exercised the source path: on the empty cache
	// no dependency came from export data.
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "integration", "kubevirt"))
	require.NoError(t, err)
	res, err := load.Load(load.Config{Dir: dir, Env: append(append(os.Environ(), base...), "GOCACHE="+cold)}, "./...")
	require.NoError(t, err)
	assert.Zero(t, res.FromExport, "dependencies from export data on an empty cache")
	assert.NotZero(t, res.FromSource, "dependencies from source")
	assert.NotEmpty(t, res.Own)
}

// A value of KVLINT_LOADER other than source or export is a usage error
// that names the variable, not a silent default.
func TestUnknownLoaderIsAnError(t *testing.T) {
	t.Setenv(core.LoaderEnv, "fast")
	var stdout, stderr bytes.Buffer
	code := core.Main([]string{"./..."}, core.Options{
		Command: "kvlint", Analyzers: registry.Analyzers, Validate: registry.Validate,
		Stdout: &stdout, Stderr: &stderr,
		Dir: filepath.Join("..", "..", "testdata", "modules", "tiny"),
		Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
	})
	assert.Equal(t, core.ExitError, code)
	assert.Contains(t, stderr.String(), `KVLINT_LOADER="fast": want source (the default) or export`)
}

// KV0003 judges a policy entry in every package the analysed code can see,
// and what it can see is the go command's import graph, however a
// dependency was loaded. Here the analysed package imports lib/a, whose
// exported API mentions nothing of lib/b (a imports b in a function body
// only), so lib/a's export data never mentions lib/b while its source
// imports it. The entry naming lib/b's missing function is stale under the
// export-data loader and under the default loader on a warm and on an
// empty build cache alike, and the three outputs are the same.
func TestStaleEntriesDoNotDependOnHowDependenciesLoad(t *testing.T) {
	exportErr := loadersAgree(t, map[string]string{
		"lib/a/a.go": "package a\n\nimport \"example.com/lib/b\"\n\n// F calls into b, which its API does not show.\nfunc F() { b.Enter() }\n",
		"lib/b/b.go": "package b\n\n// Enter stands in for a namespace primitive.\nfunc Enter() {}\n",
		"p/p.go":     "package p\n\nimport \"example.com/lib/a\"\n\n// G uses a.\nfunc G() { a.F() }\n",
	}, `hostprim:
  categories:
    namespace:
      apis:
        - example.com/lib/b.Enter
        - example.com/lib/b.Gone
      components: [agent]
`)
	assert.Contains(t, exportErr, "KV0003: stale policy entry (hostprim): selector example.com/lib/b.Gone", "the export-data loader judges lib/b")
	assert.NotContains(t, exportErr, "b.Enter", "an entry that exists is not stale")
}

// loadersAgree writes a module, example.com/m, that requires example.com/lib
// from its lib directory, with files (slash paths → text) and a
// .kvlint.yaml whose component agent is example.com/m/p/... followed by
// section; it runs kvlint -format=json on ./... there through the
// export-data loader, and through the source loader on a warm and on an
// empty build cache. The three runs must print the same and exit the same.
// It returns the export-data run's standard error.
func loadersAgree(t *testing.T, files map[string]string, section string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("loads a module three times, once on an empty build cache")
	}
	dir := t.TempDir()
	write(t, dir, "go.mod", "module example.com/m\n\ngo 1.26\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n")
	write(t, dir, "lib/go.mod", "module example.com/lib\n\ngo 1.26\n")
	write(t, dir, ".kvlint.yaml", "version: 1\nmodule: [example.com/m/...]\ncomponents:\n  agent: [example.com/m/p/...]\n"+section)
	filetest.WriteAll(t, dir, files)
	return loadersAgreeIn(t, dir, append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"), t.TempDir())
}

// loadersAgreeIn runs kvlint -format=json on ./... in dir, with env,
// through the export-data loader, and through the source loader on a warm
// build cache and on the empty one cold: the three runs must print the same
// and exit the same (every dependency's Imports() is the go command's, so
// the output is the same from source). It returns the export-data run's
// standard error.
func loadersAgreeIn(t *testing.T, dir string, env []string, cold string) string {
	t.Helper()
	exportOut, exportErr, exportCode := jsonRun(t, dir, "export", env)
	for _, c := range []struct {
		cache string
		env   []string
	}{{"a warm cache", env}, {"an empty cache", append(env[:len(env):len(env)], "GOCACHE="+cold)}} {
		out, errOut, code := jsonRun(t, dir, "source", c.env)
		assert.Equal(t, exportOut, out, "findings differ on %s", c.cache)
		assert.Equal(t, exportErr, errOut, "standard error differs on %s", c.cache)
		assert.Equal(t, exportCode, code, "exit status differs on %s", c.cache)
	}
	return exportErr
}

// jsonRun runs kvlint with -format=json on ./... in dir through the named
// loader, with env as the go command's environment.
func jsonRun(t *testing.T, dir, loader string, env []string) (stdout, stderr string, code int) {
	t.Setenv(core.LoaderEnv, loader)
	var out, errs bytes.Buffer
	code = core.Main([]string{"-format=json", "./..."}, core.Options{
		Command: "kvlint", Version: "v0.0.0",
		Analyzers: registry.Analyzers, Validate: registry.Validate,
		Stdout: &out, Stderr: &errs, Dir: dir, Env: env,
	})
	return out.String(), errs.String(), code
}

// A dependency that no analysed package imports and no policy entry names
// is read only as far as other packages' export data refer to it on a warm
// cache (its types.Package holds what they mention), and whole from source
// on an empty one. A pass that names an API type walks its fields and lists
// the constants of a field's type, declared in such a package: here the
// statusfield values table of api.Status's Phase, whose type lib/phase
// declares with its constants, while the analysed package imports lib/api
// only and lib/api's export data mentions no constant of lib/phase. Every
// loader and cache state must see the constants: no stale entry, the same
// output.
func TestFieldTypeConstantsDoNotDependOnHowDependenciesLoad(t *testing.T) {
	exportErr := loadersAgree(t, map[string]string{
		"lib/phase/phase.go": "package phase\n\n// Phase is an object's phase.\ntype Phase string\n\n// The phases.\nconst (\n\tPending Phase = \"Pending\"\n\tRunning Phase = \"Running\"\n)\n",
		"lib/api/api.go":     "package api\n\nimport \"example.com/lib/phase\"\n\n// Status is an object's status.\ntype Status struct {\n\tPhase phase.Phase\n\tNode  string\n}\n\n// Object has a status.\ntype Object struct{ Status Status }\n",
		"p/p.go":             "package p\n\nimport \"example.com/lib/api\"\n\n// SetNode writes a status field.\nfunc SetNode(o *api.Object) { o.Status.Node = \"n\" }\n",
	}, `statusfield:
  types:
    - type: example.com/lib/api.Status
      owners: [agent]
      values:
        Phase:
          Running: [agent]
          Gone: [agent]
`)
	assert.Contains(t, exportErr, "Gone is not a constant of type", "the values table is judged")
	assert.NotContains(t, exportErr, "Running is not", "a constant the dependency declares is found")
}
