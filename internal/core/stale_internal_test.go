package core

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

// Stale entries of the user's own policy are listed and pass the run,
// unless strict-policy.
func TestStalePolicyEntriesFailOnlyWhenStrict(t *testing.T) {
	entries := []stale.Entry{{Pos: policy.Pos{File: ".kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"}}
	for _, strict := range []bool{false, true} {
		var w bytes.Buffer
		code := summarize(&w, "kvlint ci", &output.Results{StalePolicy: entries, StrictPolicy: strict})
		if strict {
			assert.Equal(t, ExitFindings, code, w.String())
			assert.Contains(t, w.String(), "kvlint ci: .kvlint.yaml:7:9: KV0003: stale policy entry (statusfield): no field X (error: strict-policy: an entry of your policy)\n")
			assert.Contains(t, w.String(), "1 stale policy entry, 1 of them errors (failing the run)")
			assert.Contains(t, w.String(), "kvlint explain KV0003\n")
		} else {
			assert.Equal(t, ExitClean, code, w.String())
			assert.Contains(t, w.String(), "kvlint ci: .kvlint.yaml:7:9: KV0003: stale policy entry (statusfield): no field X\n")
			assert.Contains(t, w.String(), "1 stale policy entry, warnings")
		}
	}
	var w bytes.Buffer
	assert.Equal(t, ExitClean, summarize(&w, "kvlint ci", &output.Results{StrictPolicy: true}), "nothing stale, nothing to fail")
}

// Which stale entries fail the run, by kind, strict-policy and the
// baseline's record (output.Results.PolicyVerdicts): a skipped entry the
// record lacks always; under strict-policy the user's own entries, and a
// profile entry the record lacks; never a profile entry the record has, nor
// one judged without a record.
func TestStalePolicyVerdicts(t *testing.T) {
	own := stale.Entry{Pos: policy.Pos{File: ".kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"}
	profile := stale.Entry{Pos: policy.Pos{File: "profile kubevirt/hostprim.yaml (embedded)", Line: 30, Col: 11}, Pass: "hostprim", Msg: "no function PivotRoot"}
	skipped := stale.Entry{Pos: policy.Pos{File: "profile kubevirt/migration.yaml (embedded)", Line: 228, Col: 11}, Pass: "migrationpair",
		Skipped: "migration.signals[4]", Msg: "requires (kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).SendTo: type VirtualMachineInstanceMigrationSpec has no field SendTo"}
	type rec int
	const (
		none  rec = iota // no baseline record
		has              // the record lists the entry
		lacks            // the record lists other entries only
	)
	for _, c := range []struct {
		name   string
		e      stale.Entry
		strict bool
		rec    rec
		why    string
	}{
		{"own, lenient", own, false, none, ""},
		{"own, strict", own, true, none, output.WhyOwn},
		{"own, strict, recorded", own, true, has, output.WhyOwn},
		{"profile, strict, no record", profile, true, none, ""},
		{"profile, strict, recorded", profile, true, has, ""},
		{"profile, strict, newly stale", profile, true, lacks, output.WhyNewlyStale},
		{"profile, lenient, newly stale", profile, false, lacks, output.WhyNewlyStale},
		{"skipped, lenient, newly skipped", skipped, false, lacks, output.WhySkipped},
		{"skipped, strict, newly skipped", skipped, true, lacks, output.WhySkipped},
		{"skipped, recorded", skipped, true, has, ""},
		{"skipped, no record", skipped, false, none, ""},
	} {
		r := &output.Results{StalePolicy: []stale.Entry{c.e}, StrictPolicy: c.strict}
		switch c.rec {
		case has:
			r.PolicyStates, _ = baseline.ComparePolicy(&baseline.File{Policy: baseline.RecordPolicy(r.PolicyRecordEntries())}, r.PolicyRecordEntries())
		case lacks:
			other := output.RecordEntry("", own)
			other.Message = "no field Y"
			r.PolicyStates, _ = baseline.ComparePolicy(&baseline.File{Policy: baseline.RecordPolicy([]baseline.PolicyEntry{other})}, r.PolicyRecordEntries())
		}
		assert.Equal(t, c.why, r.PolicyVerdicts()[0].Why, c.name)
		var w bytes.Buffer
		code := summarize(&w, "kvlint ci", r)
		if c.why == "" {
			assert.Equal(t, ExitClean, code, c.name+"\n"+w.String())
			assert.NotContains(t, w.String(), "(error: ", c.name)
		} else {
			assert.Equal(t, ExitFindings, code, c.name+"\n"+w.String())
			assert.Contains(t, w.String(), c.e.String()+" (error: "+c.why+")\n", c.name)
		}
	}
}

// Stale entries of an embedded profile are counted in one line, listed only
// with -v; entries of the user's files are always listed.
func TestStaleEmbeddedProfileEntriesAreCounted(t *testing.T) {
	entries := []stale.Entry{
		{Pos: policy.Pos{File: "profile kubevirt/hostprim.yaml (embedded)", Line: 30, Col: 11}, Pass: "hostprim", Msg: "no function PivotRoot"},
		{Pos: policy.Pos{File: "profile kubevirt/hostprim.yaml (embedded)", Line: 42, Col: 11}, Pass: "hostprim", Msg: "no function Setns"},
		{Pos: policy.Pos{File: ".kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"},
	}
	var w bytes.Buffer
	summarize(&w, "kvlint", &output.Results{StalePolicy: entries})
	assert.Contains(t, w.String(), "kvlint: .kvlint.yaml:7:9: KV0003")
	assert.NotContains(t, w.String(), "PivotRoot")
	assert.Contains(t, w.String(), "kvlint: 2 entries of the embedded profile name code this tree does not have (-v lists them)\n")
	assert.Contains(t, w.String(), "3 stale policy entries")

	w.Reset()
	summarize(&w, "kvlint", &output.Results{StalePolicy: entries, Verbose: true})
	assert.Contains(t, w.String(), "no function PivotRoot")
	assert.NotContains(t, w.String(), "of the embedded profile name code")
}

// When every stale entry is an embedded profile's, the one count line is
// all: no second line asking the user to edit entries they cannot edit.
func TestStaleOnlyEmbeddedEntriesPrintOneLine(t *testing.T) {
	entries := []stale.Entry{
		{Pos: policy.Pos{File: "profile kubevirt/hostprim.yaml (embedded)", Line: 30, Col: 11}, Pass: "hostprim", Msg: "no function PivotRoot"},
		{Pos: policy.Pos{File: "profile kubevirt/hostprim.yaml (embedded)", Line: 42, Col: 11}, Pass: "hostprim", Msg: "no function Setns"},
	}
	var w bytes.Buffer
	assert.Equal(t, ExitClean, summarize(&w, "kvlint", &output.Results{StalePolicy: entries}))
	assert.Equal(t, "kvlint: 2 entries of the embedded profile name code this tree does not have (-v lists them)\n", w.String())

	// Under strict-policy, too: a profile entry naming code the tree
	// never had fails nothing (kvlint failed here, exit 1, on every entry
	// of the embedded profile a clean tree lacks).
	w.Reset()
	assert.Equal(t, ExitClean, summarize(&w, "kvlint", &output.Results{StalePolicy: entries, StrictPolicy: true}))
	assert.Equal(t, "kvlint: 2 entries of the embedded profile name code this tree does not have (-v lists them)\n", w.String())
}
