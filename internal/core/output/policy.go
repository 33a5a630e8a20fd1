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
	WhyNewlyStale = "strict-policy: stale since the baseline"
)

// PolicyVerdicts judges r.StalePolicy, one verdict per entry:
//
//   - an entry a pass skipped for an unmet requirement that the baseline's
//     record does not list fails the run, strict-policy or not: the change
//     under review switched a check off, like a new finding;
//   - under strict-policy, every stale entry of the user's own policy files
//     fails, and an embedded profile's entry fails when the record does not
//     list it (newly stale). A profile entry naming code the tree never had
//     is in the record the baseline was written with, and the user cannot
//     edit the profile: it fails nothing.
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
		switch {
		case e.Skipped != "" && fresh:
			v.Why = WhySkipped
		case !r.StrictPolicy:
		case !policy.IsProfileFile(e.Pos.File):
			v.Why = WhyOwn
		case fresh:
			v.Why = WhyNewlyStale
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
