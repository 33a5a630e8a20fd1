package policy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/policy"
)

func TestPatternMatchesAny(t *testing.T) {
	sorted := []string{"k8s.io/api/core/v1", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "kubevirt.io/kubevirt/pkg/virt-handlers"}
	for pat, want := range map[string]bool{
		"kubevirt.io/kubevirt/pkg/virt-handler":            true,
		"kubevirt.io/kubevirt/pkg/virt-handler/...":        true,
		"kubevirt.io/kubevirt/pkg/virt-handler/cgroup/...": true,
		"kubevirt.io/kubevirt/pkg/virt":                    false, // a prefix of a path, not a package
		"kubevirt.io/kubevirt/pkg/virt/...":                false,
		"kubevirt.io/kubevirt/pkg/virt-launcher/...":       false,
		"zz.io/x": false,
	} {
		p, err := policy.ParsePattern(pat)
		assert.NoError(t, err)
		assert.Equal(t, want, p.MatchesAny(sorted), pat)
	}
}
