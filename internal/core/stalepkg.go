package core

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/policy"
)

// treePackages returns import paths of packages of the tree at req.Dir (its
// main modules or their dependencies, vendor included, analysed by this run
// or not) such that every pattern that matches a package of the tree
// matches one of them: the packages the run already listed (listed), and
// for the patterns that match none of those, the packages the go command
// finds for them. Only the directories are read for those (go list -find):
// no import graph, no type checking. A path the go command names only to
// say it cannot find it is left out.
//
// Asking the go command only about the rest matters for the run's time: on
// KubeVirt v1.9.0 one of the profile's 66 patterns is left, and the go list
// of all 66 took twice as long as that of one (1.0 s against 0.5 s).
//
// A pattern that names one package (no "/...") of a main module whose
// directory holds Go files is such a package too, and needs no go command
// either (on KubeVirt v1.9.0 that is the one left: cmd/virt-launcher).
func treePackages(req Request, listed []string, mains []*packages.Module, patterns []string) ([]string, error) {
	out := slices.Clone(listed)
	sorted := slices.Sorted(slices.Values(listed))
	patterns = slices.DeleteFunc(slices.Clone(patterns), func(s string) bool {
		p, err := policy.ParsePattern(s)
		if err != nil {
			return false
		}
		if p.MatchesAny(sorted) {
			return true
		}
		if !p.Subtree && present(p.Path, mains) {
			out = append(out, p.Path)
			return true
		}
		return false
	})
	if len(patterns) == 0 {
		return out, nil
	}
	// A pattern may name a module the build does not require; with
	// GOFLAGS=-mod=mod the go command would look it up on the network.
	// Whether it exists is a question about this tree only.
	env := req.Env
	if env == nil {
		env = os.Environ()
	}
	env = append(slices.Clone(env), "GOPROXY=off")
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedFiles,
		Dir:  req.Dir, Env: env, Tests: req.Tests,
	}, patterns...)
	if err != nil {
		return nil, fmt.Errorf("listing the packages of the policy's package patterns (%s): %w", strings.Join(patterns, " "), err)
	}
	for _, p := range pkgs {
		if exists(p) {
			out = append(out, p.PkgPath)
		}
	}
	return out, nil
}

// present reports whether path names a directory of a main module (mains)
// that holds Go files: a package of the tree, whatever its files say (exists
// counts test-only and other-platform packages too). Whatever else the go
// command might make of the path (a vendor or testdata directory, one the go
// command ignores, a nested module) is left to it: present says false.
func present(path string, mains []*packages.Module) bool {
	for _, m := range mains {
		rest, ok := strings.CutPrefix(path, m.Path+"/")
		if !ok || m.Dir == "" {
			continue
		}
		dir := m.Dir
		for _, el := range strings.Split(rest, "/") {
			if el == "" || el == "testdata" || el == "vendor" || strings.HasPrefix(el, "_") || strings.HasPrefix(el, ".") {
				return false
			}
			dir = filepath.Join(dir, el)
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				return false // another module's
			}
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			return false
		}
		return slices.ContainsFunc(ents, func(e os.DirEntry) bool {
			n := e.Name()
			return e.Type().IsRegular() && strings.HasSuffix(n, ".go") && !strings.HasPrefix(n, "_") && !strings.HasPrefix(n, ".")
		})
	}
	return false
}

// exists: a package with only test files, or only files for other
// platforms, is still a package of the tree.
func exists(p *packages.Package) bool {
	if len(p.Errors) == 0 || len(p.GoFiles)+len(p.OtherFiles)+len(p.IgnoredFiles) > 0 {
		return true
	}
	for _, e := range p.Errors {
		if strings.Contains(e.Msg, "no non-test Go files") {
			return true
		}
	}
	return false
}
