package handoff

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kvlint/kvlint/internal/editdist"
)

// keyIndex finds the known key nearest to a key without comparing it with
// every known key: a package that uses thousands of keys against thousands
// known would otherwise spend its time in edit distances (8,000 by 8,000
// took 35 s).
//
// Known names are bucketed by canonical domain and length in runes, and each
// name is cut into 2k+1 segments (k the largest distance). An edit touches at
// most two adjacent segments, so a name within k edits of a key keeps one
// segment intact, found in the key at most k runes from where it sits in the
// name: looking up each segment's hash at each such shift yields every
// candidate, and only candidates are measured. A large set also keeps each
// name's deletion neighbourhood (deletions), which prunes where segments
// do not.
type keyIndex struct {
	nm      *nearMiss
	keys    []string // sorted: the first of equally near keys wins
	domains []string // canonical domain of keys[i]
	names   [][]rune // canonical name of keys[i]
	byName  map[string][]int
	segs    map[segKey][]int
	nseg    int
	dels    deletions // from manyKeys known keys on; segs is then nil

	seen     []int // seen[i] == gen: keys[i] measured for this key already
	measured int   // edit distances computed, for the tests of the pruning
	gen      int
	scratch  editdist.Scratch
	query    []rune
}

type segKey struct {
	domain      string
	length, seg int
	hash        uint64
}

// newKeyIndex indexes the known keys, which must be sorted and canonical.
func newKeyIndex(nm *nearMiss, keys []string) *keyIndex {
	return newKeyIndexFrom(nm, keys, manyKeys)
}

// newKeyIndexFrom is newKeyIndex with the deletion neighbourhoods kept from
// many known keys on.
func newKeyIndexFrom(nm *nearMiss, keys []string, many int) *keyIndex {
	x := &keyIndex{nm: nm, keys: keys, byName: map[string][]int{}, segs: map[segKey][]int{},
		nseg: 2*nm.maxDistance() + 1, seen: make([]int, len(keys))}
	for i, k := range keys {
		d, n, _ := splitKey(nm, k)
		x.domains = append(x.domains, d)
		x.names = append(x.names, []rune(n))
		x.byName[n] = append(x.byName[n], i)
	}
	if len(keys) >= many {
		x.dels, x.segs = newDeletions(x.domains, x.names, nm.maxDistance()), nil
		return x
	}
	for i, r := range x.names {
		d := x.domains[i]
		for s := range x.nseg {
			lo, hi := segBounds(len(r), s, x.nseg)
			sk := segKey{domain: d, length: len(r), seg: s, hash: hashRunes(r[lo:hi])}
			x.segs[sk] = append(x.segs[sk], i)
		}
	}
	return x
}

// nearest returns the known key closest to key: the same canonical domain
// with a name at most max-distance edits away in runes (at most one for
// names shorter than 8), or the same name under another key domain, which
// counts as one edit. Ties go to the first in sorted order.
func (x *keyIndex) nearest(key string) (string, bool) {
	domain, name, ok := splitKey(x.nm, key)
	if !ok {
		return "", false
	}
	x.query = appendRunes(x.query[:0], name)
	q := x.query
	limit := x.nm.maxDistance()
	if len(q) < 8 && limit > 1 {
		limit = 1
	}
	x.gen++
	best, bestD := -1, limit+1
	take := func(i, d int) {
		if d < bestD || d == bestD && i < best {
			best, bestD = i, d
		}
	}
	measure := func(i int) {
		if x.seen[i] != x.gen {
			x.seen[i] = x.gen
			x.measured++
			take(i, x.scratch.OSARunes(q, x.names[i], limit+1))
		}
	}
	if x.dels != nil {
		x.dels.candidates(domain, q, limit, measure)
	}
	for l := max(len(q)-limit, 0); x.segs != nil && l <= len(q)+limit; l++ {
		for s := range x.nseg {
			lo, hi := segBounds(l, s, x.nseg)
			for shift := -limit; shift <= limit; shift++ {
				if lo+shift < 0 || hi+shift > len(q) {
					continue
				}
				for _, i := range x.segs[segKey{domain: domain, length: l, seg: s, hash: hashRunes(q[lo+shift : hi+shift])}] {
					measure(i)
				}
			}
		}
	}
	for _, i := range x.byName[name] {
		if x.domains[i] != domain {
			take(i, 1)
		}
	}
	if best < 0 || x.keys[best] == key {
		return "", false
	}
	return x.keys[best], true
}

