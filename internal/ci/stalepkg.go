package ci

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/packages"
)

// treePackages returns the import paths of the packages the go command
// finds for patterns in the tree at req.Dir: in its main modules or their
// dependencies (vendor included), analysed by this run or not. Only the
// directories are read (go list -find): no import graph, no type checking.
// A path the go command names only to say it cannot find it is left out.
func treePackages(req Request, patterns []string) ([]string, error) {
	if len(patterns) == 0 {
		return nil, nil
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedFiles,
		Dir:  req.Dir, Env: req.Env, Tests: req.Tests,
	}, patterns...)
	if err != nil {
		return nil, fmt.Errorf("listing the packages of the policy's package patterns (%s): %w", strings.Join(patterns, " "), err)
	}
	var out []string
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
