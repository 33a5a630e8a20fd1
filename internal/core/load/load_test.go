package load_test

import (
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/core/load"
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
// probe finds every dependency's export data and none comes from source.
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
