package statusfield_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/statusfield"
)

func load(t *testing.T, file string) *policy.Policy { return policytest.Load(t, file) }

func TestStatusfield(t *testing.T) {
	a := statusfield.Def().New(passkit.FromPolicy(load(t, "testdata/policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t), a,
		"kubevirt.io/kubevirt/pkg/controller",
		"kubevirt.io/kubevirt/pkg/storage/cbt",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/drain",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-api/rest",
	)
}

// TestStaleAllowEntries: an allow entry whose function the run analysed but
// which makes no status write it covers is one stale entry (KV0003): a
// function that writes no status, and one narrowed to a patch path it does
// not patch. The fixture's own entries cover writes and are not stale, and
// the findings are unchanged.
func TestStaleAllowEntries(t *testing.T) {
	data, err := os.ReadFile("testdata/policy.yaml")
	require.NoError(t, err)
	extra := `    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.describe
      reason: an entry for a function that writes no status
    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.createDefaults
      patch: /status/phase
      reason: narrowed to a path it does not patch
`
	p, err := policy.Parse("policy.yaml", append(data, extra...))
	require.NoError(t, err)
	log := stale.NewLog()
	a := statusfield.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	analysistest.Run(t, diagtest.TestData(t), a, "kubevirt.io/kubevirt/pkg/virt-api/rest")
	got := diagtest.StaleLines(log)
	n := strings.Count(string(data), "\n")
	assert.Equal(t, []string{
		fmt.Sprintf("policy.yaml:%d:7: KV0003: stale policy entry (statusfield): statusfield.allow kubevirt.io/kubevirt/pkg/virt-api/rest.describe: the function writes no status field", n+1),
		fmt.Sprintf("policy.yaml:%d:7: KV0003: stale policy entry (statusfield): statusfield.allow kubevirt.io/kubevirt/pkg/virt-api/rest.createDefaults: the function makes no JSON-patch operation on /status/phase", n+3),
	}, got)
}
