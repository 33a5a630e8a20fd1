package diag_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
)

func TestInScope(t *testing.T) {
	noModule := policytest.Parse(t, "a.yaml", "version: 1\n")
	withModule := policytest.Parse(t, "b.yaml", "version: 1\nmodule: [kubevirt.io/kubevirt/..., kubevirt.io/api/...]\n")

	main := &analysis.Module{Path: "kubevirt.io/kubevirt", Main: true}
	vetMain := &analysis.Module{Path: "kubevirt.io/kubevirt"} // unitchecker: no Main, no version
	dep := &analysis.Module{Path: "kubevirt.io/api", Version: "v0.0.0"}
	thirdParty := &analysis.Module{Path: "k8s.io/client-go", Version: "v0.33.1"}

	for _, c := range []struct {
		pol  *policy.Policy
		pkg  string
		mod  *analysis.Module
		want bool
	}{
		// Default scope: the main module only, under every driver.
		{noModule, "kubevirt.io/kubevirt/pkg/a", main, true},
		{noModule, "kubevirt.io/kubevirt/pkg/a", vetMain, true},
		{noModule, "kubevirt.io/api/core/v1", dep, false},
		{noModule, "k8s.io/client-go/kubernetes", thirdParty, false},
		// Without module information (GOPATH): everything but the standard library.
		{noModule, "kubevirt.io/kubevirt/pkg/a", nil, true},
		{noModule, "kubevirt.io/kubevirt/pkg/a", &analysis.Module{}, true},
		{noModule, "net/http", nil, false},
		// `module:` patterns decide, whatever module a package is in.
		{withModule, "kubevirt.io/api/core/v1", dep, true},
		{withModule, "k8s.io/client-go/kubernetes", thirdParty, false},
		{withModule, "kubevirt.io/kubevirt/pkg/a", main, true},
	} {
		assert.Equal(t, c.want, diag.InScope(c.pol, c.pkg, c.mod), "%s in %+v under %s", c.pkg, c.mod, c.pol.Name)
	}
}
