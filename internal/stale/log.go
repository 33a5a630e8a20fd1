// Package stale finds KV0003: policy entries that name something the
// analysed code lacks (a field, type, function, method or package that no
// longer, or not yet, exists). A pass skips such an entry and checks the
// rest; the run lists each stale entry once, at its position in the policy.
//
// Three kinds of evidence make an entry stale, each kept by its own type:
//
//   - a package reports that its view of the code lacks what the entry
//     names (Checker.Stale, and Checker.JudgeSelectors for the section's
//     selectors and requirements), collected once each in Found;
//   - an exemption that could have applied in some package but applied in
//     none (Checker.Expect, Checker.Used), kept in Expectations;
//   - a package pattern that matches no package of the tree, judged once
//     the run is over (Patterns).
//
// A Log gathers the three for one run. The indexes a package's judging
// reads belong to the run (internal/run), not to the Log.
package stale

import (
	"cmp"
	"fmt"
	"slices"
	"sync"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/policy"
)

// Entry is a policy entry that names something the analysed code lacks
// (KV0003). The pass skipped the entry and checked the rest.
type Entry struct {
	Pos  policy.Pos
	Pass string
	// Skipped names the entry the pass skipped because this requirement
	// of it is unmet (migration.signals[1]); empty for other stale entries.
	Skipped string
	Msg     string
}

func (e Entry) String() string {
	return fmt.Sprintf("%s: KV0003: %s", e.Pos, codes.StalePolicyMessage(e.Pass, e.Text()))
}

// Text is the entry's message, naming the skipped entry first if any.
func (e Entry) Text() string {
	if e.Skipped != "" {
		return "entry " + e.Skipped + " is skipped: " + e.Msg
	}
	return e.Msg
}

// Func is Checker.Stale as a value: what code that resolves policy entries
// against types, away from the pass's context, is given to report with.
type Func func(pos policy.Pos, format string, args ...any)

// Log gathers the stale entries of one run, each once, however many
// packages find it. A driver that sees the whole run (plain kvlint, kvlint
// ci) creates one and lists its entries at the end; go vet and
// golangci-lint run each package on its own, where a warning would repeat
// once per package, so they pass none and stale entries are skipped
// silently there. It is safe for concurrent use.
type Log struct {
	Found        Found
	Expectations Expectations
	Patterns     Patterns
}

// NewLog returns an empty log.
func NewLog() *Log { return &Log{} }

// Entries returns the run's stale entries by policy position: those found,
// the package patterns that matched no package (Patterns.Check), and the
// expected entries no package used, unless a stale pattern of theirs
// already explains them.
func (l *Log) Entries() []Entry {
	if l == nil {
		return nil
	}
	found := l.Found.set()
	out := slices.Clone(l.Found.list())
	// An exemption whose package pattern names no package is listed once,
	// for the pattern: that is what to fix.
	explained := map[policy.Pos]bool{}
	for _, e := range l.Patterns.stale() {
		if !found[e.stale] {
			out = append(out, e.stale)
		}
		explained[e.owner] = true
	}
	for _, e := range l.Expectations.unused() {
		if !found[e] && !explained[e.Pos] {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Pos.File, b.Pos.File), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col), cmp.Compare(a.Pass, b.Pass), cmp.Compare(a.Msg, b.Msg))
	})
	return out
}

// Found holds the entries packages reported stale, each once, in the order
// first reported.
type Found struct {
	mu      sync.Mutex
	seen    map[Entry]bool
	entries []Entry
}

// Add records e unless it is recorded already.
func (f *Found) Add(e Entry) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.seen[e] {
		return
	}
	if f.seen == nil {
		f.seen = map[Entry]bool{}
	}
	f.seen[e] = true
	f.entries = append(f.entries, e)
}

func (f *Found) list() []Entry {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.entries)
}

func (f *Found) set() map[Entry]bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[Entry]bool, len(f.seen))
	for e := range f.seen {
		out[e] = true
	}
	return out
}

// Expectations holds the entries (exemptions, allow entries) that could
// have applied in some package of the run, and which of them did: one that
// none used outlived the code it excused.
type Expectations struct {
	mu       sync.Mutex
	expected map[policy.Pos]Entry
	used     map[policy.Pos]bool
}

// Expect records e, the first for its position.
func (x *Expectations) Expect(e Entry) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.expected == nil {
		x.expected = map[policy.Pos]Entry{}
	}
	if _, ok := x.expected[e.Pos]; !ok {
		x.expected[e.Pos] = e
	}
}

// Use records that the entry at pos applied.
func (x *Expectations) Use(pos policy.Pos) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.used == nil {
		x.used = map[policy.Pos]bool{}
	}
	x.used[pos] = true
}

func (x *Expectations) unused() []Entry {
	x.mu.Lock()
	defer x.mu.Unlock()
	var out []Entry
	for pos, e := range x.expected {
		if !x.used[pos] {
			out = append(out, e)
		}
	}
	return out
}
