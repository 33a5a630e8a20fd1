package mapdiff

import (
	"fmt"

	"github.com/kvlint/kvlint/internal/core/baseline"
)

// WithBaselines adds to cs, a diff of two maps, what the change does to
// the baseline file: the findings head's baseline accepts that base's did
// not (new-baseline-entry: the change accepts a finding instead of fixing
// it) and those it no longer accepts (dropped-baseline-entry: fixed, or
// failing again). The maps cannot show either: a baselined finding is
// still a finding at its site. Entries match by fingerprint; where both
// accept a finding, a count that grew or shrank is a change for the
// difference. componentOf names the component of a package. The two files
// must be of one format version: fingerprints of another version never
// match.
func WithBaselines(cs []Change, base, head *baseline.File, componentOf func(pkg string) string) ([]Change, error) {
	if base.Version != head.Version {
		return nil, fmt.Errorf("the base's baseline is of format version %d and the head's of version %d, whose fingerprints never match: write the base's again with kvlint -write-baseline, or compare files of one version", base.Version, head.Version)
	}
	b, h := entryCounts(base), entryCounts(head)
	add := func(kind Kind, e baseline.Entry, n int) {
		// The finding's message names what it is about, as a
		// suppression's change does; the function is the baseline's
		// (unqualified: the file says where).
		c := Change{Kind: kind, Component: componentOf(e.Package), Subject: e.Message, Func: e.Function,
			File: e.File, Violation: e.Code}
		if n > 1 {
			c.Detail = fmt.Sprintf("%d findings", n)
		}
		cs = append(cs, c)
	}
	for _, e := range head.Entries {
		if n := e.Count - b[e.Fingerprint]; n > 0 {
			add(BaselineEntryAdded, e, n)
		}
	}
	for _, e := range base.Entries {
		if n := e.Count - h[e.Fingerprint]; n > 0 {
			add(BaselineEntryRemoved, e, n)
		}
	}
	sortChanges(cs)
	return cs, nil
}

// entryCounts maps a baseline's fingerprints to the findings each accepts.
func entryCounts(f *baseline.File) map[string]int {
	out := map[string]int{}
	for _, e := range f.Entries {
		out[e.Fingerprint] += e.Count
	}
	return out
}
