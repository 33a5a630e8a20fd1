package baseline

import "github.com/kvlint/kvlint/internal/ci/finding"

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
	if b != nil {
		for _, e := range b.Entries {
			n := min(left[e.Fingerprint], e.Count)
			if n > 0 {
				left[e.Fingerprint] -= n
				stale = append(stale, Stale{Entry: e, Missing: n})
			}
		}
	}
	return states, stale
}
