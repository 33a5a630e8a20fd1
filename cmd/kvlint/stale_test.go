package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStalePolicyEntries runs a policy written as if for another release
// (testdata/stale/kvlint.yaml) on the integration tree: every pass still runs
// and reports its finding, and each entry naming a function, type, method,
// field, constant, import edge or wrapper the tree lacks is reported once, at its
// position.
func TestStalePolicyEntries(t *testing.T) {
	dir := testdata("integration", "kubevirt")
	cfg := testdata("stale", "kvlint.yaml")
	stdout, stderr, code := run(t, dir, "-config="+cfg, "./...")
	assert.Equal(t, 1, code, stderr)
	for _, want := range []string{
		"lifecycle.go:30:9: HP1001:", "lifecycle.go:30:9: HP1002:", "lifecycle.go:25:2: SF1001:",
		"lifecycle.go:9:2: HO1001:", "lifecycle.go:19:13: HO1003:", "migration-target.go:14:2: MP1002:",
	} {
		assert.Contains(t, stdout, want, "the pass must still run")
	}
	stale := []string{
		"kvlint.yaml:19:11: KV0003: stale policy entry (hostprim): selector golang.org/x/sys/unix.MountSetattrNext: package golang.org/x/sys/unix has no function MountSetattrNext",
		"kvlint.yaml:20:11: KV0003: stale policy entry (hostprim): selector (golang.org/x/sys/unix.Mounter).Remount: package golang.org/x/sys/unix has no type Mounter",
		"kvlint.yaml:24:11: KV0003: stale policy entry (hostprim): hostprim.categories.mount.wrappers: no analysed package matching kubevirt.io/kubevirt/pkg/virt-handler/heartbeat performs a mount primitive directly",
		"kvlint.yaml:36:33: KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: fields.GuestAgentVersionNext: no field GuestAgentVersionNext",
		"kvlint.yaml:40:25: KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: values.Phase: Hibernating is not a constant",
		"kvlint.yaml:41:7: KV0003: stale policy entry (statusfield): statusfield: type kubevirt.io/api/core/v1.VirtualMachineInstanceStatusNext: package kubevirt.io/api/core/v1 declares no type",
		"kvlint.yaml:53:11: KV0003: stale policy entry (handoff): selector (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).dialLauncherNext: type MigrationTargetController has no method dialLauncherNext",
		"kvlint.yaml:59:7: KV0003: stale policy entry (handoff): handoff.exemptions: no analysed package matching kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi imports kubevirt.io/kubevirt/pkg/virt-handler/isolation",
		"kvlint.yaml:65:11: KV0003: stale policy entry (handoff): handoff.restricted-imports kubevirt.io/kubevirt/pkg/unsafepath: allowed importer kubevirt.io/kubevirt/pkg/virt-handler does not import it",
		"kvlint.yaml:78:14: KV0003: stale policy entry (migrationpair): migration: MigrationState.TargetNodeTopologyNext: type kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState has no field TargetNodeTopologyNext",
		"kvlint.yaml:78:53: KV0003: stale policy entry (migrationpair): migration: MigrationState.TargetState.NodeTopologyNext:",
	}
	for _, want := range stale {
		assert.Equal(t, 1, strings.Count(stderr, want), "want once: %s\nstderr:\n%s", want, stderr)
	}
	assert.Equal(t, len(stale), strings.Count(stderr, "KV0003: stale"), stderr)
	assert.Contains(t, stderr, "11 stale policy entr(ies), warnings")
	assert.NotContains(t, stdout, "KV0003", "stale entries are not findings")

	// JSON lists them too; -strict-policy only changes the wording here (the
	// findings fail the run anyway).
	stdout, stderr, code = run(t, dir, "-config="+cfg, "-format=json", "-strict-policy", "./...")
	assert.Equal(t, 1, code, stderr)
	var doc struct {
		StalePolicy []struct{ Position, Pass, Message string } `json:"stalePolicyEntries"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc))
	require.Len(t, doc.StalePolicy, len(stale))
	assert.True(t, strings.HasSuffix(doc.StalePolicy[0].Position, "stale/kvlint.yaml:19:11"), doc.StalePolicy[0].Position)
	assert.Equal(t, "hostprim", doc.StalePolicy[0].Pass)
	assert.Contains(t, stderr, "errors under strict-policy")

	// The policy key does what the flag does.
	data, err := os.ReadFile(cfg)
	require.NoError(t, err)
	strict := filepath.Join(t.TempDir(), "strict.yaml")
	require.NoError(t, os.WriteFile(strict, append([]byte("strict-policy: true\n"), data...), 0o644))
	_, stderr, _ = run(t, dir, "-config="+strict, "./...")
	assert.Contains(t, stderr, "11 stale policy entr(ies), errors under strict-policy")
}

// TestProfilePrintsNumberedLines: KV0003 positions in the embedded profile
// are readable with kvlint profile.
func TestProfilePrintsNumberedLines(t *testing.T) {
	stdout, stderr, code := run(t, ".", "profile", "kubevirt", "statusfield.yaml")
	require.Equal(t, 0, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "==> profile kubevirt/statusfield.yaml (embedded)\n"), stdout)
	assert.Contains(t, stdout, "\n   5  statusfield:\n")
	assert.NotContains(t, stdout, "hostprim:", "one file only")
	_, stderr, code = run(t, ".", "profile", "kubevirt", "nosuch.yaml")
	assert.Equal(t, 2, code)
	assert.Equal(t, "kvlint profile: profile kubevirt has no file nosuch.yaml\n", stderr)
}
