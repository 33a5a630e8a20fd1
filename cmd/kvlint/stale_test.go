package main_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// TestStalePolicyEntries runs a policy written as if for another release
// (testdata/stale/kvlint.yaml) on the integration tree: every pass still runs
// and reports its finding, and each entry naming a function, type, method,
// field, constant, import edge, wrapper or package pattern the tree lacks is
// reported once, at its position.
func TestStalePolicyEntries(t *testing.T) {
	dir := testdata("integration", "kubevirt")
	cfg := testdata("stale", "kvlint.yaml")
	stdout, stderr, code := run(t, dir, "-config="+cfg, "./...")
	assert.Equal(t, 1, code, stderr)
	for _, want := range []string{
		"lifecycle.go:30:9: HP1001:", "lifecycle.go:30:9: HP1002:", "lifecycle.go:25:2: SF1001:",
		"lifecycle.go:9:2: HO1001:", "lifecycle.go:19:13: HO1003:", "migration-target.go:14:2: MP1002:",
	} {
		assert.Contains(t, stdout, want, "the pass must still run")
	}
	stale := staleWant()
	for _, want := range stale {
		assert.Equal(t, 1, strings.Count(stderr, want), "want once: %s\nstderr:\n%s", want, stderr)
	}
	assert.Equal(t, len(stale), strings.Count(stderr, "KV0003: stale"), stderr)
	assert.Contains(t, stderr, "18 stale policy entries, warnings")
	assert.NotContains(t, stdout, "KV0003", "stale entries are not findings")
	// target-cpuset-next names its pair below the migration state, so its
	// finding would read differently from target-cpuset's.
	assert.NotContains(t, stdout, "VirtualMachineInstanceMigrationState.TargetCPUSet", "the entry whose requirement is missing is not checked")
	assert.Contains(t, stdout, "MP1002: mirror drift: MigrationTargetController.reportTargetCPUs writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet", "target-cpuset is checked")

	staleJSON(t, dir, cfg, len(stale))
	staleSARIF(t, dir, cfg, len(stale))
	staleStrictKey(t, dir, cfg)
}

// staleWant lists the stale entries testdata/stale/kvlint.yaml has on the
// integration tree, each as the run prints it.
func staleWant() []string {
	return []string{
		"kvlint.yaml:11:61: KV0003: stale policy entry (components): components.virt-handler: package pattern kubevirt.io/kubevirt/cmd/virt-handler matches no package",
		"kvlint.yaml:13:19: KV0003: stale policy entry (components): components.virt-launcher: package pattern kubevirt.io/kubevirt/pkg/virt-launcher/... matches no package",
		"kvlint.yaml:20:11: KV0003: stale policy entry (hostprim): selector golang.org/x/sys/unix.MountSetattrNext: package golang.org/x/sys/unix has no function MountSetattrNext",
		"kvlint.yaml:21:11: KV0003: stale policy entry (hostprim): selector (golang.org/x/sys/unix.Mounter).Remount: package golang.org/x/sys/unix has no type Mounter",
		"kvlint.yaml:25:11: KV0003: stale policy entry (hostprim): hostprim.categories.mount.wrappers: no analysed package matching kubevirt.io/kubevirt/pkg/virt-handler/heartbeat performs a mount primitive directly",
		"kvlint.yaml:27:20: KV0003: stale policy entry (hostprim): hostprim.categories.mount.wrappers[2].package: package pattern kubevirt.io/kubevirt/pkg/virt-handler/mount-manager matches no package",
		"kvlint.yaml:39:33: KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: fields.GuestAgentVersionNext: no field GuestAgentVersionNext",
		"kvlint.yaml:43:25: KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: values.Phase: Hibernating is not a constant",
		"kvlint.yaml:44:7: KV0003: stale policy entry (statusfield): statusfield: type kubevirt.io/api/core/v1.VirtualMachineInstanceStatusNext: package kubevirt.io/api/core/v1 declares no type",
		"kvlint.yaml:56:11: KV0003: stale policy entry (handoff): selector (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).dialLauncherNext: type MigrationTargetController has no method dialLauncherNext",
		"kvlint.yaml:59:41: KV0003: stale policy entry (handoff): handoff.keys.packages[1]: package pattern kubevirt.io/api/migrations/v1alpha1 matches no package",
		"kvlint.yaml:62:7: KV0003: stale policy entry (handoff): handoff.exemptions: no analysed package matching kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi imports kubevirt.io/kubevirt/cmd/virt-chroot",
		// An exemption whose importer does not exist is listed once, for
		// the pattern, not a second time as an unused exemption.
		"kvlint.yaml:65:21: KV0003: stale policy entry (handoff): handoff.exemptions[1].from-package: package pattern kubevirt.io/kubevirt/pkg/virt-controller/watch/migration matches no package",
		"kvlint.yaml:69:16: KV0003: stale policy entry (handoff): handoff.restricted-imports[0].package: package pattern kubevirt.io/kubevirt/pkg/unsafepath matches no package",
		"kvlint.yaml:71:11: KV0003: stale policy entry (handoff): handoff.restricted-imports kubevirt.io/kubevirt/pkg/unsafepath: allowed importer kubevirt.io/kubevirt/pkg/virt-handler does not import it",
		"kvlint.yaml:84:14: KV0003: stale policy entry (migrationpair): migration: MigrationState.TargetNodeTopologyNext: no field TargetNodeTopologyNext in v1.VirtualMachineInstanceMigrationState",
		"kvlint.yaml:84:53: KV0003: stale policy entry (migrationpair): migration: MigrationState.TargetState.NodeTopologyNext:",
		// A requirement the tree lacks: its whole entry is skipped.
		"kvlint.yaml:88:18: KV0003: stale policy entry (migrationpair): entry migration.mirrors[2] is skipped: requires (kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState).TargetCPUSetNext: type VirtualMachineInstanceMigrationState has no field TargetCPUSetNext",
	}
}

