package handoff_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/handoff"
)

// TestRestrictedFunctions covers HO1006: a call and a function value
// reported; errors.Is, another os function, a same-named function of
// another package called os and a same-named method not; an allowed
// package, an allowance limited to one file, and a directive. The fixture
// is a tree of its own (testdata/restrictedfuncs), outside the handoff tree
// that TestDriversAgree runs under every testdata/*.yaml and the reading
// map's golden files are made from.
func TestRestrictedFunctions(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "restrictedfuncs")
	a := handoff.Def().New(passkit.FromPolicy(policytest.Load(t, filepath.Join(dir, "policy.yaml"))))
	analysistest.Run(t, dir, a, "kubevirt.io/kubevirt/pkg/bannedfuncs/...")
}
