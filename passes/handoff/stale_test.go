package handoff_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/handoff"
)

type errs []string

func (e *errs) Errorf(format string, args ...any) { *e = append(*e, fmt.Sprintf(format, args...)) }

// TestAllowEntryFilesStale: an allow entry limited to files is used only by
// an import in one of them. The fixture's virt-handler imports unsafepath in
// unsafepath.go, which its entry lists: not stale. Listing another file
// instead, the entry excuses nothing (one stale entry, with the files) and
// the import in unsafepath.go is reported.
func TestAllowEntryFilesStale(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/pkg/virt-handler"
	file := filepath.Join(analysistest.TestData(), "policy.yaml")
	log := stale.NewLog()
	a := handoff.Def().New(passkit.Settings{Source: policy.Fixed(load(t, "policy.yaml")), Stale: log})
	analysistest.Run(t, diagtest.TestData(t), a, pkg)
	for _, e := range diagtest.StaleLines(log) {
		assert.NotContains(t, e, "allowed importer "+pkg+" ", "its file imports it")
	}

	data, err := os.ReadFile(file)
	require.NoError(t, err)
	moved := strings.Replace(string(data), "files: [unsafepath.go]", "files: [passt.go]", 1)
	require.NotEqual(t, string(data), moved)
	p, err := policy.Parse("policy.yaml", []byte(moved))
	require.NoError(t, err)
	log = stale.NewLog()
	a = handoff.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	var got errs
	analysistest.Run(&got, diagtest.TestData(t), a, pkg)
	assert.Contains(t, strings.Join(got, "\n"), "unsafepath.go:3:8: unexpected diagnostic: HO1004: "+pkg+" imports restricted package kubevirt.io/kubevirt/pkg/unsafepath")
	var stale []string
	for _, e := range diagtest.StaleLines(log) {
		if strings.Contains(e, "allowed importer "+pkg+" ") {
			stale = append(stale, e)
		}
	}
	assert.Equal(t, []string{"policy.yaml:74:11: KV0003: stale policy entry (handoff): handoff.restricted-imports kubevirt.io/kubevirt/pkg/unsafepath: allowed importer " + pkg + " does not import it in a file matching passt.go"}, stale)
}

// TestChannelPackageAllowanceStale: a channel's package allowance is used
// where its package uses the channel (virt-freezer reaches launcher-grpc
// through launcherping); one for a package that uses the channel nowhere
// is one stale entry. The findings are unchanged.
func TestChannelPackageAllowanceStale(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/cmd/virt-freezer"
	data, err := os.ReadFile(filepath.Join(analysistest.TestData(), "policy.yaml"))
	require.NoError(t, err)
	const anchor = "          reason: the one place that connects to libvirtd\n"
	extra := anchor + "        - package: " + pkg + "\n          reason: an allowance for a program that does not connect\n"
	text := strings.Replace(string(data), anchor, extra, 1)
	require.NotEqual(t, string(data), text)
	p, err := policy.Parse("policy.yaml", []byte(text))
	require.NoError(t, err)
	log := stale.NewLog()
	a := handoff.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	analysistest.Run(t, diagtest.TestData(t), a, pkg)
	var got []string
	for _, e := range diagtest.StaleLines(log) {
		if strings.Contains(e, "handoff.channels") {
			got = append(got, e)
		}
	}
	before, _, found := strings.Cut(text, "- package: "+pkg+"\n          reason: an allowance")
	require.True(t, found, "the policy lists the allowance")
	line := strings.Count(before, "\n") + 1
	assert.Equal(t, []string{
		fmt.Sprintf("policy.yaml:%d:11: KV0003: stale policy entry (handoff): handoff.channels libvirt-connect: no analysed package matching %s uses it", line, pkg),
	}, got, "the launcher-grpc allowance for the same package is used")
}
