package effects_test

import (
	"bytes"
	"encoding/gob"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/effects"
)

// sampleFact is shaped as the passes' facts are: a struct holding only a
// Summary, whose encoding becomes the fact's.
type sampleFact struct{ effects.Summary }

func sampleSummary() effects.Summary {
	chain := []string{"watch.Run", "vmi.Controller.Execute", "api.Client.Update"}
	return effects.Summary{
		Effects: effects.Map{
			"mount":  {Chain: []string{"a.F", "unix.Mount"}, Site: "a/a.go:3", Calls: []string{"", "a.go:3:2"}, Note: " (through field f)"},
			"chroot": {Chain: []string{"unix.Chroot"}, Site: "b/b.go:9"},
			"":       {},
		},
		Pending: []effects.Pending{
			{Key: "k\x00x", Method: "M", Witness: effects.Witness{Chain: chain, Calls: []string{"w.go:1:1", "w.go:2:2", "w.go:3:3"}}, Seen: []string{"impl.T"}},
			{Key: "k2", Witness: effects.Witness{Chain: chain}},
		},
		Stored: []effects.Stored{{ID: "p\x00T.M", Summary: effects.Summary{Effects: effects.Map{"mount": {Chain: chain}}}}},
	}
}

// A fact survives gob with every part of its summary, empty lists and maps
// decoding as gob decodes them (nil).
func TestSummaryFactGobRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(&sampleFact{sampleSummary()}))
	var got sampleFact
	require.NoError(t, gob.NewDecoder(&buf).Decode(&got))
	want := sampleSummary()
	assert.Equal(t, &want, got.Decoded())

	buf.Reset()
	require.NoError(t, gob.NewEncoder(&buf).Encode(&sampleFact{}))
	var empty sampleFact
	require.NoError(t, gob.NewDecoder(&buf).Decode(&empty))
	assert.Equal(t, &effects.Summary{}, empty.Decoded())
}

// A decoded summary keeps its encoding until it is read: written again
// (as go vet writes every dependency's facts), it is the same bytes, and
// passes reading it at once get one summary.
func TestDecodedSummaryIsMadeOnceOnFirstUse(t *testing.T) {
	enc, err := sampleSummary().GobEncode()
	require.NoError(t, err)
	var s effects.Summary
	require.NoError(t, s.GobDecode(enc))
	assert.Nil(t, s.Effects, "nothing is made before the summary is read")
	again, err := s.GobEncode()
	require.NoError(t, err)
	assert.Equal(t, enc, again)

	got := make([]*effects.Summary, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i] = s.Decoded() })
	}
	wg.Wait()
	for _, g := range got {
		assert.Same(t, got[0], g)
	}
	want := sampleSummary()
	assert.Equal(t, &want, got[0])
	assert.Equal(t, want.Keys(), s.Keys(), "the methods read the decoded summary")
	assert.Equal(t, want.String(), s.String())
	again, err = got[0].GobEncode()
	require.NoError(t, err)
	assert.Equal(t, enc, again, "the decoded summary encodes as it was read")
}

// The checker rejects facts whose encoding changes between two encodings
// of one value: a map's iteration order must not show. Repeated strings
// are written once.
func TestSummaryEncodingIsDeterministicAndShared(t *testing.T) {
	first, err := sampleSummary().GobEncode()
	require.NoError(t, err)
	for range 50 {
		again, err := sampleSummary().GobEncode()
		require.NoError(t, err)
		require.Equal(t, first, again)
	}
	assert.Equal(t, 1, bytes.Count(first, []byte("vmi.Controller.Execute")), "a string repeated in chains is stored once")

	// Strings sharing a prefix (call sites of one file) write it once.
	dir := "/work/src/kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi/"
	w := effects.Witness{Chain: []string{"a.F", "b.G", "c.H"}, Calls: []string{dir + "vmi.go:10:2", dir + "vmi.go:200:9", dir + "volumes.go:7:1"}}
	enc, err := (&effects.Summary{Effects: effects.Map{"k": w}}).GobEncode()
	require.NoError(t, err)
	assert.Equal(t, 1, bytes.Count(enc, []byte(dir)))
	var back effects.Summary
	require.NoError(t, back.GobDecode(enc))
	assert.Equal(t, w, back.Decoded().Effects["k"])
}

// A truncated or padded encoding, or an index past the table, is an error,
// never a panic or a partial summary.
func TestSummaryDecodeRejectsMalformed(t *testing.T) {
	good, err := sampleSummary().GobEncode()
	require.NoError(t, err)
	for i := range len(good) {
		var s effects.Summary
		assert.Error(t, s.GobDecode(good[:i]), "truncated to %d bytes", i)
	}
	var s effects.Summary
	assert.Error(t, s.GobDecode(append(good, 0)), "a trailing byte")
	assert.Error(t, s.GobDecode([]byte{0xff, 0xff, 0xff, 0xff, 0x0f}), "a count beyond the input")
	assert.Error(t, s.GobDecode([]byte{0, 1, 5, 0, 0, 0, 0, 0}), "an index into an empty table")
	assert.Error(t, s.GobDecode([]byte{2, 0, 1, 'a', 5, 1, 'b', 0, 0, 0}), "a prefix longer than the string before")
	assert.NoError(t, s.GobDecode([]byte{2, 0, 1, 'a', 1, 1, 'b', 0, 0, 0}), "the same table, well formed")
}

func FuzzSummaryDecode(f *testing.F) {
	good, _ := sampleSummary().GobEncode()
	f.Add(good)
	f.Fuzz(func(t *testing.T, b []byte) {
		var s effects.Summary
		if s.GobDecode(b) != nil {
			return
		}
		again, err := s.GobEncode()
		require.NoError(t, err)
		var s2 effects.Summary
		require.NoError(t, s2.GobDecode(again))
		assert.Equal(t, s.Decoded(), s2.Decoded(), "what decodes re-encodes to itself")
	})
}
