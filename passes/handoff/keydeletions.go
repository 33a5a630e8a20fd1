package handoff

import (
	"slices"
	"sort"
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
type deletions struct {
	hashes []uint64 // sorted
	keys   []int32  // keys[i]: the known key whose name left hashes[i]
}

func newDeletions(domains []string, names [][]rune, k int) *deletions {
	d := &deletions{}
	var mine []uint64
	for i, n := range names {
		mine = mine[:0]
		eachDeletion(domains[i], n, k, func(h uint64) { mine = append(mine, h) })
		slices.Sort(mine)
		for _, h := range slices.Compact(mine) {
			d.hashes = append(d.hashes, h)
			d.keys = append(d.keys, int32(i))
		}
	}
	sort.Sort(d)
	return d
}

func (d *deletions) Len() int           { return len(d.hashes) }
func (d *deletions) Less(i, j int) bool { return d.hashes[i] < d.hashes[j] }
func (d *deletions) Swap(i, j int) {
	d.hashes[i], d.hashes[j] = d.hashes[j], d.hashes[i]
	d.keys[i], d.keys[j] = d.keys[j], d.keys[i]
}

// candidates calls take with every known key that shares a deletion of at
// most k runes with name (repeats included).
func (d *deletions) candidates(domain string, name []rune, k int, take func(int)) {
	eachDeletion(domain, name, k, func(h uint64) {
		for i, _ := slices.BinarySearch(d.hashes, h); i < len(d.hashes) && d.hashes[i] == h; i++ {
			take(int(d.keys[i]))
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

func hashString(s string) uint64 { return hashRunesFrom(14695981039346656037, []rune(s)) }

// hashRunesFrom is FNV-1a over runes from a seed; a separator keeps the
// domain's runes from running into the name's.
func hashRunesFrom(h uint64, r []rune) uint64 {
	h ^= '/'
	h *= 1099511628211
	for _, c := range r {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}
