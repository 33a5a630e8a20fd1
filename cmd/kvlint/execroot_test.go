package main_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// execroot is a Bazel execroot as nogo sees it: package sources addressed
// relative to the working directory, compiled dependencies and fact files in
// bazel-out, no go.mod anywhere, and vendored packages under their importmap
// path (kubevirt.io/kubevirt/vendor/...), as Gazelle writes KubeVirt's
// vendor/ BUILD files.
type execroot struct {
	t    *testing.T
	root string
}

// vetCfg is the part of go vet's per-package .cfg that kvlint's tool reads;
// nogo hands its analyzers the same inputs.
type vetCfg struct {
	ID, Compiler, Dir, ImportPath, GoVersion string
	GoFiles, NonGoFiles                      []string
	ImportMap, PackageFile, PackageVetx      map[string]string
	Standard                                 map[string]bool
	VetxOnly                                 bool
	VetxOutput                               string
}

func newExecroot(t *testing.T) *execroot {
	// A policy above the execroot that would fail the run if it were read:
	// discovery must not leave the execroot.
	outside := t.TempDir()
	filetest.Write(t, filepath.Join(outside, ".kvlint.yaml"), "version: 99\n")
	er := &execroot{t: t, root: filepath.Join(outside, "execroot", "_main")}
	er.write("pkg/unsafepath/unsafepath.go", `package unsafepath

type Path struct{ root, rel string }

func UnsafeAbsolute(p *Path) string { return p.root + "/" + p.rel }
`)
	er.write("vendor/golang.org/x/sys/unix/unix.go", `package unix

func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }
`)
	er.write("pkg/virt-handler/mounter/mounter.go", `package mounter

import (
	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/unsafepath"
)

func Mount(p *unsafepath.Path) error {
	return unix.Mount("/dev/vdb", unsafepath.UnsafeAbsolute(p), "ext4", 0, "")
}
`)
	// A vendored package is built under its importmap path, which the
	// profile's module pattern kubevirt.io/kubevirt/... also matches.
	er.write("vendor/example.org/lib/lib.go", `package lib

import "kubevirt.io/kubevirt/pkg/unsafepath"

func Raw(p *unsafepath.Path) string { return unsafepath.UnsafeAbsolute(p) }
`)
	return er
}

func (er *execroot) write(rel, content string) {
	filetest.Write(er.t, filepath.Join(er.root, rel), content)
}

const (
	unsafepathPkg = "kubevirt.io/kubevirt/pkg/unsafepath"
	unixPkg       = "kubevirt.io/kubevirt/vendor/golang.org/x/sys/unix"
	libPkg        = "kubevirt.io/kubevirt/vendor/example.org/lib"
	mounterPkg    = "kubevirt.io/kubevirt/pkg/virt-handler/mounter"
)

// vetResult is one package's output and exit code.
type vetResult struct {
	out  string
	code int
}

// vet runs kvlint under the vet protocol on each package in dependency
// order, each reading its dependencies' facts, as go vet and nogo do.
func (er *execroot) vet(bin string) map[string]vetResult {
	t := er.t
	type unit struct{ path, dir string }
	units := []unit{
		{unsafepathPkg, "pkg/unsafepath"},
		{unixPkg, "vendor/golang.org/x/sys/unix"},
		{libPkg, "vendor/example.org/lib"},
		{mounterPkg, "pkg/virt-handler/mounter"},
	}
	importMap := map[string]string{"golang.org/x/sys/unix": unixPkg, unsafepathPkg: unsafepathPkg}
	files, vetx := map[string]string{}, map[string]string{}
	results := map[string]vetResult{}
	for _, u := range units {
		name := filepath.Base(u.dir)
		gofiles, err := filepath.Glob(filepath.Join(er.root, u.dir, "*.go"))
		require.NoError(t, err)
		var rel []string
		for _, f := range gofiles {
			r, err := filepath.Rel(er.root, f)
			require.NoError(t, err)
			rel = append(rel, r)
		}
		archive := filepath.Join("bazel-out", "k8-fastbuild", "bin", u.dir, name+".a")
		require.NoError(t, os.MkdirAll(filepath.Join(er.root, filepath.Dir(archive)), 0o755))
		compile := exec.Command("go", append([]string{"tool", "compile", "-p", u.path, "-pack", "-o", archive,
			"-importcfg", er.importcfg(importMap, files)}, rel...)...)
		compile.Dir = er.root
		b, err := compile.CombinedOutput()
		require.NoError(t, err, string(b))

		cfg := vetCfg{
			ID: u.path, Compiler: "gc", Dir: u.dir, ImportPath: u.path, GoVersion: "go1.26",
			GoFiles: rel, NonGoFiles: []string{},
			ImportMap: importMap, PackageFile: copyMap(files), PackageVetx: copyMap(vetx),
			Standard:   map[string]bool{},
			VetxOutput: strings.TrimSuffix(archive, ".a") + ".vetx",
		}
		data, err := json.Marshal(cfg)
		require.NoError(t, err)
		cfgPath := filepath.Join("bazel-out", name+".cfg")
		filetest.Write(t, filepath.Join(er.root, cfgPath), string(data))
		cmd := exec.Command(bin, cfgPath)
		cmd.Dir = er.root
		b, err = cmd.CombinedOutput()
		results[u.path] = vetResult{out: string(b), code: exitCode(t, err)}
		files[u.path], vetx[u.path] = archive, cfg.VetxOutput
	}
	return results
}

