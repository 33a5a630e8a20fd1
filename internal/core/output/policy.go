package output

import (
	"path/filepath"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

// PolicyVerdict is how one stale policy entry stands: against the
// baseline's record of the stale entries (State: New or Unchanged; empty
// when there is no record) and whether it fails the run (Why says why;
// empty when it does not).
type PolicyVerdict struct {
	State baseline.State
	Why   string
}

// Fails reports whether the entry fails the run.
func (v PolicyVerdict) Fails() bool { return v.Why != "" }

// The reasons a stale policy entry fails the run.
const (
	WhySkipped    = "skipped since the baseline"
	WhyOwn        = "strict-policy: an entry of your policy"
	WhyNewlyStale = "stale since the baseline"
)

// PolicyVerdicts judges r.StalePolicy, one verdict per entry:
//
//   - an entry a pass skipped for an unmet requirement that the baseline's
//     record does not list fails the run, strict-policy or not: the change
//     under review switched a check off, like a new finding;
//   - an embedded profile's entry that the record does not list (newly
//     stale) fails the run, strict-policy or not: the change under review
//     removed or renamed code the profile names (a cleanup function, a
//     when: condition, a side's receiver), which switches that entry's check
//     off exactly as an unmet requirement does. A profile entry naming code
//     the tree never had is in the record the baseline was written with,
//     and the user cannot edit the profile: it fails nothing;
//   - under strict-policy, every stale entry of the user's own policy files
//     fails.
//
// Without a record (no -baseline, or one an older kvlint wrote) no entry is
// new, so only the user's own entries can fail, under strict-policy.
func (r *Results) PolicyVerdicts() []PolicyVerdict {
	out := make([]PolicyVerdict, len(r.StalePolicy))
	for i, e := range r.StalePolicy {
		v := &out[i]
		if r.PolicyStates != nil {
			v.State = r.PolicyStates[i]
		}
		fresh := v.State == baseline.New
		profile := policy.IsProfileFile(e.Pos.File)
		switch {
		case e.Skipped != "" && fresh:
			v.Why = WhySkipped
		case profile && fresh:
			v.Why = WhyNewlyStale
		case r.StrictPolicy && !profile:
			v.Why = WhyOwn
		}
	}
	return out
}

// PolicyRecordEntries are the stale entries as a baseline records them
// (baseline.ComparePolicy, baseline.RecordPolicy): a policy file in the
// repository by its relative path, another by its base name, the embedded
// profile by its name.
func (r *Results) PolicyRecordEntries() []baseline.PolicyEntry {
	out := make([]baseline.PolicyEntry, len(r.StalePolicy))
	for i, e := range r.StalePolicy {
		out[i] = RecordEntry(r.Root, e)
	}
	return out
}

// RecordEntry is e as a baseline records it.
func RecordEntry(root string, e stale.Entry) baseline.PolicyEntry {
	where, inRoot := policyLocation(root, e.Pos.File)
	if !inRoot && !policy.IsProfileFile(where) {
		where = filepath.Base(where)
	}
	return baseline.PolicyEntry{Pass: e.Pass, Skipped: e.Skipped, Message: e.Msg, Policy: where}
}
