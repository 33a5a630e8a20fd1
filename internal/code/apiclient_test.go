package code_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

// TestInAPIClient: the two client libraries, vendored or not, and nothing
// that merely shares a prefix with them.
func TestInAPIClient(t *testing.T) {
	for s, want := range map[string]bool{
		"k8s.io/client-go/kubernetes/typed/core/v1/":                          true,
		"(kubevirt.io/client-go/kubecli.VirtualMachineInterface).PatchStatus": true,
		"kubevirt.io/kubevirt/vendor/k8s.io/client-go/tools/cache/":           true,
		"kubevirt.io/client-go-extra/":                                        false,
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/":                     false,
		"k8s.io/client-go": false, // a path needs its "/"
	} {
		assert.Equal(t, want, code.InAPIClient(s), s)
	}
}
