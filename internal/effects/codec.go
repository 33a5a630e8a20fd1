package effects

import (
	"encoding/binary"
	"errors"
	"maps"
	"slices"
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
// The layout: the string table (a count, then each string as its length
// and bytes), then the body. The body is the effects (count; per entry
// the key and a witness), the pending calls (count; per entry key, method,
// witness and the Seen list) and the stored summaries (count; per entry
// the ID and a body). A witness is its Chain, Site, Calls and Note; a list
// is a count and its items; a string in the body is its table index. Every
// number is a uvarint. Empty maps and lists decode as nil, as gob decodes
// them.

func encodeSummary(s *Summary) []byte {
	var e summaryEncoder
	e.index = map[string]int{}
	e.summary(s)
	var out []byte
	out = binary.AppendUvarint(out, uint64(len(e.table)))
	for _, str := range e.table {
		out = binary.AppendUvarint(out, uint64(len(str)))
		out = append(out, str...)
	}
	return append(out, e.body...)
}

type summaryEncoder struct {
	table []string
	index map[string]int
	body  []byte
}

func (e *summaryEncoder) num(n int) { e.body = binary.AppendUvarint(e.body, uint64(n)) }

func (e *summaryEncoder) str(s string) {
	i, ok := e.index[s]
	if !ok {
		i = len(e.table)
		e.index[s] = i
		e.table = append(e.table, s)
	}
	e.num(i)
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

func decodeSummary(b []byte, s *Summary) error {
	d := summaryDecoder{b: b}
	n := d.count()
	d.table = make([]string, n)
	for i := range d.table {
		l := d.count()
		if d.err != nil {
			return d.err
		}
		d.table[i] = string(d.b[:l])
		d.b = d.b[l:]
	}
	var out Summary
	d.summary(&out)
	if d.err == nil && len(d.b) > 0 {
		d.err = errSummaryEncoding
	}
	if d.err != nil {
		return d.err
	}
	*s = out
	return nil
}

type summaryDecoder struct {
	b     []byte
	table []string
	err   error
}

// count reads a number no larger than the bytes left: everything counted
// takes at least a byte, so a corrupt count cannot make a huge slice.
func (d *summaryDecoder) count() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 || v > uint64(len(d.b)-n) {
		d.err = errSummaryEncoding
		return 0
	}
	d.b = d.b[n:]
	return int(v)
}

func (d *summaryDecoder) str() string {
	if d.err != nil {
		return ""
	}
	i, n := binary.Uvarint(d.b)
	if n <= 0 || i >= uint64(len(d.table)) {
		d.err = errSummaryEncoding
		return ""
	}
	d.b = d.b[n:]
	return d.table[i]
}

func (d *summaryDecoder) list() []string {
	n := d.count()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *summaryDecoder) witness() Witness {
	return Witness{Chain: d.list(), Site: d.str(), Calls: d.list(), Note: d.str()}
}

func (d *summaryDecoder) summary(s *Summary) {
	if n := d.count(); n > 0 {
		s.Effects = make(Map, n)
		for range n {
			k := d.str()
			s.Effects[k] = d.witness()
		}
	}
	if n := d.count(); n > 0 {
		s.Pending = make([]Pending, n)
		for i := range s.Pending {
			s.Pending[i] = Pending{Key: d.str(), Method: d.str(), Witness: d.witness(), Seen: d.list()}
		}
	}
	if n := d.count(); n > 0 {
		s.Stored = make([]Stored, n)
		for i := range s.Stored {
			s.Stored[i].ID = d.str()
			d.summary(&s.Stored[i].Summary)
		}
	}
}
