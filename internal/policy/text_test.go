package policy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SectionScalars holds every string of the pass sections, the extended
// profile's merged with the file's own, whatever type a pass decodes them
// into (the statusfield type is a plain string, no selector), and none of
// the top-level keys that are not sections.
func TestSectionScalarsSpanEveryPassSection(t *testing.T) {
	p, err := parse(t, "version: 1\nextends: kubevirt\ncomponents:\n  my-agent: [example.com/fork/agent/...]\n"+
		"statusfield:\n  types:\n    - type: example.com/fork/api.Status\n      owners: [my-agent]\n")
	require.NoError(t, err)
	got := p.SectionScalars()
	assert.Contains(t, got, "example.com/fork/api.Status", "the file's own section")
	assert.Contains(t, got, "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "the profile's statusfield section")
	assert.Contains(t, got, "golang.org/x/sys/unix.Mount", "the profile's hostprim section")
	assert.NotContains(t, got, "example.com/fork/agent/...", "components are no pass section")
}
