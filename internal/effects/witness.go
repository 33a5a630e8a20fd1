package effects

import (
	"fmt"
	"strings"
)

// Witness is the first (shortest, then lexically first) call chain by which
// a function reaches an effect.
type Witness struct {
	// Chain lists the functions from the first callee down to the API that
	// performs the effect, e.g. ["virtchroot.MountBlock", "unix.Mount"].
	Chain []string
	// Site is where the last link performs the effect: "dir/file.go:line".
	Site string
}

// shownLinks caps how much of a chain a one-line message carries: a chain
// through thousands of functions once made a 33 KB message. The full chain
// stays in Chain for drivers that attach it as related information.
const (
	shownHead = 3
	shownTail = 2
)

// String renders "a → b → api (site)". A chain longer than five links shows
// its first three and last two around "… N more …".
func (w Witness) String() string {
	chain := w.Chain
	if len(chain) > shownHead+shownTail+1 {
		hidden := len(chain) - shownHead - shownTail
		parts := make([]string, 0, shownHead+shownTail+1)
		parts = append(parts, chain[:shownHead]...)
		parts = append(parts, fmt.Sprintf("… %d more …", hidden))
		parts = append(parts, chain[len(chain)-shownTail:]...)
		chain = parts
	}
	return strings.Join(chain, " → ") + " (" + w.Site + ")"
}

// link is a witness under construction: its first name and the witness of
// the callee it goes through, so extending a chain by one caller costs one
// allocation and chains of one call path share their tails.
type link struct {
	name string
	next *link // nil for the API that performs the effect
	site string
	n    int // chain length
}

func (l *link) prepend(name string) *link {
	return &link{name: name, next: l, site: l.site, n: l.n + 1}
}

// cmp orders links as their witnesses are ordered: by chain length, then
// chain element by element, then site (the order the tests' Witness.compare
// spells out on whole chains). Shared tails end the walk early.
func (l *link) cmp(o *link) int {
	if l.n != o.n {
		if l.n < o.n {
			return -1
		}
		return 1
	}
	a, b := l, o
	for a != b {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if a.next == nil {
			return strings.Compare(a.site, b.site)
		}
		a, b = a.next, b.next
	}
	return 0
}

func linkOf(w Witness) *link {
	var l *link
	for i := len(w.Chain) - 1; i >= 0; i-- {
		l = &link{name: w.Chain[i], next: l, site: w.Site, n: len(w.Chain) - i}
	}
	return l
}

// witnesses turns links into Witness values. Links of one call path share
// one backing array (each chain is a capped suffix of the longest), so a
// chain of n functions costs O(n) memory, not O(n²).
type witnesses map[*link][]string

func (m witnesses) of(l *link) Witness {
	if c, ok := m[l]; ok {
		return Witness{Chain: c, Site: l.site}
	}
	arr := make([]string, l.n)
	i := 0
	for p := l; p != nil; p = p.next {
		if c, ok := m[p]; ok {
			copy(arr[i:], c)
			break
		}
		arr[i] = p.name
		m[p] = arr[i:l.n:l.n]
		i++
	}
	return Witness{Chain: m[l], Site: l.site}
}