// staleJSON: JSON lists the n stale entries too; under -strict-policy each
// of the user's own entries says why it fails the run.
func staleJSON(t *testing.T, dir, cfg string, n int) {
	stdout, stderr, code := run(t, dir, "-config="+cfg, "-format=json", "-strict-policy", "./...")
	assert.Equal(t, 1, code, stderr)
	doc := findingsJSON(t, stdout)
	require.Len(t, doc.StalePolicy, n)
	assert.True(t, strings.HasSuffix(doc.StalePolicy[0].Position, "stale/kvlint.yaml:11:61"), doc.StalePolicy[0].Position)
	skipped := doc.StalePolicy[n-1]
	assert.Equal(t, "migration.mirrors[2]", skipped.Skipped, "JSON names the skipped entry")
	assert.Contains(t, skipped.Message, "entry migration.mirrors[2] is skipped: requires")
	assert.Equal(t, "components", doc.StalePolicy[0].Pass)
	assert.Equal(t, "strict-policy: an entry of your policy", doc.StalePolicy[0].Error)
	assert.Contains(t, stderr, "(error: strict-policy: an entry of your policy)")
}

// staleSARIF: SARIF, from plain kvlint and from kvlint ci, has one KV0003
// result per stale entry (n) at its policy position, schema-valid.
func staleSARIF(t *testing.T, dir, cfg string, n int) {
	for _, args := range [][]string{{"-format=sarif"}, {"ci", "-format=sarif"}} {
		stdout, stderr, _ := run(t, dir, append(args, "-config="+cfg, "./...")...)
		require.NotEmpty(t, stdout, stderr)
		var kv []string
		for _, r := range sarifLog(t, stdout).Runs[0].Results {
			if r.RuleID == "KV0003" {
				pl := r.Locations[0].PhysicalLocation
				kv = append(kv, fmt.Sprintf("%s:%d:%d: %s", pl.ArtifactLocation.URI, pl.Region.StartLine, pl.Region.StartColumn, r.Message.Text))
				assert.Equal(t, "warning", r.Level)
			}
		}
		require.Len(t, kv, n, "%v", args)
		assert.True(t, strings.HasSuffix(kv[0], "stale/kvlint.yaml:11:61: stale policy entry (components): components.virt-handler: package pattern kubevirt.io/kubevirt/cmd/virt-handler matches no package"), kv[0])
		assert.Contains(t, kv[len(kv)-1], "stale/kvlint.yaml:88:18: stale policy entry (migrationpair): entry migration.mirrors[2] is skipped: requires", "SARIF names the skipped entry")
	}
}

// staleStrictKey: the policy key does what the flag does.
func staleStrictKey(t *testing.T, dir, cfg string) {
	strict := filepath.Join(t.TempDir(), "strict.yaml")
	filetest.Write(t, strict, "strict-policy: true\n"+filetest.Read(t, cfg))
	_, stderr, _ := run(t, dir, "-config="+strict, "./...")
	assert.Contains(t, stderr, "18 stale policy entries, 18 of them errors (failing the run)")
}

