package effects

import (
	"cmp"
	"encoding/binary"
	"errors"
	"maps"
	"slices"
	"strings"
)

// A summary encodes itself instead of leaving it to gob, for two reasons
// that both show under go vet, where every package decodes the facts of
// all its dependencies. Gob encodes a map in iteration order, and the
// analysis checker rejects a fact whose encoding is not deterministic; the
// encoding sorts. And witnesses repeat: the pending calls of a function
// near a program's top share most of their chains and call sites, so a
// summary writes each distinct string once, in a table, and refers to it
// by index (on KubeVirt v1.9.0's virt-controller/watch the strings of its
// facts are less than half as long once deduplicated per summary).
//
// The layout: the string table (a count, then the strings in sorted order,
// each as the length of the prefix it shares with the one before, the
// length of the rest, and the rest's bytes: the call sites of one file,
// the functions of one package, share long prefixes), then the body. The body is the effects (count; per entry
// the key and a witness), the pending calls (count; per entry key, method,
// witness and the Seen list) and the stored summaries (count; per entry
// the ID and a body). A witness is its Chain, Site, Calls and Note; a list
// is a count and its items; a string in the body is its table index. Every
// number is a uvarint. Empty maps and lists decode as nil, as gob decodes
// them.

func encodeSummary(s *Summary) []byte {
	// One walk writes the body as tokens and gathers the strings in the
	// order they first appear; sorted, each string is written as the length
	// of the prefix it shares with the one before and the rest, and the
	// body's tokens are written with the strings' places in that order.
	e := summaryEncoder{index: map[string]int{}}
	e.summary(s)
	order := make([]int, len(e.strs)) // first-appearance numbers, by string
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return strings.Compare(e.strs[a], e.strs[b]) })
	place := make([]int, len(order)) // sorted place, by first-appearance number
	out := binary.AppendUvarint(make([]byte, 0, 8*len(e.tokens)), uint64(len(order)))
	prev := ""
	for i, n := range order {
		place[n] = i
		str := e.strs[n]
		shared := 0
		for shared < len(prev) && shared < len(str) && prev[shared] == str[shared] {
			shared++
		}
		out = binary.AppendUvarint(out, uint64(shared))
		out = binary.AppendUvarint(out, uint64(len(str)-shared))
		out = append(out, str[shared:]...)
		prev = str
	}
	for _, t := range e.tokens {
		if t < 0 {
			t = place[-t-1]
		}
		out = binary.AppendUvarint(out, uint64(t))
	}
	return out
}

// summaryEncoder walks a summary once. Its tokens are the body: a number
// as itself, a string as -1 minus its first-appearance number (index),
// which the sorted table replaces.
type summaryEncoder struct {
	strs   []string // by first-appearance number
	index  map[string]int
	tokens []int
}

func (e *summaryEncoder) num(n int) { e.tokens = append(e.tokens, n) }

func (e *summaryEncoder) str(s string) {
	n, ok := e.index[s]
	if !ok {
		n = len(e.strs)
		e.index[s] = n
		e.strs = append(e.strs, s)
	}
	e.tokens = append(e.tokens, -1-n)
}

func (e *summaryEncoder) list(l []string) {
	e.num(len(l))
	for _, s := range l {
		e.str(s)
	}
}

func (e *summaryEncoder) witness(w *Witness) {
	e.list(w.Chain)
	e.str(w.Site)
	e.list(w.Calls)
	e.str(w.Note)
}

func (e *summaryEncoder) summary(s *Summary) {
	e.num(len(s.Effects))
	for _, k := range slices.Sorted(maps.Keys(s.Effects)) {
		w := s.Effects[k]
		e.str(k)
		e.witness(&w)
	}
	e.num(len(s.Pending))
	for i := range s.Pending {
		p := &s.Pending[i]
		e.str(p.Key)
		e.str(p.Method)
		e.witness(&p.Witness)
		e.list(p.Seen)
	}
	e.num(len(s.Stored))
	for i := range s.Stored {
		e.str(s.Stored[i].ID)
		e.summary(&s.Stored[i].Summary)
	}
}

var errSummaryEncoding = errors.New("effects: malformed summary encoding")

// checkSummary reports whether b is a whole, well-formed encoding, reading
// it as decodeSummary does but keeping nothing.
func checkSummary(b []byte) error {
	d := summaryDecoder{b: b, dry: true}
	return d.decode(new(Summary))
}

func decodeSummary(b []byte, s *Summary) error {
	d := summaryDecoder{b: b}
	var out Summary
	if err := d.decode(&out); err != nil {
		return err
	}
	*s = out
	return nil
}

// summaryDecoder reads an encoding; a dry one only checks it: it makes no
// strings, lists or maps.
type summaryDecoder struct {
	b     []byte
	dry   bool
	size  int      // of the string table
	table []string // nil when dry
	err   error
}

func (d *summaryDecoder) decode(s *Summary) error {
	d.size = d.count()
	if !d.dry {
		d.table = make([]string, d.size)
	}
	prev := 0 // the previous string's length
	for i := range d.size {
		shared := d.upTo(prev)
		l := d.count()
		if d.err != nil {
			return d.err
		}
		if !d.dry {
			if i > 0 {
				d.table[i] = d.table[i-1][:shared] + string(d.b[:l])
			} else {
				d.table[i] = string(d.b[:l])
			}
		}
		d.b = d.b[l:]
		prev = shared + l
	}
	d.summary(s)
	if d.err == nil && len(d.b) > 0 {
		d.err = errSummaryEncoding
	}
	return d.err
}

// count reads a number no larger than the bytes left after it: everything
// counted takes at least a byte, so a corrupt count cannot make a huge slice.
func (d *summaryDecoder) count() int { return d.upTo(-1) }

// upTo reads a number no larger than limit (-1: than the bytes left after
// it).
func (d *summaryDecoder) upTo(limit int) int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if limit < 0 {
		limit = len(d.b) - n
	}
	if n <= 0 || v > uint64(limit) {
		d.err = errSummaryEncoding
		return 0
	}
	d.b = d.b[n:]
	return int(v)
}

// str reads a string by its index in the table.
func (d *summaryDecoder) str() string {
	if d.size == 0 {
		d.err = cmp.Or(d.err, errSummaryEncoding)
		return ""
	}
	i := d.upTo(d.size - 1)
	if d.dry || d.err != nil {
		return ""
	}
	return d.table[i]
}

func (d *summaryDecoder) list() []string { return items(d, d.str) }

// items reads a count and that many items, each by read; a dry decoder
// keeps none.
func items[T any](d *summaryDecoder, read func() T) []T {
	n := d.count()
	if n == 0 {
		return nil
	}
	var out []T
	if !d.dry {
		out = make([]T, n)
	}
	for i := range n {
		if v := read(); out != nil {
			out[i] = v
		}
	}
	return out
}

func (d *summaryDecoder) witness() Witness {
	return Witness{Chain: d.list(), Site: d.str(), Calls: d.list(), Note: d.str()}
}

func (d *summaryDecoder) summary(s *Summary) {
	if n := d.count(); n > 0 {
		if !d.dry {
			s.Effects = make(Map, n)
		}
		for range n {
			k := d.str()
			w := d.witness()
			if !d.dry {
				s.Effects[k] = w
			}
		}
	}
	s.Pending = items(d, func() Pending {
		return Pending{Key: d.str(), Method: d.str(), Witness: d.witness(), Seen: d.list()}
	})
	s.Stored = items(d, func() Stored {
		st := Stored{ID: d.str()}
		d.summary(&st.Summary)
		return st
	})
}
