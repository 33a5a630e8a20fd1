package baseline

import (
	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/finding"
)

// State says how a finding relates to the baseline, with SARIF's
// baselineState names.
type State string

const (
	New       State = "new"
	Unchanged State = "unchanged"
)

// Stale is a baseline entry (or part of its count) that matched nothing.
type Stale struct {
	Entry
	Missing int // how many of Count no longer occur
}

// Compare classifies the unsuppressed findings (in their sorted order) and
// lists stale entries. With n findings of a fingerprint and a count of c,
// the first min(n, c) are unchanged and the rest new; c > n leaves c-n stale.
//
// Entries keyed by message (every entry of a version 1 baseline, and those a
// version 2 baseline recorded for codes that named no subject then) are
// matched by message first. What they leave is then matched by code, package
// and enclosing declaration alone: the message they were keyed by may since
// have been shortened, and a baseline written before that must not turn
// every accepted finding into a new one. -write-baseline rewrites such
// entries keyed by subject (see Legacy).
func Compare(b *File, fs []finding.Finding) (states []State, stale []Stale) {
	left := map[string]int{}
	version := Version
	if b != nil {
		version = b.Version
		for _, e := range b.Entries {
			left[e.Fingerprint] += e.Count
		}
	}
	states = make([]State, len(fs))
	for i := range fs {
		if fs[i].Suppressed {
			continue
		}
		k := KeyOf(&fs[i])
		fp := k.fingerprint(version)
		if left[fp] == 0 && version >= 2 && k.Subject != "" {
			k.Subject = ""
			fp = k.fingerprint(version)
		}
		if left[fp] > 0 {
			left[fp]--
			states[i] = Unchanged
		} else {
			states[i] = New
		}
	}
	if b == nil {
		return states, stale
	}
	type place struct{ code, pkg, fn string }
	legacy := map[place][]string{} // fingerprints of message-keyed entries, in file order
	for _, e := range b.Entries {
		if e.keyedByMessage(version) {
			p := place{e.Code, e.Package, e.Function}
			legacy[p] = append(legacy[p], e.Fingerprint)
		}
	}
	for i := range fs {
		if states[i] != New {
			continue
		}
		for _, fp := range legacy[place{fs[i].Code, fs[i].Package, fs[i].Func}] {
			if left[fp] > 0 {
				left[fp]--
				states[i] = Unchanged
				break
			}
		}
	}
	for _, e := range b.Entries {
		n := min(left[e.Fingerprint], e.Count)
		if n > 0 {
			left[e.Fingerprint] -= n
			stale = append(stale, Stale{Entry: e, Missing: n})
		}
	}
	return states, stale
}

// keyedByMessage reports whether the entry's fingerprint is computed from
// its message (a baseline of the given version).
func (e *Entry) keyedByMessage(version int) bool { return version == 1 || e.Subject == "" }

// Legacy counts the entries of kvlint's own codes that are keyed by message:
// a baseline with any should be rewritten with -write-baseline, which keys
// them by subject. (Findings of other analyzers have no subject.)
func (b *File) Legacy() int {
	n := 0
	for i := range b.Entries {
		_, own := codes.Lookup(b.Entries[i].Code)
		if own && b.Entries[i].keyedByMessage(b.Version) {
			n++
		}
	}
	return n
}
