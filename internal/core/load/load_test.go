package load_test

import (
	"go/constant"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/core/load"
	"github.com/kvlint/kvlint/internal/filetest"
)

func fixtureConfig(t *testing.T) load.Config {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata", "ci", "kubevirt"))
	require.NoError(t, err)
	return load.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off")}
}

func paths(pkgs []*packages.Package) []string {
	var out []string
	for _, p := range pkgs {
		out = append(out, p.PkgPath)
	}
	sort.Strings(out)
	return out
}

// Own packages the patterns do not match are loaded from source (their facts
// are needed) but are not roots; dependencies of other modules come from
// export data and are pruned from every Imports map.
func TestOwnDependenciesFromSourceOthersPruned(t *testing.T) {
	res, err := load.Load(fixtureConfig(t), "./cmd/...")
	require.NoError(t, err)
	assert.Equal(t, []string{"kubevirt.io/kubevirt/cmd/virt-controller"}, paths(res.Roots))
	assert.Equal(t, []string{
		"kubevirt.io/kubevirt/pkg/util/mountutil",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch",
		"kubevirt.io/kubevirt/pkg/virt-handler",
	}, res.Extra)
	assert.Equal(t, append([]string{"kubevirt.io/kubevirt/cmd/virt-controller"}, res.Extra...), paths(res.Own))

	own := map[*packages.Package]bool{}
	for _, p := range res.Own {
		own[p] = true
		assert.NotEmpty(t, p.Syntax, "%s is loaded from source", p.PkgPath)
		assert.False(t, p.IllTyped, p.PkgPath)
	}
	for _, p := range res.Own {
		for _, dep := range p.Imports {
			assert.True(t, own[dep], "%s imports %s, which is not own: it must be pruned", p.PkgPath, dep.PkgPath)
		}
	}
	// The pruned graph still names the own imports.
	var watch *packages.Package
	for _, p := range res.Own {
		if strings.HasSuffix(p.PkgPath, "/watch") {
			watch = p
		}
	}
	require.NotNil(t, watch)
	assert.Equal(t, []string{"kubevirt.io/kubevirt/pkg/util/mountutil"}, paths(mapValues(watch.Imports)))
	// Types of other modules come from export data: the API package is
	// complete all the same.
	var api bool
	for _, imp := range watch.Types.Imports() {
		if imp.Path() == "kubevirt.io/api/core/v1" {
			api = imp.Complete() && imp.Scope().Lookup("VirtualMachineInstance") != nil
		}
	}
	assert.True(t, api, "kubevirt.io/api/core/v1 types from export data")
}

func mapValues(m map[string]*packages.Package) []*packages.Package {
	var out []*packages.Package
	for _, p := range m {
		out = append(out, p)
	}
	return out
}

func TestAllMatchedNeedsNoExtra(t *testing.T) {
	res, err := load.Load(fixtureConfig(t), "./...")
	require.NoError(t, err)
	assert.Empty(t, res.Extra)
	assert.Equal(t, paths(res.Roots), paths(res.Own))
}

func TestNoMatchIsAnError(t *testing.T) {
	_, err := load.Load(fixtureConfig(t), "./nothing/here/...")
	require.Error(t, err)
}

// On an empty build cache no dependency has export data: every one is
// type-checked from source and its types are complete; on a cache the export-data loader has just filled, the dry-run
// listing finds every dependency's export data and none comes from source.
func TestDependenciesFromSourceWhenTheCacheLacksThem(t *testing.T) {
	cfg := fixtureConfig(t)
	cfg.Env = append(cfg.Env, "GOCACHE="+t.TempDir())
	res, err := load.Load(cfg, "./...")
	require.NoError(t, err)
	assert.Zero(t, res.FromExport)
	assert.NotZero(t, res.FromSource)
	var api *types.Package
	for _, p := range res.Own {
		for _, imp := range p.Types.Imports() {
			if imp.Path() == "kubevirt.io/api/core/v1" {
				api = imp
			}
		}
	}
	require.NotNil(t, api, "an own package imports the API package")
	assert.True(t, api.Complete())
	assert.NotNil(t, api.Scope().Lookup("VirtualMachineInstance"), "its types, from source")

	warm := fixtureConfig(t)
	warm.ExportData = true
	_, err = load.Load(warm, "./...")
	require.NoError(t, err)
	warm.ExportData = false
	res, err = load.Load(warm, "./...")
	require.NoError(t, err)
	assert.Zero(t, res.FromSource, "every dependency's export data is in the cache")
	assert.NotZero(t, res.FromExport)
}

