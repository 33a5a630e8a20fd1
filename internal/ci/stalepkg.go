package ci

import (
	"fmt"
	"os"
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
func treePackages(req Request, listed, patterns []string) ([]string, error) {
	patterns = slices.DeleteFunc(slices.Clone(patterns), func(s string) bool {
		p, err := policy.ParsePattern(s)
		return err == nil && slices.ContainsFunc(listed, func(path string) bool { return p.Match(path) >= 0 })
	})
	if len(patterns) == 0 {
		return listed, nil
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
	out := slices.Clone(listed)
	for _, p := range pkgs {
		if exists(p) {
			out = append(out, p.PkgPath)
		}
	}
	return out, nil
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
