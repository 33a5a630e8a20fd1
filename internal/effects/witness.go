package effects

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"github.com/kvlint/kvlint/internal/physical"
)

// Witness is the first (shortest, then lexically first) call chain by which
// a function reaches an effect.
type Witness struct {
	// Chain lists the functions from the first callee down to the API that
	// performs the effect, e.g. ["virtchroot.MountBlock", "unix.Mount"].
	Chain []string
	// Site is where the last link performs the effect: "dir/file.go:line".
	Site string
	// Calls says where each link is called, "file:line:col" with the file
	// name as the analysed package's file set has it: Calls[i] is the call
	// of Chain[i] in the function before it (the last is the API's call,
	// at Site). Drivers show them as related locations. Calls[0] of a
	// witness from Result.Through is "": that call is the reported edge.
	Calls []string
	// Note says how the effect's input reached the API, for a check that
	// tracks values as well as calls: " (through field f)". It belongs to
	// the last link and is rendered after it.
	Note string
}

// Link is one link of a witness chain: the call of Callee in Caller, at
// "file:line:col".
type Link struct {
	Caller, Callee, At string
}

// Behind is w reached through a call of name at at ("file:line:col"; ""
// for the call a finding is reported at): name before the chain.
func (w Witness) Behind(name, at string) Witness {
	out := Witness{Chain: append([]string{name}, w.Chain...), Site: w.Site}
	if len(w.Calls) == len(w.Chain) {
		out.Calls = append([]string{at}, w.Calls...)
	}
	return out
}

// Links returns the links of the chain after the first (whose call is where
// a finding is reported): who calls what, where. A witness from an older
// fact without call positions has none.
func (w Witness) Links() []Link {
	if len(w.Calls) != len(w.Chain) {
		return nil
	}
	out := make([]Link, 0, len(w.Chain))
	for i := 1; i < len(w.Chain); i++ {
		out = append(out, Link{Caller: w.Chain[i-1], Callee: w.Chain[i], At: w.Calls[i]})
	}
	return out
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
	// Where this link's function is called: pos for a call in this
	// package (rendered only for the witnesses kept), at for a link read
	// from another package's fact. Not part of the order: a witness is
	// chosen by its names, and the call of a name is where it was first
	// found.
	pos token.Pos
	at  string
	// done is the chain and call sites from this link down once a
	// witness through it is made (witnesses.of): chains of one call path
	// share them.
	done *suffix
}

func (l *link) prepend(name string, pos token.Pos) *link {
	return &link{name: name, next: l, site: l.site, n: l.n + 1, pos: pos}
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
	calls := len(w.Calls) == len(w.Chain)
	for i := len(w.Chain) - 1; i >= 0; i-- {
		l = &link{name: w.Chain[i], next: l, site: w.Site, n: len(w.Chain) - i}
		if calls {
			l.at = w.Calls[i]
		}
	}
	return l
}

// witnesses turns links into Witness values. Links of one call path share
// one backing array (each chain is a capped suffix of the longest), so a
// chain of n functions costs O(n) memory, not O(n²).
type witnesses struct {
	fset *token.FileSet
	// files and syntax place a call as every driver displays it
	// (physical.Files.Position): the call sites become text in facts that
	// other packages show, so a //line in a hand-written file must not
	// move them there either.
	files  *physical.Files
	syntax []*ast.File
	// at renders each call position once: the chains of different effects
	// through one call are different links.
	at map[token.Pos]string
}

// suffix is the materialised chain and call sites from a link down.
type suffix struct{ chain, calls []string }

func newWitnesses(fset *token.FileSet, files *physical.Files, syntax []*ast.File) *witnesses {
	return &witnesses{fset: fset, files: files, syntax: syntax, at: map[token.Pos]string{}}
}

func (m *witnesses) of(l *link) Witness {
	if c := l.done; c != nil {
		return Witness{Chain: c.chain, Site: l.site, Calls: c.calls}
	}
	arr := make([]string, 2*l.n)
	arr, at := arr[:l.n:l.n], arr[l.n:]
	i := 0
	for p := l; p != nil; p = p.next {
		if c := p.done; c != nil {
			copy(arr[i:], c.chain)
			copy(at[i:], c.calls)
			break
		}
		arr[i] = p.name
		at[i] = p.at
		if p.pos.IsValid() && m.fset != nil {
			at[i] = m.position(p.pos)
		}
		p.done = &suffix{arr[i:l.n:l.n], at[i:l.n:l.n]}
		i++
	}
	return Witness{Chain: arr, Site: l.site, Calls: at}
}

// position renders pos as witnesses show a call's place.
func (m *witnesses) position(pos token.Pos) string {
	s, ok := m.at[pos]
	if !ok {
		s = m.files.Position(m.fset, m.syntax, pos).String()
		m.at[pos] = s
	}
	return s
}
