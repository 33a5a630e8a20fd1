package diagtest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestData returns a GOPATH tree for analysistest.Run and Run: the calling
// package's testdata directory (or testdata/sub/..., for a package with
// several fixture trees) joined with the shared stand-ins (see Tree).
func TestData(t testing.TB, sub ...string) string {
	t.Helper()
	own, err := filepath.Abs(filepath.Join(append([]string{"testdata"}, sub...)...))
	if err != nil {
		t.Fatal(err)
	}
	return Tree(t, own)
}

// Tree returns a GOPATH directory holding the fixture tree dir (a GOPATH
// directory: packages in dir/src, policies beside it) whose src/ is joined
// with the repository's shared stand-ins in the top-level testdata/src (the
// API package kubevirt.io/api and the Kubernetes packages it needs), so a
// fixture tree holds only its own packages.
//
// analysistest loads from one GOPATH directory, so the tree is assembled in
// a temporary directory: real directories, one symbolic link per file (the
// go command's "..." patterns skip linked directories, never linked files),
// and the other entries of dir linked as they are. A package both trees
// define is an error: a fixture extends the shared stand-ins by adding to
// them, never by shadowing them.
func Tree(t testing.TB, dir string) string {
	t.Helper()
	shared, err := SharedSrc()
	if err != nil {
		t.Fatal(err)
	}
	gopath := t.TempDir()
	if err := link(dir, gopath, "src"); err != nil {
		t.Fatal(err)
	}
	if err := linkTree(shared, filepath.Join(gopath, "src"), filepath.Join(dir, "src")); err != nil {
		t.Fatal(err)
	}
	return gopath
}

// SharedSrc is the top-level testdata/src of this module, found from the
// working directory (go test runs in the package's directory).
func SharedSrc() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if data, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && strings.HasPrefix(string(data), "module github.com/kvlint/kvlint\n") {
			return filepath.Join(d, "testdata", "src"), nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no github.com/kvlint/kvlint go.mod above %s: the shared fixture tree testdata/src is found from the module root", wd)
		}
	}
}

// link mirrors every entry of from into to, joining the directory skip
// (already mirrored from elsewhere) as a tree of its own.
func link(from, to, skip string) error {
	entries, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Name() == skip {
			continue
		}
		if err := os.Symlink(filepath.Join(from, e.Name()), filepath.Join(to, e.Name())); err != nil {
			return err
		}
	}
	if _, err := os.Stat(filepath.Join(from, skip)); err != nil {
		return nil
	}
	return linkTree(filepath.Join(from, skip), filepath.Join(to, skip), "")
}

// linkTree recreates the directories of from under to and links each file.
// A Go file linked into a directory that already holds Go files from
// elsewhere (other) is an error: two trees would define one package.
func linkTree(from, to, other string) error {
	return filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		if other != "" && strings.HasSuffix(p, ".go") {
			theirs, _ := filepath.Glob(filepath.Join(filepath.Dir(dst), "*.go"))
			for _, f := range theirs {
				if target, _ := os.Readlink(f); strings.HasPrefix(target, from+string(filepath.Separator)) {
					continue
				}
				return fmt.Errorf("package %s is defined both in %s and in the shared stand-ins %s: extend the shared package instead of shadowing it",
					filepath.ToSlash(filepath.Dir(rel)), other, from)
			}
		}
		return os.Symlink(p, dst)
	})
}