// TestStalePackagePatternsJudgedOverTheTree: a run over one directory
// judges package patterns against the whole tree, as a full run does: a
// pattern naming a package that exists but was not analysed is not stale,
// one naming no package is, and is listed once.
func TestStalePackagePatternsJudgedOverTheTree(t *testing.T) {
	dir := testdata("integration", "kubevirt")
	cfg := testdata("stale", "kvlint.yaml")
	_, stderr, _ := run(t, dir, "-config="+cfg, "./pkg/virt-handler/...")
	for _, kept := range []string{
		"components.virt-launcher: package pattern kubevirt.io/kubevirt/pkg/virt-launcher/... matches no package",
		"hostprim.categories.mount.wrappers[2].package: package pattern kubevirt.io/kubevirt/pkg/virt-handler/mount-manager matches no package",
		"handoff.exemptions[1].from-package: package pattern kubevirt.io/kubevirt/pkg/virt-controller/watch/migration matches no package",
	} {
		assert.Equal(t, 1, strings.Count(stderr, kept), "want once: %s\nstderr:\n%s", kept, stderr)
	}
	// virt-controller's and virt-chroot's packages exist; this run did not
	// analyse them.
	for _, exists := range []string{"kubevirt.io/kubevirt/pkg/virt-controller/... matches", "kubevirt.io/kubevirt/cmd/virt-chroot matches", "kubevirt.io/kubevirt/cmd/virt-chroot/... matches"} {
		assert.NotContains(t, stderr, exists)
	}
	assert.Contains(t, stderr, "15 stale policy entries, warnings", stderr)
}

// TestProfilePrintsNumberedLines: KV0003 positions in the embedded profile
// are readable with kvlint profile.
func TestProfilePrintsNumberedLines(t *testing.T) {
	stdout, stderr, code := run(t, ".", "profile", "kubevirt", "statusfield.yaml")
	require.Equal(t, 0, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "==> profile kubevirt/statusfield.yaml (embedded)\n"), stdout)
	assert.Contains(t, stdout, "\n   5  statusfield:\n")
	assert.NotContains(t, stdout, "hostprim:", "one file only")
	_, stderr, code = run(t, ".", "profile", "kubevirt", "nosuch.yaml")
	assert.Equal(t, 2, code)
	assert.Equal(t, "kvlint profile: profile kubevirt has no file nosuch.yaml\n", stderr)
}

// TestStaleEntriesSilentUnderGoVet: go vet analyses each package in its own
// process, where a stale entry would repeat once per package; there every
// kind of stale entry (selectors, fields, unused exemptions, package
// patterns) is skipped without a word, and the passes still report.
func TestStaleEntriesSilentUnderGoVet(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	out, code := vetExit(t, testdata("integration", "kubevirt"), "-config="+testdata("stale", "kvlint.yaml"), "./...")
	require.NotZero(t, code, "the findings fail go vet")
	assert.Contains(t, out, "HP1001:")
	assert.Contains(t, out, "MP1002:")
	assert.NotContains(t, out, "KV0003")
	assert.NotContains(t, out, "stale")
	assert.NotContains(t, out, "matches no package")
}

// The API stand-in's migration types, where a kubevirtCopy's go.mod finds
// them, and the marker of decentralized migration that two entries of the
// embedded profile require.
const (
	apiTypes  = "../../src/kubevirt.io/api/core/v1/migration.go"
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
	b := decodeJSON[struct {
		Policy *struct {
			Stale []struct{ Pass, Skipped, Message, Policy string }
		}
	}](t, filetest.Read(t, base))
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
	doc := findingsJSON(t, stdout)
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

// -strict-policy fails on stale entries of the user's own policy (always),
// never on the profile's entries naming code the tree never had: on the
// clean integration tree, with a baseline, it exits 0 (kvlint e371f1d
// exited 1 there, on the 187 profile entries the small tree lacks). A
// profile entry made stale by the change under review fails with or
// without -strict-policy: removing or renaming the code it names switches
// its check off, as an unmet requirement does.
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
	for _, args := range [][]string{{"./..."}, {"-strict-policy", "./..."}} {
		_, stderr, code = ci(args...)
		require.Equal(t, 1, code, "%v\n%s", args, stderr)
		assert.Regexp(t, `(?m)^kvlint ci: `+regexp.QuoteMeta(skippedAt)+`\d+:\d+: KV0003: stale policy entry \(migrationpair\): migration: MigrationState\.AbortRequested: no field AbortRequested in v1\.VirtualMachineInstanceMigrationState \(error: stale since the baseline\)$`, stderr)
		assert.Contains(t, stderr, "1 of them errors (failing the run)")
	}

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
	filetest.Write(t, base, filetest.Read(t, filepath.Join("testdata", "baselines", "e371f1d.json")))
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
	assert.Contains(t, filetest.Read(t, base), `"skipped": "migration.signals[`, "the rewritten baseline records the skipped entries")
}

// ciWithBaseline copies the kubevirt fixture and returns it, a baseline path
// in a temporary directory, and a runner of `kvlint ci` on the copy with
// that baseline.
func ciWithBaseline(t *testing.T) (dir, base string, ci func(args ...string) (string, string, int)) {
	t.Helper()
	dir = kubevirtCopy(t, nil)
	base = filepath.Join(t.TempDir(), "b.json")
	return dir, base, ciIn(t, dir, base)
}