// writeModule writes files (name → content) under a new temporary
// directory and returns it.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	filetest.WriteAll(t, dir, files)
	return dir
}

// cgoModule is a module with an analysed cgo package (p) that imports a
// cgo dependency (lib/c) whose exported constants come from C, as
// libvirt's do, and a dependency (lib/a) that imports lib/b in a function
// body only.
var cgoModule = map[string]string{
	"go.mod":     "module example.com/m\n\ngo 1.26\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n",
	"lib/go.mod": "module example.com/lib\n\ngo 1.26\n",
	"lib/c/c.go": `package c

// #define STATE_RUNNING 1
// #define STATE_PAUSED 3
// typedef struct { int fd; } handle;
import "C"

// State is a state as C numbers it.
type State int

const (
	Running = State(C.STATE_RUNNING)
	Paused  = State(C.STATE_PAUSED)
)

// Conn holds a C handle in an unexported field.
type Conn struct{ h *C.handle }

// State returns the connection's state.
func (c *Conn) State() State { return State(C.STATE_RUNNING) }
`,
	"lib/a/a.go": "package a\n\nimport \"example.com/lib/b\"\n\n// F calls b.\nfunc F() { b.G() }\n",
	"lib/b/b.go": "package b\n\n// G does nothing.\nfunc G() {}\n",
	"p/p.go": `package p

// static int two(void) { return 2; }
import "C"

import (
	"example.com/lib/a"
	"example.com/lib/c"
)

// Two asks C.
func Two() int { a.F(); return int(C.two()) }

// Up reports whether a connection runs.
func Up(conn *c.Conn) bool {
	switch conn.State() {
	case c.Running:
		return true
	case c.Paused:
	}
	return false
}
`,
}

// Cold, the default loader runs cgo only for the analysed cgo package (whose
// compiled files the passes see) and type-checks a cgo dependency from its
// sources: its C-derived constants keep their Go types. Every dependency's
// Imports() is its imports as the go command lists them, whichever loader
// and build cache state: lib/a lists lib/b, which its export data does not
// mention.
func TestCgoAndImportsWhicheverLoader(t *testing.T) {
	dir := writeModule(t, cgoModule)
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "CGO_ENABLED=1")
	for _, c := range []struct {
		name       string
		env        []string
		exportData bool
	}{
		{"cold", append(slices.Clone(env), "GOCACHE="+t.TempDir()), false},
		{"export", env, true},
		{"warm", env, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := load.Load(load.Config{Dir: dir, Env: c.env, ExportData: c.exportData}, "./...")
			require.NoError(t, err)
			require.Len(t, res.Own, 1)
			p := res.Own[0]
			assert.False(t, p.IllTyped, "%v", p.Errors)
			assert.Greater(t, len(p.CompiledGoFiles), len(p.GoFiles), "cgo's output is among the compiled files")
			assert.Len(t, p.Syntax, len(p.CompiledGoFiles))

			imps := map[string]*types.Package{}
			for _, imp := range p.Types.Imports() {
				imps[imp.Path()] = imp
			}
			cpkg := imps["example.com/lib/c"]
			require.NotNil(t, cpkg)
			state := cpkg.Scope().Lookup("State")
			require.NotNil(t, state)
			for _, name := range []string{"Running", "Paused"} {
				k, ok := cpkg.Scope().Lookup(name).(*types.Const)
				require.True(t, ok, name)
				assert.Same(t, state.Type(), k.Type(), "%s keeps its declared type", name)
			}
			assert.False(t, constant.Compare(cpkg.Scope().Lookup("Running").(*types.Const).Val(), token.EQL,
				cpkg.Scope().Lookup("Paused").(*types.Const).Val()), "distinct C constants stay distinct")

			apkg := imps["example.com/lib/a"]
			require.NotNil(t, apkg)
			var aImports []string
			for _, imp := range apkg.Imports() {
				aImports = append(aImports, imp.Path())
				assert.True(t, imp.Complete(), imp.Path())
			}
			assert.Equal(t, []string{"example.com/lib/b"}, aImports)
			if c.name == "cold" {
				assert.Zero(t, res.FromExport)
			}
			if c.name == "warm" {
				assert.Zero(t, res.FromSource)
			}
		})
	}
}

