package sarif_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/core/sarif"
	"github.com/kvlint/kvlint/internal/core/sarif/sariftest"
)

func TestRulesDescribeEachCodeFromItsPage(t *testing.T) {
	rules, index := sarif.Rules()
	assert.Len(t, rules, len(codes.All()))
	for _, c := range codes.All() {
		r := rules[index[c.ID]]
		assert.Equal(t, c.ID, r.ID)
		assert.Equal(t, c.Title, r.ShortDescription.Text)
		full := r.FullDescription.Text
		assert.NotEmpty(t, full)
		for _, bad := range []string{"#", "**", "```", "|"} {
			assert.False(t, strings.HasPrefix(full, bad), "%s: %q is not prose", c.ID, full)
		}
		if page, err := codes.Doc(c.ID); err == nil {
			assert.NotEqual(t, c.Title+".", full, "%s has a page: its prose is the description", c.ID)
			assert.Contains(t, strings.Join(strings.Fields(page), " "), full)
			assert.Equal(t, page, r.Help.Markdown)
		}
	}
}

func TestSemVer(t *testing.T) {
	assert.Equal(t, "1.2.3", sarif.SemVer("v1.2.3"))
	assert.Equal(t, "1.2.3-rc.1", sarif.SemVer("1.2.3-rc.1"))
	assert.Equal(t, "0.0.0-devel", sarif.SemVer("devel"))
	assert.Equal(t, "0.0.0-abc-def", sarif.SemVer("abc def"))
}

// A witness chain travels as relatedLocations, numbered, each with its
// message, and the log stays schema-valid.
func TestRelatedInformationBecomesRelatedLocations(t *testing.T) {
	f := finding.Finding{
		Code: "HP1002", Message: "virt-controller reaches mount", Package: "kubevirt.io/kubevirt/pkg/a",
		Path: "pkg/a/a.go", InRoot: true, Line: 3, Col: 2, Col16: 2, EndLine: 3, EndCol: 9, EndCol16: 9,
		Related: []finding.Related{
			{Message: "x.M", Path: "pkg/x/x.go", InRoot: true, Line: 7, Col16: 1, EndLine: 7, EndCol16: 5},
			{Message: "unix.Mount", Path: "/abs/unix.go", Line: 9, Col16: 2, EndLine: 9, EndCol16: 12},
		},
	}
	log := sarif.Build(sarif.Input{Version: "v1.0.0", Findings: []finding.Finding{f}})
	data, err := log.Marshal()
	require.NoError(t, err)
	require.NoError(t, sariftest.Validate(data))
	rel := log.Runs[0].Results[0].RelatedLocations
	require.Len(t, rel, 2)
	assert.Equal(t, 1, rel[0].ID)
	assert.Equal(t, "x.M", rel[0].Message.Text)
	assert.Equal(t, "pkg/x/x.go", rel[0].PhysicalLocation.ArtifactLocation.URI)
	assert.Equal(t, sarif.SrcRoot, rel[0].PhysicalLocation.ArtifactLocation.URIBaseID)
	assert.Equal(t, "file:///abs/unix.go", rel[1].PhysicalLocation.ArtifactLocation.URI)
}
