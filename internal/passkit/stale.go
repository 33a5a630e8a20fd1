package passkit

import (
	"cmp"
	"fmt"
	"slices"
	"sync"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/policy"
)

// StaleEntry is a policy entry that names something the analysed code lacks
// (KV0003): a field, type, function, method or package that no longer (or
// not yet) exists. The pass skipped the entry and checked the rest.
type StaleEntry struct {
	Pos  policy.Pos
	Pass string
	Msg  string
}

func (e StaleEntry) String() string {
	return fmt.Sprintf("%s: KV0003: %s", e.Pos, codes.StalePolicyMessage(e.Pass, e.Msg))
}

// StaleLog gathers the stale entries of one run, each once, however many
// packages find it. A driver that sees the whole run (plain kvlint, kvlint
// ci) creates one and lists its entries at the end; go vet and golangci-lint
// run each package on its own, where a warning would repeat once per package,
// so they pass none and stale entries are skipped silently there.
type StaleLog struct {
	mu       sync.Mutex
	seen     map[StaleEntry]bool
	entries  []StaleEntry
	expected map[policy.Pos]StaleEntry
	used     map[policy.Pos]bool

	// Package patterns, judged once the run is over (CheckPackages):
	// sections and policies already collected, the patterns by position,
	// and those that matched no package of the tree.
	sections  map[policy.Section]bool
	policies  map[*policy.Policy]bool
	pkgs      map[policy.Pos]pkgEntry
	stalePkgs []pkgEntry
	// indexes keeps each pass section's selectors and what each package
	// can see of their packages (selindex.go).
	indexes map[indexKey]*selectorIndex
}

// NewStaleLog returns an empty log, safe for concurrent use.
func NewStaleLog() *StaleLog {
	return &StaleLog{
		seen: map[StaleEntry]bool{}, expected: map[policy.Pos]StaleEntry{}, used: map[policy.Pos]bool{},
		sections: map[policy.Section]bool{}, policies: map[*policy.Policy]bool{}, pkgs: map[policy.Pos]pkgEntry{},
	}
}

func (l *StaleLog) add(e StaleEntry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.seen[e] {
		l.seen[e] = true
		l.entries = append(l.entries, e)
	}
}

// Entries returns the entries by policy position.
func (l *StaleLog) Entries() []StaleEntry {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	out := slices.Clone(l.entries)
	// An exemption whose package pattern names no package is listed once,
	// for the pattern: that is what to fix.
	explained := map[policy.Pos]bool{}
	for _, e := range l.stalePkgs {
		if !l.seen[e.stale] {
			out = append(out, e.stale)
		}
		explained[e.owner] = true
	}
	for pos, e := range l.expected {
		if !l.used[pos] && !l.seen[e] && !explained[pos] {
			out = append(out, e)
		}
	}
	l.mu.Unlock()
	slices.SortFunc(out, func(a, b StaleEntry) int {
		return cmp.Or(cmp.Compare(a.Pos.File, b.Pos.File), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col), cmp.Compare(a.Pass, b.Pass), cmp.Compare(a.Msg, b.Msg))
	})
	return out
}

// Expect records that the entry at pos (an exemption, an allow entry) could
// have applied in this package: the code it excuses would be here. Unless a
// package of the run calls Used for it, the run lists it as stale: it is
// how an exemption outlives the edge it excused. Only entries whose
// subject was analysed are judged, so a run over part of a tree does not
// call the rest of the policy stale.
func (c *Context) Expect(pos policy.Pos, format string, args ...any) {
	if c.stale == nil {
		return
	}
	e := StaleEntry{Pos: pos, Pass: c.Pass.Analyzer.Name, Msg: fmt.Sprintf(format, args...)}
	c.stale.mu.Lock()
	if _, ok := c.stale.expected[pos]; !ok {
		c.stale.expected[pos] = e
	}
	c.stale.mu.Unlock()
}

// Used records that the entry at pos applied to this package's code.
func (c *Context) Used(pos policy.Pos) {
	if c.stale == nil {
		return
	}
	c.stale.mu.Lock()
	c.stale.used[pos] = true
	c.stale.mu.Unlock()
}

// StaleFunc is Context.Stale as a value: what code that resolves policy
// entries against types, away from the Context, is given to report with.
type StaleFunc func(pos policy.Pos, format string, args ...any)

// Stale records that the policy entry at pos names something this package's
// view of the code lacks. The caller skips the entry and goes on: an entry
// that outlived (or predates) the code never switches a pass off. The
// message says what is missing, e.g. "type v1.VirtualMachineInstanceStatus
// has no field MigrationTransport".
func (c *Context) Stale(pos policy.Pos, format string, args ...any) {
	if c.stale == nil {
		return
	}
	c.stale.add(StaleEntry{Pos: pos, Pass: c.Pass.Analyzer.Name, Msg: fmt.Sprintf(format, args...)})
}
