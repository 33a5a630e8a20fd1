package policy_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
)

// Bazel runs nogo in its execroot with every file named relative to it and
// no go.mod among the inputs: discovery walks from the package's relative
// directory up to the working directory and never above it.
// cmd/kvlint's TestExecrootDiscovery runs the same layout under the vet
// protocol.
func TestDiscoveryInExecroot(t *testing.T) {
	outside := t.TempDir()
	writeFile(t, filepath.Join(outside, policy.FileName), "version: 99\n")
	execroot := filepath.Join(outside, "execroot", "_main")
	writeFile(t, filepath.Join(execroot, "pkg", "virt-handler", "x.go"), "package x\n")
	t.Chdir(execroot)

	p, err := (&policy.Source{}).ForDir(filepath.Join("pkg", "virt-handler"))
	require.NoError(t, err, "the policy above the execroot was read")
	assert.Equal(t, "profile kubevirt", p.Name)

	writeFile(t, filepath.Join(execroot, policy.FileName), "version: 1\nmodule: [kubevirt.io/kubevirt/...]\n")
	for _, dir := range []string{filepath.Join("pkg", "virt-handler"), "pkg", "."} {
		p, err = (&policy.Source{}).ForDir(dir)
		require.NoError(t, err, dir)
		assert.Equal(t, policy.FileName, p.Name, dir)
	}
	writeFile(t, filepath.Join(execroot, "pkg", policy.FileName), "version: 1\nmodule: [kubevirt.io/kubevirt/pkg/...]\n")
	assert.Equal(t, filepath.Join("pkg", policy.FileName), policy.Nearest(filepath.Join("pkg", "virt-handler")), "the nearer one wins")
}

// A vendored package is built under a path inside the module's (Bazel's
// importmap, GOPATH vendoring): it is never the module's own code.
func TestVendoredCopyIsNotInModule(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	assert.True(t, p.InModule("kubevirt.io/kubevirt/pkg/virt-handler", ""))
	assert.False(t, p.InModule("kubevirt.io/kubevirt/vendor/golang.org/x/sys/unix", ""))
	assert.False(t, p.InModule("kubevirt.io/kubevirt/vendor/kubevirt.io/api/core/v1", ""))
	assert.False(t, p.InModule("vendor/golang.org/x/sys/unix", "kubevirt.io/kubevirt"))
	assert.False(t, (&policy.Policy{}).InModule("example.com/repo/vendor/example.org/lib", "example.com/repo"))
	assert.True(t, (&policy.Policy{}).InModule("example.com/repo/vendorlib", "example.com/repo"))
}
