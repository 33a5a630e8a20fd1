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

// Register refuses what would make the table ambiguous or late: a code
// without its fields, one already known, and any code after the table was
// read (a reader must never see two tables). The test binary registers
// nothing, so the table is sealed from the first read on.
func TestRegisterRefuses(t *testing.T) {
	codes.All()
	assert.PanicsWithValue(t, `codes.Register("XP0001"): a code needs an ID, a pass and a title`, func() {
		codes.Register(codes.Code{ID: "XP0001", Pass: "x"})
	})
	assert.PanicsWithValue(t, "codes.Register: code HP1001 registered twice", func() {
		codes.Register(codes.Code{ID: "HP1001", Pass: "x", Title: "t"})
	})
	assert.PanicsWithValue(t, `codes.Register("XP0002") after the code table was read: register codes from init functions only`, func() {
		codes.Register(codes.Code{ID: "XP0002", Pass: "x", Title: "t"})
	})
	_, ok := codes.Lookup("XP0002")
	assert.False(t, ok)
}
