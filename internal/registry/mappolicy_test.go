package registry_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
	"github.com/kvlint/kvlint/internal/sites"
)

// Every pass declares its part of the policy to kvlint map: with the
// kubevirt profile, the import code, channels, key packages, owned types,
// lifecycles, mirrors, signals and primitive categories are all there.
func TestMapPolicyOfTheKubevirtProfile(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	v, err := registry.MapPolicy(p)
	require.NoError(t, err)

	names := func(topic string) []string {
		var out []string
		for _, d := range sites.Of(v, topic) {
			out = append(out, d.Name)
		}
		return out
	}
	assert.Contains(t, names(sites.TopicChannel), "launcher-pod")
	assert.Contains(t, names(sites.TopicChannel), "launcher-grpc")
	assert.Contains(t, names(sites.TopicChannel), "libvirt")
	for _, ch := range sites.Of(v, sites.TopicChannel) {
		if ch.Name == "launcher-pod" {
			assert.Equal(t, []string{"virt-controller"}, ch.Label(sites.LabelAllowed))
			assert.Equal(t, []string{"(k8s.io/client-go/kubernetes/typed/core/v1.PodInterface).Create"}, ch.Label(sites.LabelAPIs))
		}
	}
	keys := sites.Of(v, sites.TopicKey)
	require.Len(t, keys, 1)
	assert.Equal(t, []string{"kubevirt.io/api/core/v1", "kubevirt.io/api/instancetype", "kubevirt.io/api/pool/..."}, keys[0].Label(sites.LabelPackages))
	imports := sites.Of(v, sites.TopicImport)
	require.Len(t, imports, 1)
	assert.Equal(t, "HO1001", imports[0].Code)

	const vmi = "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus"
	assert.Contains(t, names(sites.TopicStatus), vmi)
	for _, st := range sites.Of(v, sites.TopicStatus) {
		if st.Name == vmi {
			assert.Equal(t, []string{"virt-handler/vm"}, st.Owners.Of("Phase", "Running"))
			assert.Equal(t, []string{"virt-controller/node", "virt-controller/vmi", "virt-handler"}, st.Owners.Of("Phase", "Failed"))
			assert.Equal(t, []string{"virt-handler/vm"}, st.Owners.Of("GuestOSInfo", ""))
		}
	}

	assert.NotEmpty(t, names(sites.TopicLifecycle))
	assert.NotEmpty(t, names(sites.TopicMirror))
	for _, m := range sites.Of(v, sites.TopicMirror) {
		assert.Len(t, m.Label(sites.LabelPair), 2, m.Name)
	}
	assert.NotEmpty(t, names(sites.TopicSignal))
	cats := names(sites.TopicPrimitive)
	assert.Contains(t, cats, "netlink")
	assert.IsIncreasing(t, cats, "categories in a stable order")
	for _, c := range sites.Of(v, sites.TopicPrimitive) {
		assert.Equal(t, "HP1002", c.Code, c.Name)
	}
}