// On a warm cache a dependency is read whole only when a package checked
// from source imports it, a pass may look it up by path (Searched), or it
// declares a type with constants that a field of an analysed or searched
// package's type holds; any other is not read (its types.Package holds
// what other packages' export data declare in it) and still lists its
// imports. On an empty cache every dependency is checked from source, whole.
func TestOnlyWhatPassesCanLookUpIsReadWhole(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":             "module example.com/m\n\ngo 1.26\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ./lib\n",
		"lib/go.mod":         "module example.com/lib\n\ngo 1.26\n",
		"lib/a/a.go":         "package a\n\nimport (\n\t\"example.com/lib/b\"\n\t\"example.com/lib/named\"\n)\n\n// F calls into b and named.\nfunc F() { b.G(); named.H() }\n",
		"lib/b/b.go":         "package b\n\n// G does nothing.\nfunc G() {}\n",
		"lib/named/named.go": "package named\n\n// H does nothing.\nfunc H() {}\n",
		"lib/phase/phase.go": "package phase\n\n// Phase is a phase.\ntype Phase string\n\n// Running is a phase.\nconst Running Phase = \"Running\"\n",
		"lib/api/api.go":     "package api\n\nimport \"example.com/lib/phase\"\n\n// Status holds a phase.\ntype Status struct{ Phase phase.Phase }\n",
		"p/p.go":             "package p\n\nimport (\n\t\"example.com/lib/a\"\n\t\"example.com/lib/api\"\n)\n\n// S is a status.\nvar S api.Status\n\n// F uses a.\nfunc F() { a.F() }\n",
	})
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off")
	var asked []string
	cfg := load.Config{Dir: dir, Env: env, Searched: func(analysed []*packages.Package) func(string) bool {
		asked = paths(analysed)
		return func(path string) bool { return path == "example.com/lib/named" }
	}}
	byPath := func(res *load.Result) map[string]*types.Package {
		m := map[string]*types.Package{}
		for p := range passkitImports(res.Own[0].Types) {
			m[p.Path()] = p
		}
		return m
	}

	_, err := load.Load(load.Config{Dir: dir, Env: env, ExportData: true}, "./...") // fills the cache
	require.NoError(t, err)
	res, err := load.Load(cfg, "./...")
	require.NoError(t, err)
	assert.Equal(t, []string{"example.com/m/p"}, asked, "Searched is asked with the analysed packages")
	pkgs := byPath(res)
	for _, path := range []string{"example.com/lib/a", "example.com/lib/api", "example.com/lib/named", "example.com/lib/phase"} {
		require.Contains(t, pkgs, path)
		assert.True(t, pkgs[path].Complete(), "%s is read whole", path)
	}
	assert.NotNil(t, pkgs["example.com/lib/phase"].Scope().Lookup("Running"), "the constants of a field's type")
	require.Contains(t, pkgs, "example.com/lib/b", "b is among a's imports however it loaded")
	assert.False(t, pkgs["example.com/lib/b"].Complete(), "b is not read")
	assert.Equal(t, 1, res.Referenced)

	cold := cfg
	cold.Env = append(slices.Clone(env), "GOCACHE="+t.TempDir())
	res, err = load.Load(cold, "./...")
	require.NoError(t, err)
	assert.Zero(t, res.Referenced)
	for path, p := range byPath(res) {
		assert.True(t, p.Complete(), "%s is complete from source", path)
	}
}

// passkitImports is code.Imports: the package and its transitive
// imports, each once.
func passkitImports(pkg *types.Package) map[*types.Package]bool {
	seen := map[*types.Package]bool{}
	var visit func(*types.Package)
	visit = func(p *types.Package) {
		if !seen[p] {
			seen[p] = true
			for _, q := range p.Imports() {
				visit(q)
			}
		}
	}
	visit(pkg)
	return seen
}
