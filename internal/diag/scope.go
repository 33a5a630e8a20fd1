package diag

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/policy"
)

// InScope reports whether package pkg, of module mod (nil or empty without
// module information), is one kvlint reports on and computes facts for: the
// policy's `module:` patterns, else the main module (docs/configuration.md). A package of
// a dependency module is never in the default scope. Checker-based drivers
// mark main modules Main; go vet's unitchecker (before go1.27) does not, but
// gives every dependency a version and the main module none.
//
// kvlint ci uses the same rule to decide which packages' facts it computes,
// so its results equal the multichecker's.
func InScope(pol *policy.Policy, pkg string, mod *analysis.Module) bool {
	path := ""
	if mod != nil {
		path = mod.Path
		if len(pol.Module) == 0 && path != "" && !mod.Main && mod.Version != "" {
			return false
		}
	}
	return pol.InModule(pkg, path)
}
