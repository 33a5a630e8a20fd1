package codes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/codes"
)

// Every code has an explain page that starts with its own heading and has
// the sections kvlint explain promises.
func TestEveryCodeHasItsPage(t *testing.T) {
	for _, c := range codes.All() {
		page, err := codes.Doc(c.ID)
		require.NoError(t, err, c.ID)
		assert.True(t, strings.HasPrefix(page, "# "+c.ID), "%s: page starts with %q", c.ID, strings.SplitN(page, "\n", 2)[0])
		for _, section := range []string{"## Why", "## Bad", "## Good"} {
			assert.Contains(t, page, section, c.ID)
		}
	}
}

func TestLookup(t *testing.T) {
	c, ok := codes.Lookup("sf1001")
	require.True(t, ok, "lookup is case-insensitive")
	assert.Equal(t, codes.PassStatusfield, c.Pass)
	_, ok = codes.Lookup("SF9999")
	assert.False(t, ok)
	assert.True(t, codes.IsPass("hostprim"))
	assert.False(t, codes.IsPass("SF1001"))
	_, err := codes.Doc("XX0000")
	assert.ErrorContains(t, err, `unknown check code "XX0000"`)
}
