package passkit_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policytest"
)

// kvpending exports each function's pending calls, its own and those of
// the imported functions it calls, and nothing for a call that resolves in
// the package that makes it.
func TestPendingFacts(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [kubevirt.io/kubevirt/...]\n")
	a := passkit.NewPending(passkit.FromPolicy(p))
	analysistest.Run(t, analysistest.TestData(), a,
		"kubevirt.io/kubevirt/pkg/demo/runner", "kubevirt.io/kubevirt/pkg/demo/top", "kubevirt.io/kubevirt/pkg/demo/local")
}
