package passkit

import (
	"reflect"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/stale"
)

// Shared returns the value of type T that the packages of the run share
// for this pass and its decoded section, under name: a memo of what every
// package computes again from the same section (run.Memo), an index. It is
// created zero on first use and lives as long as the driver's run (see
// internal/run); nothing run-scoped may live in the section itself, which
// the policy cache keeps for the life of the process.
func Shared[T any](c *Context, name string) *T {
	sec := sectionKey(c.Section)
	if sec == nil {
		return new(T)
	}
	return run.Shared[T](c.run, run.Key{Pass: c.Pass.Analyzer.Name, Section: sec, Name: name})
}

// sectionKey is the section as a key of the run's memos: sections are
// pointers, decoded once per policy. A section that is not comparable
// gets none: its memos are the package's own.
func sectionKey(sec policy.Section) any {
	if sec == nil || !reflect.TypeOf(sec).Comparable() {
		return nil
	}
	return sec
}

// sectionIndex returns the run's index of the context's section for
// KV0003 (stale.Index).
func sectionIndex(c *Context) *stale.Index {
	return Shared[stale.Index](c, "stale.index")
}

// Stale records that the policy entry at pos names something this package's
// view of the code lacks (stale.Checker.Stale).
func (c *Context) Stale(pos policy.Pos, format string, args ...any) {
	c.stale.Stale(pos, format, args...)
}

// Expect records that the entry at pos could have applied in this package
// (stale.Checker.Expect).
func (c *Context) Expect(pos policy.Pos, format string, args ...any) {
	c.stale.Expect(pos, format, args...)
}

// Used records that the entry at pos applied to this package's code.
func (c *Context) Used(pos policy.Pos) { c.stale.Used(pos) }

// Met reports whether the entry that lists requirements r applies in this
// package (stale.Checker.Met).
func (c *Context) Met(r []selector.Selector) bool { return c.stale.Met(r) }
