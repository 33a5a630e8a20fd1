package core

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

// Stale policy entries are listed and pass the run, unless strict-policy.
func TestStalePolicyEntriesFailOnlyWhenStrict(t *testing.T) {
	entries := []stale.Entry{{Pos: policy.Pos{File: ".kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"}}
	for _, strict := range []bool{false, true} {
		var w bytes.Buffer
		code := summarize(&w, "kvlint ci", &output.Results{StalePolicy: entries, StrictPolicy: strict})
		assert.Contains(t, w.String(), "kvlint ci: .kvlint.yaml:7:9: KV0003: stale policy entry (statusfield): no field X\n")
		if strict {
			assert.Equal(t, ExitFindings, code, w.String())
			assert.Contains(t, w.String(), "errors under strict-policy")
		} else {
			assert.Equal(t, ExitClean, code, w.String())
			assert.Contains(t, w.String(), "1 stale policy entry, warnings")
		}
	}
	var w bytes.Buffer
	assert.Equal(t, ExitClean, summarize(&w, "kvlint ci", &output.Results{StrictPolicy: true}), "nothing stale, nothing to fail")
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

	w.Reset()
	assert.Equal(t, ExitFindings, summarize(&w, "kvlint", &output.Results{StalePolicy: entries, StrictPolicy: true}))
	assert.Contains(t, w.String(), "2 stale policy entries, errors under strict-policy", "strict-policy still says why the run fails")
}
