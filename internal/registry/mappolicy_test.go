package registry_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
)

// Every pass contributes its part of the policy to kvlint map: with the
// kubevirt profile, the channels, key packages, owned types, migration
// pairs and primitive categories are all there.
func TestMapPolicyOfTheKubevirtProfile(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	v, err := registry.MapPolicy(p)
	require.NoError(t, err)

	var channels []string
	for _, ch := range v.Channels {
		channels = append(channels, ch.Name)
		if ch.Name == "launcher-pod" {
			assert.Equal(t, []string{"virt-controller"}, ch.Allowed)
			assert.Equal(t, []string{"(k8s.io/client-go/kubernetes/typed/core/v1.PodInterface).Create"}, ch.APIs)
		}
	}
	assert.Contains(t, channels, "launcher-pod")
	assert.Contains(t, channels, "launcher-grpc")
	assert.Contains(t, channels, "libvirt")
	assert.Equal(t, []string{"kubevirt.io/api/core/v1"}, v.KeyPackages)

	var types []string
	for _, st := range v.StatusTypes {
		types = append(types, st.Type)
		if st.Type == "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus" {
			assert.Equal(t, []string{"virt-handler"}, st.Values["Phase"]["Running"])
			assert.Equal(t, []string{"virt-handler"}, st.Fields["GuestOSInfo"])
		}
	}
	assert.Contains(t, types, "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus")

	assert.NotEmpty(t, v.Migration.Lifecycles)
	assert.NotEmpty(t, v.Migration.Mirrors)
	assert.NotEmpty(t, v.Migration.Signals)
	var cats []string
	for _, c := range v.Categories {
		cats = append(cats, c.Name)
	}
	assert.Contains(t, cats, "netlink")
	assert.IsIncreasing(t, cats, "categories in a stable order")
}
