package policy_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
)

func TestTypeName(t *testing.T) {
	var tn policy.TypeName
	require.NoError(t, tn.DecodeScalar(" kubevirt.io/kubevirt/pkg/virt-handler.VirtualMachineController "))
	assert.Equal(t, "kubevirt.io/kubevirt/pkg/virt-handler", tn.PolicyPackage())
	assert.Equal(t, "kubevirt.io/kubevirt/pkg/virt-handler.VirtualMachineController", tn.Key())
	// KV0003 prints a type whose package the tree lacks with %v: its key.
	assert.Equal(t, tn.Key(), fmt.Sprint(tn))

	err := tn.DecodeScalar("VirtualMachineController")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `bad type name "VirtualMachineController"`)
	assert.NotContains(t, err.Error(), "\n")
}
