package baseline_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/baseline"
)

var (
	signal = baseline.PolicyEntry{Pass: "migrationpair", Skipped: "migration.signals[1]",
		Message: "requires (kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).SendTo: type VirtualMachineInstanceMigrationSpec has no field SendTo",
		Policy:  "profile kubevirt/migration.yaml (embedded)"}
	pivot = baseline.PolicyEntry{Pass: "hostprim", Message: "selector unix.PivotRoot: package golang.org/x/sys/unix has no function PivotRoot", Policy: "profile kubevirt/hostprim.yaml (embedded)"}
)

// The record survives a round trip through the file, each entry once, and
// a run's stale entries compare with it by pass, skipped entry and message:
// not by the policy file's name, nor by position.
func TestPolicyRecordRoundTripAndCompare(t *testing.T) {
	b := baseline.Build(nil)
	b.Policy = baseline.RecordPolicy([]baseline.PolicyEntry{signal, pivot, signal})
	require.Len(t, b.Policy.Stale, 2, "each entry once")
	path := filepath.Join(t.TempDir(), "b.json")
	require.NoError(t, b.Write(path))
	read, err := baseline.Read(path)
	require.NoError(t, err)
	require.NotNil(t, read.Policy)
	assert.ElementsMatch(t, []baseline.PolicyEntry{signal, pivot}, read.Policy.Stale)

	moved := pivot
	moved.Policy = "elsewhere.yaml"
	other := signal
	other.Skipped = "migration.signals[2]"
	states, gone := baseline.ComparePolicy(read, []baseline.PolicyEntry{moved, other})
	assert.Equal(t, []baseline.State{baseline.Unchanged, baseline.New}, states)
	assert.Equal(t, 1, gone, "signals[1] is stale no more")

	// An empty record is a record: everything is new against it.
	b.Policy = baseline.RecordPolicy(nil)
	require.NoError(t, b.Write(path))
	read, err = baseline.Read(path)
	require.NoError(t, err)
	states, _ = baseline.ComparePolicy(read, []baseline.PolicyEntry{pivot})
	assert.Equal(t, []baseline.State{baseline.New}, states)
}

// A baseline without the record (as kvlint e371f1d and older wrote them)
// loads, and compares no policy entry: no state is new.
func TestBaselineWithoutPolicyRecord(t *testing.T) {
	old := `{
  "version": 2,
  "tool": "kvlint",
  "findings": []
}
`
	b, err := baseline.Decode("b.json", []byte(old))
	require.NoError(t, err)
	assert.Nil(t, b.Policy)
	states, gone := baseline.ComparePolicy(b, []baseline.PolicyEntry{signal})
	assert.Nil(t, states)
	assert.Zero(t, gone)
	states, _ = baseline.ComparePolicy(nil, []baseline.PolicyEntry{signal})
	assert.Nil(t, states)
}

// A record a hand edit broke is one positioned error line.
func TestDecodeRejectsBrokenPolicyRecords(t *testing.T) {
	doc := func(policy string) string {
		return "{\n\"version\": 2,\n\"tool\": \"kvlint\",\n\"findings\": [],\n\"policy\": " + policy + "\n}\n"
	}
	e := `{"pass": "hostprim", "message": "m"}`
	_, err := baseline.Decode("b.json", []byte(doc(`{"stale": [`+e+`]}`)))
	require.NoError(t, err)
	for name, c := range map[string]struct{ data, want string }{
		"null record":       {doc(`null`), `b.json:5:1: policy is null, want an object`},
		"no stale list":     {doc(`{}`), `b.json:5:1: policy has no "stale" list`},
		"unknown key":       {doc(`{"stale": [], "skipped": []}`), `b.json:5:25: not a kvlint baseline: unknown key "skipped" in the policy record (want stale)`},
		"unknown entry key": {doc(`{"stale": [{"pass": "p", "message": "m", "count": 2}]}`), `b.json:5:52: not a kvlint baseline: unknown key "count" in a policy entry`},
		"duplicate key":     {doc(`{"stale": [{"pass": "p", "message": "m", "message": "n"}]}`), `b.json:5:52: not a kvlint baseline: duplicate key "message" (first at 5:36)`},
		"no message":        {doc(`{"stale": [{"pass": "p"}]}`), `b.json:5:22: policy entry 1: no pass or no message`},
		"twice":             {doc(`{"stale": [` + e + `, ` + e + `]}`), `b.json:5:60: policy entry 2 is also policy entry 1`},
		"wrong type":        {doc(`{"stale": {}}`), `not a kvlint baseline: json: cannot unmarshal object into Go struct field`},
	} {
		_, err := baseline.Decode("b.json", []byte(c.data))
		if !assert.Error(t, err, name) {
			continue
		}
		assert.Contains(t, err.Error(), c.want, name)
		assert.NotContains(t, err.Error(), "\n", name)
		assert.True(t, strings.HasSuffix(err.Error(), "(regenerate it with -write-baseline)"), name)
	}
}
