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
// An entry accepts exactly what its fingerprint says, nothing looser: an
// entry keyed by subject accepts findings about that subject, one keyed by
// message (every entry of a version 1 baseline; in version 2 those of other
// analyzers, which name no subject) findings with that normalised message.
// A finding whose message has changed since a version 1 baseline was
// written is new: -write-baseline rewrites such a baseline keyed by subject
// (see Legacy). Matching such entries by code and declaration alone, as
// kvlint once did, accepted a raw unix.Chroot where unix.Mount had been
// accepted.
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
		fp := KeyOf(&fs[i]).fingerprint(version)
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

// Legacy counts the entries of kvlint's own codes that are keyed by message
// (only a version 1 baseline has them; Decode rejects them in version 2): a
// baseline with any should be rewritten with -write-baseline, which keys
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
