package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The API stand-in of the integration tree, and the marker of decentralized
// migration that two entries of the embedded profile require.
const (
	apiTypes  = "staging/src/kubevirt.io/api/core/v1/types.go"
	sendTo    = "\tSendTo  *VirtualMachineInstanceMigrationSource `json:\"sendTo,omitempty\"`\n"
	abortReq  = "\tAbortRequested                 bool                                        `json:\"abortRequested,omitempty\"`\n"
	skippedAt = "profile kubevirt/migration.yaml (embedded):"
)

// withoutLine removes line (which must be there) from the tree's file.
func withoutLine(t *testing.T, dir, file, line string) {
	t.Helper()
	edit(t, filepath.Join(dir, filepath.FromSlash(file)), func(s string) string { return strings.Replace(s, line, "", 1) })
}

// A kvlint ci baseline records the stale policy entries, and an entry that
// a change makes skipped (its API requirement gone) fails the run like a new
// finding, with or without -strict-policy: one positioned line naming the
// entry and the requirement, an error in JSON and SARIF. kvlint e371f1d
// wrote no record and exited 0 here: the check switched off silently but for
// a listed warning.
func TestCISkippedSinceTheBaselineFails(t *testing.T) {
	dir, base, ci := ciWithBaseline(t)
	_, stderr, code := ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	var b struct {
		Policy *struct {
			Stale []struct{ Pass, Skipped, Message, Policy string }
		}
	}
	data, err := os.ReadFile(base)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &b))
	require.NotNil(t, b.Policy, "the baseline records the stale policy entries")
	assert.NotEmpty(t, b.Policy.Stale, "the embedded profile names code the small tree lacks")
	for _, e := range b.Policy.Stale {
		assert.Empty(t, e.Skipped, "nothing is skipped on the tree the baseline was written on: %+v", e)
	}

	_, stderr, code = ci("./...")
	require.Equal(t, 0, code, stderr)

	withoutLine(t, dir, apiTypes, sendTo)
	for _, args := range [][]string{{"./..."}, {"-strict-policy", "./..."}} {
		stdout, stderr, code := ci(args...)
		require.Equal(t, 1, code, "%v\n%s%s", args, stdout, stderr)
		assert.Empty(t, stdout, "no finding is new")
		assert.Regexp(t, `(?m)^kvlint ci: `+regexp.QuoteMeta(skippedAt)+`\d+:\d+: KV0003: stale policy entry \(migrationpair\): entry migration\.signals\[\d+\] is skipped: requires \(kubevirt\.io/api/core/v1\.VirtualMachineInstanceMigrationSpec\)\.SendTo: type VirtualMachineInstanceMigrationSpec has no field SendTo \(error: skipped since the baseline\)$`, stderr)
		assert.Contains(t, stderr, "2 of them errors (failing the run)", "the signal and the progress record")
		assert.Contains(t, stderr, "kvlint explain KV0003")
	}

	stdout, _, code := ci("-format=json", "./...")
	require.Equal(t, 1, code)
	var doc struct {
		StalePolicy []struct{ Position, Skipped, Baseline, Error string } `json:"stalePolicyEntries"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc))
	var errs []string
	for _, e := range doc.StalePolicy {
		if e.Error != "" {
			errs = append(errs, e.Skipped+" "+e.Baseline+" "+e.Error)
		} else {
			assert.Equal(t, "unchanged", e.Baseline, "%+v", e)
		}
	}
	require.Len(t, errs, 2, stdout)
	for _, e := range errs {
		assert.Regexp(t, `^migration\.(signals|progress)\[\d+\] new skipped since the baseline$`, e)
	}

	stdout, _, code = ci("-format=sarif", "./...")
	require.Equal(t, 1, code)
	assert.Equal(t, 2, strings.Count(stdout, `"baselineState": "new"`), "the two skipped entries; every finding is unchanged")

	// The change is intended (a fork without decentralized migration):
	// -write-baseline records the skipped entries, and the run passes.
	_, stderr, code = ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	_, stderr, code = ci("./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "is skipped: requires", "still listed by name")
	assert.NotContains(t, stderr, "(error:")
}

// -strict-policy fails on stale entries of the user's own policy (always)
// and on the embedded profile's entries the tree has stopped providing
// since the baseline, never on the profile's entries naming code the tree
// never had: on the clean integration tree, with a baseline, it exits 0
// (kvlint e371f1d exited 1 there, on the 187 profile entries the small tree
// lacks). An entry made stale by the change under review fails under
// -strict-policy only.
func TestCIStrictPolicyNewlyStale(t *testing.T) {
	dir, base, ci := ciWithBaseline(t)
	_, stderr, code := ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	_, stderr, code = ci("-strict-policy", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "entries of the embedded profile name code this tree does not have")

	// Without a baseline, no profile entry is known to be new: a clean
	// package passes under -strict-policy.
	_, stderr, code = runEnv(t, dir, moduleEnv, "ci", "-strict-policy", "./cmd/...")
	require.Equal(t, 0, code, stderr)

	withoutLine(t, dir, apiTypes, abortReq)
	_, stderr, code = ci("./...")
	require.Equal(t, 0, code, "stale, not skipped: a warning without -strict-policy\n%s", stderr)
	_, stderr, code = ci("-strict-policy", "./...")
	require.Equal(t, 1, code, stderr)
	assert.Regexp(t, `(?m)^kvlint ci: `+regexp.QuoteMeta(skippedAt)+`\d+:\d+: KV0003: stale policy entry \(migrationpair\): migration: MigrationState\.AbortRequested: no field AbortRequested in v1\.VirtualMachineInstanceMigrationState \(error: strict-policy: stale since the baseline\)$`, stderr)
	assert.Contains(t, stderr, "1 of them errors (failing the run)")

	// The user's own stale entry fails under -strict-policy, with the
	// baseline or without.
	edit(t, filepath.Join(dir, ".kvlint.yaml"), func(s string) string {
		return s + "exclude: [kubevirt.io/kubevirt/pkg/nosuch/...]\n"
	})
	withBase := []string{"ci", "-root=" + dir, "-baseline=" + base, "-strict-policy", "./cmd/..."}
	for _, args := range [][]string{withBase, {"ci", "-strict-policy", "./cmd/..."}} {
		_, stderr, code := runEnv(t, dir, moduleEnv, args...)
		assert.Equal(t, 1, code, stderr)
		assert.Regexp(t, `(?m)^kvlint ci: \S*/\.kvlint\.yaml:4:\d+: KV0003: stale policy entry \(exclude\): .*kubevirt\.io/kubevirt/pkg/nosuch/\.\.\. matches no package \(error: strict-policy: an entry of your policy\)$`, stderr)
	}
}

// A baseline kvlint e371f1d wrote (version 2, no record of the stale
// policy entries) still loads and accepts its findings; it says it has no
// record, and an entry skipped since is not compared (listed, not failing)
// until -write-baseline adds the record.
func TestCIBaselineOfE371f1dLoads(t *testing.T) {
	dir, base, ci := ciWithBaseline(t)
	old, err := os.ReadFile(filepath.Join("testdata", "baselines", "e371f1d.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(base, old, 0o644))
	stdout, stderr, code := ci("./...")
	require.Equal(t, 0, code, "%s%s", stdout, stderr)
	assert.Contains(t, stderr, "0 new findings, 8 accepted by the baseline")
	assert.Contains(t, stderr, "no record of the stale policy entries, as an older kvlint wrote it")

	withoutLine(t, dir, apiTypes, sendTo)
	_, stderr, code = ci("./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "entry migration.signals[", "listed by name")
	assert.NotContains(t, stderr, "(error:")

	_, stderr, code = ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	data, err := os.ReadFile(base)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"skipped": "migration.signals[`, "the rewritten baseline records the skipped entries")
}

// ciWithBaseline copies the kubevirt fixture and returns it, a baseline path
// in a temporary directory, and a runner of `kvlint ci` on the copy with
// that baseline.
func ciWithBaseline(t *testing.T) (dir, base string, ci func(args ...string) (string, string, int)) {
	t.Helper()
	dir = kubevirtCopy(t, nil)
	base = filepath.Join(t.TempDir(), "b.json")
	return dir, base, func(args ...string) (string, string, int) {
		return runEnv(t, dir, moduleEnv, append([]string{"ci", "-root=" + dir, "-baseline=" + base}, args...)...)
	}
}
