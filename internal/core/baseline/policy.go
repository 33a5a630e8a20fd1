package baseline

import (
	"cmp"
	"fmt"
	"slices"
)

// PolicyRecord is what a baseline records of the run's policy: the stale
// policy entries (KV0003) when it was written, among them the entries a pass
// skipped because a requirement was unmet. A later run compares its stale
// entries with the record (ComparePolicy): an entry skipped now but not then
// is a check the change switched off, and fails the run like a new finding;
// under strict-policy an embedded profile's entry stale now but not then
// fails too. A baseline written before kvlint kept the record has none
// (File.Policy is nil), and then nothing is compared: it still loads, and
// -write-baseline adds the record.
type PolicyRecord struct {
	Stale []PolicyEntry `json:"stale"`
}

// PolicyEntry is one stale policy entry as recorded. It is keyed by pass,
// skipped entry and message, not by position: as with a finding's line, an
// edit above the entry (or a newer profile) moves it without changing it.
type PolicyEntry struct {
	Pass string `json:"pass"`
	// Skipped names the entry a pass skipped because this requirement of
	// it was unmet (migration.signals[4]); empty for other stale entries.
	Skipped string `json:"skipped,omitempty"`
	Message string `json:"message"`
	// Policy names the policy file (repository-relative, or the embedded
	// profile's name) for people reading the baseline; not part of the key.
	Policy string `json:"policy,omitempty"`
}

func (e *PolicyEntry) key() string { return e.Pass + "\x00" + e.Skipped + "\x00" + e.Message }

// RecordPolicy makes the record of the given stale entries, in a stable
// order, each once.
func RecordPolicy(entries []PolicyEntry) *PolicyRecord {
	out := &PolicyRecord{Stale: []PolicyEntry{}}
	seen := map[string]bool{}
	for _, e := range entries {
		if !seen[e.key()] {
			seen[e.key()] = true
			out.Stale = append(out.Stale, e)
		}
	}
	slices.SortFunc(out.Stale, func(a, b PolicyEntry) int {
		return cmp.Or(cmp.Compare(a.Policy, b.Policy), cmp.Compare(a.Pass, b.Pass),
			cmp.Compare(a.Skipped, b.Skipped), cmp.Compare(a.Message, b.Message))
	})
	return out
}

// ComparePolicy says for each current stale entry whether the baseline's
// record has it (Unchanged) or not (New), and counts the recorded entries
// that are stale no more. states is nil when there is no baseline or it
// records no policy.
func ComparePolicy(b *File, current []PolicyEntry) (states []State, gone int) {
	if b == nil || b.Policy == nil {
		return nil, 0
	}
	recorded := map[string]bool{}
	for i := range b.Policy.Stale {
		recorded[b.Policy.Stale[i].key()] = true
	}
	now := map[string]bool{}
	states = make([]State, len(current))
	for i := range current {
		k := current[i].key()
		now[k] = true
		states[i] = New
		if recorded[k] {
			states[i] = Unchanged
		}
	}
	for k := range recorded {
		if !now[k] {
			gone++
		}
	}
	return states, gone
}

// checkPolicy rejects what Decode cannot take from a record: an entry
// without pass or message (it could match nothing a run lists), and two
// entries with one key.
func (b *File) checkPolicy(l *layout, fail func(int, string, ...any) error) error {
	if b.Policy == nil {
		if _, ok := l.top["policy"]; ok {
			return fail(l.topAt("policy"), "policy is null, want an object with the stale policy entries (\"stale\": [])")
		}
		return nil
	}
	if b.Policy.Stale == nil {
		return fail(l.topAt("policy"), "policy has no \"stale\" list")
	}
	first := map[string]int{}
	for i := range b.Policy.Stale {
		e := &b.Policy.Stale[i]
		what := fmt.Sprintf("policy entry %d", i+1)
		if e.Pass == "" || e.Message == "" {
			return fail(l.policyAt(i), "%s: no pass or no message: a recorded stale entry names both", what)
		}
		if j, dup := first[e.key()]; dup {
			return fail(l.policyAt(i), "%s is also policy entry %d: one record per stale entry", what, j+1)
		}
		first[e.key()] = i
	}
	return nil
}
