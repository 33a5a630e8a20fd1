package handoff_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/handoff"
)

// TestAllowEntryFilesStale: an allow entry limited to files is used only by
// an import in one of them. The fixture's virt-handler imports unsafepath in
// unsafepath.go, which its entry lists: not stale. Listing another file
// instead, the entry excuses nothing (one stale entry, with the files) and
// the import in unsafepath.go is reported.
func TestAllowEntryFilesStale(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/pkg/virt-handler"
	for _, e := range diagtest.Stale(t, diagtest.TestData(t), handoff.Def().New, load(t, "policy.yaml"), pkg) {
		assert.NotContains(t, e, "allowed importer "+pkg+" ", "its file imports it")
	}

	p, _ := policytest.Edited(t, "testdata/policy.yaml", "files: [unsafepath.go]", "files: [passt.go]")
	var got diagtest.Errors
	stale := diagtest.Stale(&got, diagtest.TestData(t), handoff.Def().New, p, pkg)
	assert.Contains(t, got.String(), "unsafepath.go:3:8: unexpected diagnostic: HO1004: "+pkg+" imports restricted package kubevirt.io/kubevirt/pkg/unsafepath")
	assert.Equal(t, []string{"policy.yaml:80:11: KV0003: stale policy entry (handoff): handoff.restricted-imports kubevirt.io/kubevirt/pkg/unsafepath: allowed importer " + pkg + " does not import it in a file matching passt.go"},
		containing(stale, "allowed importer "+pkg+" "))
}

// TestChannelPackageAllowanceStale: a channel's package allowance is used
// where its package uses the channel (virt-freezer reaches launcher-grpc
// through launcherping); one for a package that uses the channel nowhere
// is one stale entry. The findings are unchanged.
func TestChannelPackageAllowanceStale(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/cmd/virt-freezer"
	const anchor = "          reason: the one place that connects to libvirtd\n"
	extra := anchor + "        - package: " + pkg + "\n          reason: an allowance for a program that does not connect\n"
	p, text := policytest.Edited(t, "testdata/policy.yaml", anchor, extra)
	got := containing(diagtest.Stale(t, diagtest.TestData(t), handoff.Def().New, p, pkg), "handoff.channels")
	before, _, found := strings.Cut(text, "- package: "+pkg+"\n          reason: an allowance")
	require.True(t, found, "the policy lists the allowance")
	line := strings.Count(before, "\n") + 1
	assert.Equal(t, []string{
		fmt.Sprintf("policy.yaml:%d:11: KV0003: stale policy entry (handoff): handoff.channels libvirt-connect: no analysed package matching %s uses it", line, pkg),
	}, got, "the launcher-grpc allowance for the same package is used")
}

// containing returns the lines that contain sub.
func containing(lines []string, sub string) []string {
	var out []string
	for _, l := range lines {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return out
}
