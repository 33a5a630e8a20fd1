package core

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/filetest"
)

// Patterns that a package the run already listed matches are not asked
// about again: with every pattern matched, no go command runs (here it
// could not: the directory does not exist); the rest are asked about.
func TestTreePackagesAsksOnlyAboutUnmatchedPatterns(t *testing.T) {
	req := Request{Dir: filepath.Join(t.TempDir(), "missing")}
	listed := []string{"example.com/m/pkg/a", "example.com/m/pkg/b/c"}

	got, err := treePackages(req, listed, nil, []string{"example.com/m/pkg/a", "example.com/m/pkg/b/...", "example.com/m/..."})
	require.NoError(t, err)
	assert.Equal(t, listed, got)

	_, err = treePackages(req, listed, nil, []string{"example.com/m/pkg/a", "example.com/m/cmd/x"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "(example.com/m/cmd/x)")
}

// A pattern naming one package of a main module whose directory holds Go
// files needs no go command; anything present cannot vouch for goes to it.
func TestTreePackagesFindsMainModuleDirectories(t *testing.T) {
	mod := t.TempDir()
	write := func(rel, text string) {
		filetest.Write(t, filepath.Join(mod, filepath.FromSlash(rel)), text)
	}
	write("cmd/x/main.go", "package main\n")
	write("cmd/onlytests/x_test.go", "package onlytests\n")
	write("cmd/empty/README", "no Go here\n")
	write("testdata/y/y.go", "package y\n")
	write("nested/go.mod", "module example.com/nested\n")
	write("nested/z/z.go", "package z\n")
	mains := []*packages.Module{{Path: "example.com/m", Dir: mod, Main: true}}
	req := Request{Dir: filepath.Join(t.TempDir(), "missing")}

	got, err := treePackages(req, nil, mains, []string{"example.com/m/cmd/x", "example.com/m/cmd/onlytests"})
	require.NoError(t, err)
	assert.Equal(t, []string{"example.com/m/cmd/x", "example.com/m/cmd/onlytests"}, got)

	for _, pat := range []string{"example.com/m/cmd/empty", "example.com/m/testdata/y", "example.com/m/nested/z", "example.com/m/cmd/...", "example.com/other/x"} {
		_, err := treePackages(req, nil, mains, []string{pat})
		require.Error(t, err, pat)
		assert.Contains(t, err.Error(), "("+pat+")")
	}
}
