package core

import (
	"path/filepath"

	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/policy"
)

// checkScope fails a run none of whose matched packages is in its policy's
// module scope. Every pass skips such a package, so the run would report
// nothing where it looked at nothing, and a clean exit would read as clean
// code: the embedded kubevirt profile, whose scope is KubeVirt's module,
// run on another operator's module is how this happens. A run with at
// least one package in scope is left alone (the others are the user's
// choice, as in a pattern that also matches a dependency).
func checkScope(roots []*packages.Package, root *policy.Policy, src *policy.Source) error {
	if len(roots) == 0 {
		return nil
	}
	for _, p := range roots {
		pol := root
		if len(p.GoFiles) > 0 {
			// A nested policy the root permits may scope its packages
			// differently (Analyze validated it before this; whether the
			// root permits it is judged after, in package order).
			if np, err := src.ForDir(filepath.Dir(p.GoFiles[0])); err == nil {
				pol = np
			}
		}
		if ownPredicate(pol)(p.PkgPath, p.Module) {
			return nil
		}
	}
	what := "none of the " + count(len(roots), "matched package", "matched packages") + " is"
	if len(roots) == 1 {
		what = "the matched package " + roots[0].PkgPath + " is not"
	}
	if len(root.Module) == 0 {
		return policy.Errorf(policy.Pos{File: root.Name}, "%s in the main module, the policy's scope when it names no module:, so kvlint's passes would check nothing: "+
			"run it on your module's packages, or name the packages to check in module: (docs/configuration.md)", what)
	}
	return policy.Errorf(root.Module[0].Pos, "module: %s in the policy's scope (%s), so kvlint's passes would check nothing: "+
		"run it on packages of that scope, or write a .kvlint.yaml whose module: and components: name yours (docs/configuration.md)", what, root.Module)
}
