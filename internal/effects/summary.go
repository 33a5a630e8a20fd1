package effects

import (
	"bytes"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/kvlint/kvlint/internal/flow"
)

// Summary is a function's set of effects, keyed by a pass-defined name.
// It is what a pass stores in its fact: a fact type is struct{ Summary }
// and nothing else, so that the Summary's own encoding (GobEncode, through
// the embedding) is the fact's. A summary gob decoded has its parts only
// through Decoded (FactIO reads facts so): its fields stay empty.
type Summary struct {
	Effects Map
	// Pending are the calls through interfaces and function-typed keys
	// the function reaches whose implementations importers may wire
	// (pending.go), sorted by key and method.
	Pending []Pending
	// Stored, in a package fact only, are the summaries of the functions
	// the package stores into keys other packages can name.
	Stored []Stored

	// lazy is set on a summary gob decoded and holds its encoding until the
	// summary is first read (Fact's summary): under go vet every package
	// decodes the facts of all its dependencies, and reads few of them.
	lazy *lazySummary
}

// lazySummary is a decoded fact's summary, decoded on first use. A fact
// may be read by several packages' passes at once.
type lazySummary struct {
	once sync.Once
	enc  []byte // checked by GobDecode
	s    Summary
}

func (l *lazySummary) get() *Summary {
	l.once.Do(func() {
		if err := decodeSummary(l.enc, &l.s); err != nil {
			panic("effects: a summary GobDecode checked does not decode: " + err.Error())
		}
	})
	return &l.s
}

// Map holds a summary's effects by name.
type Map map[string]Witness

// GobEncode implements gob.GobEncoder: the summary in its own encoding
// (codec.go), in key order, each string once. A decoded summary is
// written as it was read (go vet writes every dependency's facts again).
func (s Summary) GobEncode() ([]byte, error) {
	if s.lazy != nil {
		return s.lazy.enc, nil
	}
	return encodeSummary(&s), nil
}

// GobDecode implements gob.GobDecoder. It checks the encoding and keeps
// it (gob's buffer is reused); the summary is made when first read.
func (s *Summary) GobDecode(b []byte) error {
	if err := checkSummary(b); err != nil {
		return err
	}
	*s = Summary{lazy: &lazySummary{enc: bytes.Clone(b)}}
	return nil
}

// Decoded is s with its parts: a decoded fact's summary is made on first
// use. Read a summary taken from a fact through it.
func (s *Summary) Decoded() *Summary {
	if s != nil && s.lazy != nil {
		return s.lazy.get()
	}
	return s
}

// Keys returns the effect names, sorted.
func (s *Summary) Keys() []string {
	s = s.Decoded()
	if s == nil {
		return nil
	}
	return s.Effects.Sorted()
}

// Sorted returns the effect names, sorted: for walks that must go the same
// way on every run.
func (m Map) Sorted() []string { return slices.Sorted(maps.Keys(m)) }

// Empty reports whether s has no effects.
func (s *Summary) Empty() bool {
	s = s.Decoded()
	return s == nil || len(s.Effects) == 0
}

// String renders the summary for fact tests: "k1 via chain; k2 via chain".
func (s *Summary) String() string {
	s = s.Decoded()
	var parts []string
	for _, k := range s.Keys() {
		parts = append(parts, k+" via "+strings.Join(s.Effects[k].Chain, "→"))
	}
	for _, st := range s.Stored {
		parts = append(parts, "stored "+flow.ShortID(st.ID)+": "+st.Summary.String())
	}
	return strings.Join(parts, "; ")
}
