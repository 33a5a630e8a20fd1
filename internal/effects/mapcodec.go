package effects

import (
	"encoding/binary"
	"errors"
	"maps"
	"slices"
)

// encodeMap writes m in key order: the number of entries, then per entry
// its key and its witness's Chain, Site, Calls and Note. A string is its
// length and bytes, a list its length and strings, every length a uvarint.
func encodeMap(m Map) []byte {
	var b []byte
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	list := func(l []string) {
		b = binary.AppendUvarint(b, uint64(len(l)))
		for _, s := range l {
			str(s)
		}
	}
	b = binary.AppendUvarint(b, uint64(len(m)))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		w := m[k]
		str(k)
		list(w.Chain)
		str(w.Site)
		list(w.Calls)
		str(w.Note)
	}
	return b
}

var errMapEncoding = errors.New("effects: malformed summary encoding")

// decodeMap reads what encodeMap wrote. Empty lists decode as nil, as gob
// decodes them.
func decodeMap(b []byte) (Map, error) {
	d := mapDecoder{b: b}
	n := d.length()
	m := make(Map, min(n, len(b)))
	for i := 0; i < n && d.err == nil; i++ {
		k := d.str()
		var w Witness
		w.Chain = d.list()
		w.Site = d.str()
		w.Calls = d.list()
		w.Note = d.str()
		m[k] = w
	}
	if d.err == nil && len(d.b) > 0 {
		d.err = errMapEncoding
	}
	if d.err != nil {
		return nil, d.err
	}
	return m, nil
}

type mapDecoder struct {
	b   []byte
	err error
}

// length reads a length no larger than the bytes left (every counted item
// takes at least one byte), so a corrupt length cannot make a huge slice.
func (d *mapDecoder) length() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 || v > uint64(len(d.b)-n) {
		d.err = errMapEncoding
		return 0
	}
	d.b = d.b[n:]
	return int(v)
}

func (d *mapDecoder) str() string {
	n := d.length()
	if d.err != nil {
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *mapDecoder) list() []string {
	n := d.length()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}