// importcfg writes the compiler's import configuration for the packages
// built so far and returns its path relative to the execroot.
func (er *execroot) importcfg(importMap, files map[string]string) string {
	var b strings.Builder
	for from, to := range importMap {
		if from != to {
			b.WriteString("importmap " + from + "=" + to + "\n")
		}
	}
	for path, file := range files {
		b.WriteString("packagefile " + path + "=" + file + "\n")
	}
	rel := filepath.Join("bazel-out", "importcfg")
	filetest.Write(er.t, filepath.Join(er.root, rel), b.String())
	return rel
}

func copyMap(m map[string]string) map[string]string {
	c := make(map[string]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// TestExecrootDiscovery: with nogo's working directory and file names,
// discovery walks from the package's relative directory up to the execroot
// and no further; without a .kvlint.yaml there the embedded profile
// applies. Selectors match vendored packages by their importmap path, and a
// vendored copy is never the module's own code.
func TestExecrootDiscovery(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles packages")
	}
	bin := kvlintBin(t)

	t.Run("embedded profile", func(t *testing.T) {
		er := newExecroot(t)
		res := er.vet(bin)
		out := res[mounterPkg].out
		assert.Equal(t, 1, res[mounterPkg].code, out)
		assert.Contains(t, out, "pkg/virt-handler/mounter/mounter.go:6:2: HO1004: "+mounterPkg+" imports restricted package "+unsafepathPkg)
		assert.Contains(t, out, "pkg/virt-handler/mounter/mounter.go:10:9: HP1001: unix.Mount is a raw mount primitive outside its wrapper packages")
		for _, pkg := range []string{unsafepathPkg, unixPkg, libPkg} {
			assert.Equal(t, vetResult{}, res[pkg], "%s: a vendored copy is not the module's code", pkg)
		}
	})

	t.Run("policy at the execroot", func(t *testing.T) {
		er := newExecroot(t)
		er.write(".kvlint.yaml", `version: 1
extends: kubevirt
handoff:
  restricted-imports:
    - package: kubevirt.io/kubevirt/pkg/unsafepath
      allow:
        - package: kubevirt.io/kubevirt/pkg/virt-handler/mounter
          reason: the fixture's exemption, which only the execroot's policy has
`)
		res := er.vet(bin)
		out := res[mounterPkg].out
		assert.Equal(t, 1, res[mounterPkg].code, out)
		assert.NotContains(t, out, "HO1004", "the execroot's .kvlint.yaml was not used")
		assert.Contains(t, out, "HP1001: unix.Mount is a raw mount primitive outside its wrapper packages")
	})

	t.Run("nearer policy wins", func(t *testing.T) {
		er := newExecroot(t)
		er.write(".kvlint.yaml", "version: 1\nextends: kubevirt\n")
		er.write("pkg/virt-handler/.kvlint.yaml", `version: 1
extends: kubevirt
hostprim:
  categories:
    mount:
      wrappers:
        - package: kubevirt.io/kubevirt/pkg/virt-handler/mounter
          reason: the fixture's wrapper, which only the nearer policy has
`)
		res := er.vet(bin)
		out := res[mounterPkg].out
		assert.Equal(t, 1, res[mounterPkg].code, out)
		assert.NotContains(t, out, "HP1001", "the nearer .kvlint.yaml was not used")
		assert.Contains(t, out, "HO1004")
	})
}
