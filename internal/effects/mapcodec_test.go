package effects_test

import (
	"bytes"
	"encoding/gob"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/effects"
)

func sampleSummary() effects.Summary {
	return effects.Summary{
		Effects: effects.Map{
			"mount":  {Chain: []string{"a.F", "unix.Mount"}, Site: "a/a.go:3", Calls: []string{"", "a.go:3:2"}, Note: " (through field f)"},
			"chroot": {Chain: []string{"unix.Chroot"}, Site: "b/b.go:9"},
			"":       {},
		},
		Pending: []effects.Pending{{Key: "k", Method: "M", Witness: effects.Witness{Chain: []string{"x.I.M"}}}},
	}
}

// A summary survives gob, as facts carry it, with empty lists as gob
// decodes them (nil).
func TestSummaryGobRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(sampleSummary()))
	var got effects.Summary
	require.NoError(t, gob.NewDecoder(&buf).Decode(&got))
	assert.Equal(t, sampleSummary(), got)
}

// The checker rejects facts whose encoding changes between two encodings
// of one value; a map's iteration order must not show.
func TestMapEncodingIsDeterministic(t *testing.T) {
	first, err := sampleSummary().Effects.GobEncode()
	require.NoError(t, err)
	for range 50 {
		again, err := sampleSummary().Effects.GobEncode()
		require.NoError(t, err)
		require.Equal(t, first, again)
	}
}

// A truncated or padded encoding is an error, never a panic or a partial
// map.
func TestMapDecodeRejectsMalformed(t *testing.T) {
	good, err := sampleSummary().Effects.GobEncode()
	require.NoError(t, err)
	for i := range len(good) {
		var m effects.Map
		assert.Error(t, m.GobDecode(good[:i]), "truncated to %d bytes", i)
	}
	var m effects.Map
	assert.Error(t, m.GobDecode(append(good, 0)), "a trailing byte")
	assert.Error(t, m.GobDecode([]byte{0xff, 0xff, 0xff, 0xff, 0x0f}), "a length beyond the input")
}

func FuzzMapDecode(f *testing.F) {
	good, _ := sampleSummary().Effects.GobEncode()
	f.Add(good)
	f.Fuzz(func(t *testing.T, b []byte) {
		var m effects.Map
		if m.GobDecode(b) != nil {
			return
		}
		again, err := m.GobEncode()
		require.NoError(t, err)
		var m2 effects.Map
		require.NoError(t, m2.GobDecode(again))
		assert.Equal(t, m, m2, "what decodes re-encodes to itself")
	})
}
