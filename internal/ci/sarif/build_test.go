package sarif_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/ci/sarif"
	"github.com/kvlint/kvlint/internal/codes"
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
