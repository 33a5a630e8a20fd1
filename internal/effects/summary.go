package effects

import (
	"maps"
	"slices"
	"strings"
)

// Summary is a function's set of effects, keyed by a pass-defined name.
// It is what a pass stores in its fact: a fact type is struct{ Summary }
// and nothing else, so that the Summary's own encoding (GobEncode, through
// the embedding) is the fact's.
type Summary struct {
	Effects Map
	// Pending are the calls through interfaces and function-typed keys
	// the function reaches whose implementations importers may wire
	// (pending.go), sorted by key and method.
	Pending []Pending
	// Stored, in a package fact only, are the summaries of the functions
	// the package stores into keys other packages can name.
	Stored []Stored
}

// Map holds a summary's effects by name.
type Map map[string]Witness

// GobEncode implements gob.GobEncoder: the summary in its own encoding
// (codec.go), in key order, each string once.
func (s Summary) GobEncode() ([]byte, error) { return encodeSummary(&s), nil }

// GobDecode implements gob.GobDecoder.
func (s *Summary) GobDecode(b []byte) error { return decodeSummary(b, s) }

// Keys returns the effect names, sorted.
func (s *Summary) Keys() []string {
	if s == nil {
		return nil
	}
	return slices.Sorted(maps.Keys(s.Effects))
}

// Empty reports whether s has no effects.
func (s *Summary) Empty() bool { return s == nil || len(s.Effects) == 0 }

// String renders the summary for fact tests: "k1 via chain; k2 via chain".
func (s *Summary) String() string {
	var parts []string
	for _, k := range s.Keys() {
		parts = append(parts, k+" via "+strings.Join(s.Effects[k].Chain, "→"))
	}
	for _, st := range s.Stored {
		path, obj, _ := strings.Cut(st.ID, "\x00")
		parts = append(parts, "stored "+path[strings.LastIndex(path, "/")+1:]+"."+obj+": "+st.Summary.String())
	}
	return strings.Join(parts, "; ")
}
