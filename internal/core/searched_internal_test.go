package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
)

// The packages a policy's pass sections spell, however a pass types the
// string: a selector's and a method selector's package, a plain type string,
// a package pattern and its subtree; a core key (components) spells none.
func TestSpelledInCoversEveryWayASectionNamesAPackage(t *testing.T) {
	pol, err := policy.Parse("p.yaml", []byte(`version: 1
module: [example.com/m/...]
components:
  agent: [example.com/m/agent/..., example.com/vendored/comp]
hostprim:
  categories:
    mount:
      apis: [example.com/lib/mnt.Mount, "(example.com/lib/ns.Handle).Enter"]
      wrappers:
        - {package: example.com/lib/wrap/..., reason: "mounts through example.com/lib/reasoned"}
      components: [agent]
statusfield:
  types:
    - type: example.com/lib/api/v1.Status
      owners: [agent]
`))
	require.NoError(t, err)
	spelled := spelledIn([]*policy.Policy{pol})
	for _, path := range []string{
		"example.com/lib/mnt", "example.com/lib/ns", "example.com/lib/api/v1",
		"example.com/lib/wrap", "example.com/lib/wrap/inner", "example.com/lib/reasoned",
	} {
		assert.True(t, spelled(path), path)
	}
	for _, path := range []string{"example.com/lib/mntx", "example.com/lib/api/v2", "example.com/vendored/comp", "example.com/lib/wrapper"} {
		assert.False(t, spelled(path), path)
	}
}
