package handoff

import (
	"cmp"
	"slices"
)

// manyKeys is the number of known keys from which the index also keeps
// every name's deletion neighbourhood. Segments prune well when names
// differ (KubeVirt's few hundred keys); generated key sets share their
// segments ("feature-00001" … "feature-08000" all begin "fe"), so every
// name is a candidate for every site and the cost is quadratic again.
const manyKeys = 1024

// deletions indexes each known name by the names that deleting at most k
// of its runes leaves. An OSA edit — substitution, insertion, deletion or
// swap of neighbours — is undone by deleting at most one rune on each
// side, so a name within k edits of a key leaves, after at most k
// deletions, a string the key also leaves after at most k: looking up
// the key's own deletions yields every candidate, however alike the
// names are otherwise. Entries are hashes, sorted, to keep a large set in
// a flat array.
type deletions []deletion // sorted by hash

// deletion is one string a known name leaves: its hash and the key.
type deletion struct {
	hash uint64
	key  int32
}

func newDeletions(domains []string, names [][]rune, k int) deletions {
	var d deletions
	var mine []uint64
	for i, n := range names {
		mine = mine[:0]
		eachDeletion(domains[i], n, k, func(h uint64) { mine = append(mine, h) })
		slices.Sort(mine)
		for _, h := range slices.Compact(mine) {
			d = append(d, deletion{h, int32(i)})
		}
	}
	slices.SortFunc(d, func(a, b deletion) int { return cmp.Compare(a.hash, b.hash) })
	return d
}

// candidates calls take with every known key that shares a deletion of at
// most k runes with name (repeats included).
func (d deletions) candidates(domain string, name []rune, k int, take func(int)) {
	eachDeletion(domain, name, k, func(h uint64) {
		i, _ := slices.BinarySearchFunc(d, h, func(e deletion, h uint64) int { return cmp.Compare(e.hash, h) })
		for ; i < len(d) && d[i].hash == h; i++ {
			take(int(d[i].key))
		}
	})
}

// eachDeletion calls f with the hash of domain and of every string left by
// deleting at most k runes of name, deleting left to right so that each
// set of positions is visited once.
func eachDeletion(domain string, name []rune, k int, f func(uint64)) {
	seed := hashString(domain)
	buf := make([]rune, 0, len(name))
	var walk func(from, left int)
	walk = func(from, left int) {
		// buf holds the kept runes before from; the rest are kept too.
		f(hashRunesFrom(seed, append(buf, name[from:]...)))
		if left == 0 {
			return
		}
		for i := from; i < len(name); i++ {
			mark := len(buf)
			buf = append(buf, name[from:i]...)
			walk(i+1, left-1)
			buf = buf[:mark]
		}
	}
	walk(0, k)
}

func hashString(s string) uint64 { return hashRunes([]rune(s)) }

// hashRunesFrom continues hashRunes's FNV-1a from a seed, after a
// separator that keeps the domain's runes from running into the name's.
func hashRunesFrom(h uint64, r []rune) uint64 { return fnvRunes(fnvRunes(h, []rune{'/'}), r) }