// segBounds: segment s of n of a name of length l.
func segBounds(l, s, n int) (lo, hi int) { return s * l / n, (s + 1) * l / n }

// hashRunes is FNV-1a over runes; a collision only adds a candidate.
func hashRunes(r []rune) uint64 { return fnvRunes(14695981039346656037, r) }

func fnvRunes(h uint64, r []rune) uint64 {
	for _, c := range r {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

func appendRunes(dst []rune, s string) []rune {
	for _, r := range s {
		dst = append(dst, r)
	}
	return dst
}

// splitKey splits a key into its canonical domain and name when the domain
// is one of the policy's key domains. The canonical domain is folded to
// lower case with look-alike letters of other scripts read as the Latin
// letter they imitate, and both parts lose invisible characters (Unicode
// format characters: zero-width spaces and joiners, bidi marks and
// isolates, the byte order mark, soft hyphens): none of these can make a
// key a different key to a reader, only to a map.
func splitKey(nm *nearMiss, key string) (domain, name string, ok bool) {
	i := strings.LastIndexByte(key, '/')
	if i <= 0 || i == len(key)-1 {
		return "", "", false
	}
	domain, name = foldDomain(key[:i]), dropInvisible(key[i+1:])
	if name == "" {
		return "", "", false
	}
	for _, d := range nm.Domains {
		d = strings.ToLower(d)
		if d == domain || strings.HasPrefix(d, "*.") && strings.HasSuffix(domain, d[1:]) {
			return domain, name, true
		}
	}
	return "", "", false
}

// canonicalKey: the key is spelt as its canonical form, with no look-alike
// letter in its name either, so it may be a known key, and two sites
// spelling it alike agree.
func canonicalKey(nm *nearMiss, key string) bool {
	d, n, ok := splitKey(nm, key)
	return ok && len(d)+1+len(n) == len(key) && key[:len(d)] == d && key[len(d)+1:] == n &&
		strings.IndexFunc(n, func(r rune) bool { _, ok := lookAlike(r); return ok }) < 0
}

func isInvisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// dropInvisible returns s without format characters; s itself (no
// allocation) when it has none.
func dropInvisible(s string) string {
	if strings.IndexFunc(s, isInvisible) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isInvisible(r) {
			return -1
		}
		return r
	}, s)
}

// foldDomain lowers a domain, drops invisible characters and reads
// look-alike letters as Latin ones; s itself when it is already plain
// lower-case ASCII.
func foldDomain(s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isInvisible(r) {
			return -1
		}
		r = unicode.ToLower(r)
		if l, ok := lookAlike(r); ok {
			return l
		}
		return r
	}, s)
}

// lookAlikes pairs each lower-case Cyrillic or Greek letter that renders
// like a Latin letter a-z in common fonts with that letter (upper-case ones
// reach it through unicode.ToLower). It is deliberately small: letters a
// reader could tell apart (Greek eta, Cyrillic ve) are not confusables. By
// Latin letter: a: Cyrillic a U+0430, Greek alpha U+03B1; c: Cyrillic es
// U+0441, Greek lunate sigma U+03F2; d: Cyrillic komi de U+0501; e: Cyrillic
// ie U+0435; h: Cyrillic shha U+04BB; i: Cyrillic byelorussian-ukrainian i
// U+0456, Greek iota U+03B9; j: Cyrillic je U+0458, Greek yot U+03F3; k:
// Greek kappa U+03BA; l: Cyrillic palochka U+04CF; o: Cyrillic o U+043E,
// Greek omicron U+03BF; p: Cyrillic er U+0440, Greek rho U+03C1; q: Cyrillic
// qa U+051B; s: Cyrillic dze U+0455; u: Greek upsilon U+03C5; v: Greek nu
// U+03BD; w: Cyrillic we U+051D; x: Cyrillic ha U+0445, Greek chi U+03C7; y:
// Cyrillic u U+0443.
const lookAlikes = "аa αa сc ϲc ԁd еe һh іi ιi јj ϳj κk ӏl оo οo рp ρp ԛq ѕs υu νv ԝw хx χx уy"

// lookAlike returns the Latin letter r renders like, if r is one of
// lookAlikes' confusables.
func lookAlike(r rune) (rune, bool) {
	if r < utf8.RuneSelf {
		return 0, false // a Latin letter is no confusable, nor the table's separator
	}
	i := strings.IndexRune(lookAlikes, r)
	if i < 0 {
		return 0, false
	}
	return rune(lookAlikes[i+utf8.RuneLen(r)]), true
}
