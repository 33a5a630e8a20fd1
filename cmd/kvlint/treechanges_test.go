package main_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// What a change to the KubeVirt-shaped integration tree does to a run: code
// it renames or removes makes the policy entries that name it stale
// (KV0003), and a //line directive it writes moves no check, policy or key.

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
	// The tree as e371f1d knew it: pkg/util came later, with a finding of
	// its own.
	require.NoError(t, os.RemoveAll(filepath.Join(dir, "pkg", "util")))
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

// A //line directive is text the author of a change writes: it may move
// where a finding is displayed (only in a generated file naming a file of
// its own package), never what is checked, which policy applies, or which
// declaration a finding is keyed to. Each test edits a copy of the
// KubeVirt-shaped integration tree the way a hostile pull request would.

// kubevirtCopy copies testdata/integration/kubevirt (with the API stand-in
// its go.mod takes from testdata/src) and writes files (slash paths
// relative to the module root) into the copy.
func kubevirtCopy(t *testing.T, files map[string]string) string {
	t.Helper()
	dst := filepath.Join(filetest.CopyIntegration(t, testdata(), t.TempDir()), "kubevirt")
	filetest.WriteAll(t, dst, files)
	return dst
}

// findingsIn runs kvlint on ./... of a kubevirtCopy with files, which must
// exit 1 (findings), and returns the copy, the findings' "file:line:col:
// CODE" and the output.
func findingsIn(t *testing.T, files map[string]string) (dir string, got []string, stdout, stderr string) {
	t.Helper()
	dir = kubevirtCopy(t, files)
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./...")
	assert.Equal(t, 1, code, stderr)
	return dir, codesAt(stdout), stdout, stderr
}

const lifecycle = "pkg/virt-controller/watch/vmi/lifecycle.go"

// lifecycleWith returns the fixture's lifecycle.go with extra inserted
// before the line that starts with before.
func lifecycleWith(t *testing.T, before, extra string) string {
	t.Helper()
	s := filetest.Read(t, testdata("integration", "kubevirt", filepath.FromSlash(lifecycle)))
	i := strings.Index(s, before)
	require.GreaterOrEqual(t, i, 0, before)
	return s[:i] + extra + s[i:]
}

// codesAt lists "path:line:col: CODE" of the text output's findings.
func codesAt(stdout string) []string {
	re := regexp.MustCompile(`(?m)^(\S+:\d+:\d+): ([A-Z]{2}\d{4}):`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(stdout, -1) {
		out = append(out, m[1]+": "+m[2])
	}
	return out
}

// Defect 1: a //line naming line 100 in a 34-line file made Enclosing index
// the physical file with the adjusted line (panic: invalid line number) in
// kvlint ci, plain kvlint and kvlint map.
func TestLineDirectivePastTheEndOfTheFileDoesNotPanic(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line x.go:100\n"),
	})
	for _, args := range [][]string{{"ci", "-root=" + dir, "./..."}, {"./..."}, {"map", "./..."}} {
		stdout, stderr, code := runEnv(t, dir, moduleEnv, args...)
		assert.NotContains(t, stderr, "panic", args)
		assert.NotContains(t, stderr, "internal error", args)
		if args[0] == "map" {
			assert.Equal(t, 0, code, "%v: %s", args, stderr)
			continue
		}
		assert.Equal(t, 1, code, "%v: %s", args, stderr)
		assert.Contains(t, codesAt(stdout), lifecycle+":31:9: HP1001", args)
	}
}

// Defect 2: a two-line file whose //line names a directory with a policy
// that excludes everything switched its whole package to that policy
// (five findings to none, exit 0, under go vet too).
func TestLineDirectiveDoesNotChoosePolicy(t *testing.T) {
	dir, got, stdout, stderr := findingsIn(t, map[string]string{
		"elsewhere/.kvlint.yaml":             "version: 1\nextends: kubevirt\nexclude: ['*.go']\n",
		"pkg/virt-controller/watch/vmi/a.go": "//line ../../../../elsewhere/a.go:1\npackage vmi\n",
	})
	var vmi []string
	for _, c := range got {
		if strings.HasPrefix(c, lifecycle) {
			vmi = append(vmi, c)
		}
	}
	assert.Len(t, vmi, 5, stdout)
	assert.Contains(t, stderr, "kvlint: policy: .kvlint.yaml")
	assert.NotContains(t, stderr, "elsewhere/.kvlint.yaml")

	out := vet(t, dir, "./pkg/virt-controller/...")
	for _, code := range []string{"HO1001", "HO1003", "SF1001", "HP1001", "HP1002"} {
		assert.Contains(t, out, code, "go vet: %s", out)
	}
}

// A //line directive in a new file: Defect 3, naming unsafepath.go atop it
// satisfied the profile's files: [unsafepath.go] allowance of
// pkg/virt-handler; Defect 8 (generated files), a file that declares itself
// generated may show its findings at the file of its own package that its
// //line names.
func TestLineDirectiveInANewFile(t *testing.T) {
	for name, tc := range map[string]struct {
		files map[string]string
		want  string
	}{
		"does not satisfy a files allowance": {files: map[string]string{
			"pkg/unsafepath/unsafepath.go": "// Package unsafepath turns safe paths back into strings.\npackage unsafepath\n\n// Absolute is the path as a string.\nfunc Absolute(p string) string { return p }\n",
			"pkg/virt-handler/sneak.go":    "//line unsafepath.go:1\npackage virthandler\n\nimport \"kubevirt.io/kubevirt/pkg/unsafepath\"\n\nvar _ = unsafepath.Absolute\n",
		}, want: "pkg/virt-handler/sneak.go:4:8: HO1004"},
		"in a generated file names its source": {files: map[string]string{
			"pkg/virt-controller/watch/vmi/mount.tmpl.go":   "package vmi\n",
			"pkg/virt-controller/watch/vmi/zz_generated.go": "// Code generated by hand for a test. DO NOT EDIT.\n\npackage vmi\n\nimport \"golang.org/x/sys/unix\"\n\nfunc gen() error {\n//line mount.tmpl.go:7:1\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n",
		}, want: "pkg/virt-controller/watch/vmi/mount.tmpl.go:7:9: HP1001"},
	} {
		t.Run(name, func(t *testing.T) {
			_, got, stdout, _ := findingsIn(t, tc.files)
			assert.Contains(t, got, tc.want, stdout)
		})
	}
}

// Defect 4: a hand-written file named like cgo's _cgo_gotypes.go was
// skipped by the effects skeleton (HP1001, HP1002, SF1001 vanished, also
// under go vet). Only a compiled file the go command generated with no
// source is cgo's own.
func TestHandWrittenCgoTypesNameIsAnalysed(t *testing.T) {
	dir, got, stdout, _ := findingsIn(t, map[string]string{
		"pkg/virt-controller/watch/vmi/x_cgo_gotypes.go": `package vmi

import (
	"golang.org/x/sys/unix"
	v1 "kubevirt.io/api/core/v1"
)

func (c *Controller) sneak(vmi *v1.VirtualMachineInstance, dev string) error {
	vmi.Status.GuestOSInfo.Name = dev
	return unix.Mount(dev, "/mnt", "ext4", 0, "")
}
`,
	})
	const f = "pkg/virt-controller/watch/vmi/x_cgo_gotypes.go"
	assert.Contains(t, got, f+":9:2: SF1001", stdout)
	assert.Contains(t, got, f+":10:9: HP1001", stdout)
	assert.Contains(t, got, f+":10:9: HP1002", stdout)

	out := vet(t, dir, "./pkg/virt-controller/...")
	for _, want := range []string{"x_cgo_gotypes.go:9:2: SF1001", "x_cgo_gotypes.go:10:9: HP1001", "x_cgo_gotypes.go:10:9: HP1002"} {
		assert.Contains(t, out, want, "go vet")
	}
}

// Defect 7: under a //line, findings were keyed to the wrong declaration
// (the import block), so a baselined finding became new after an
// unrelated insert above it.
func TestLineDirectiveKeepsTheBaselineKey(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line lifecycle.go:12\n"),
	})
	base := filepath.Join(dir, "baseline.json")
	ci := ciIn(t, dir, base)
	_, stderr, code := ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	data := filetest.Read(t, base)
	b := decodeJSON[struct {
		Findings []struct {
			Code string
			Func string `json:"function"`
		}
	}](t, data)
	var funcs []string
	for _, e := range b.Findings {
		if e.Code == "HP1001" {
			funcs = append(funcs, e.Func)
		}
	}
	assert.Equal(t, []string{"(*Controller).prepareHostDisk"}, funcs, data)

	edit(t, filepath.Join(dir, filepath.FromSlash(lifecycle)), func(s string) string {
		return strings.Replace(s, "// Controller drives", "// unrelated is new.\nfunc unrelated() {}\n\n// Controller drives", 1)
	})
	_, stderr, code = ci("./...")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "0 new findings")
}

// Defect 8: a //line naming README.md moved HP1001 and HP1002 there in
// text, JSON and SARIF; only a generated file naming a file of its own
// package may move where a finding is shown.
func TestLineDirectiveInHandWrittenFileDoesNotMoveFindings(t *testing.T) {
	dir, got, stdout, _ := findingsIn(t, map[string]string{
		"README.md": "# fixture\n",
		lifecycle:   lifecycleWith(t, "\treturn unix.Mount", "//line ../../../../README.md:1:1\n"),
	})
	assert.Contains(t, got, lifecycle+":31:9: HP1001", stdout)
	assert.Contains(t, got, lifecycle+":31:9: HP1002", stdout)
	for _, format := range []string{"json", "sarif"} {
		stdout, stderr, code := runEnv(t, dir, moduleEnv, "-format="+format, "./...")
		assert.Equal(t, 1, code, stderr)
		assert.NotContains(t, stdout, "README.md", format)
	}
	// go vet prints with the pass's FileSet, which applies the directive:
	// the reporter moves the diagnostic to a copy of the file without it
	// (kvlint e371f1d printed README.md:1:9 here).
	out := vet(t, dir, "./pkg/virt-controller/...")
	assert.Contains(t, out, lifecycle+":31:9: HP1001", out)
	assert.Contains(t, out, lifecycle+":31:9: HP1002", out)
	assert.NotContains(t, out, "README.md", out)
}

// Defect 8 (map): a //line naming a test file took a function out of
// kvlint map, whose exclusions (*_test.go) go by the physical file.
func TestLineDirectiveDoesNotHideFromMap(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line zz_test.go:1\n"),
	})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "map", "-format=json", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "prepareHostDisk")
	assert.NotContains(t, stdout, "zz_test.go")
}

// Defect 8 (sides): migration sides are classified by the physical file
// name. A source-side file (the profile's files: migration-source.go) whose
// //line names migration-target.go stays on the source side: its write of
// a field reserved to the target is MP1001, as without the directive, at
// the physical position. The same code in a file of no side is no finding.
func TestLineDirectiveDoesNotChangeMigrationSide(t *testing.T) {
	const code = "package virthandler\n\nimport v1 \"kubevirt.io/api/core/v1\"\n\nfunc dropOverhead(vmi *v1.VirtualMachineInstance) {\n\tvmi.Status.MigrationState.TargetMemoryOverhead = nil\n}\n"
	const source = "pkg/virt-handler/migration-source.go"
	mp1001 := func(dir string) []string {
		stdout, stderr, _ := runEnv(t, dir, moduleEnv, "./pkg/virt-handler/...")
		require.NotContains(t, stderr, "internal error")
		var out []string
		for _, c := range codesAt(stdout) {
			if strings.HasSuffix(c, "MP1001") {
				out = append(out, c)
			}
		}
		return out
	}
	for name, text := range map[string]string{"plain": code, "//line": "//line migration-target.go:1\n" + code} {
		dir := kubevirtCopy(t, map[string]string{source: text})
		line := 6
		if name == "//line" {
			line = 7
		}
		assert.Equal(t, []string{fmt.Sprintf("%s:%d:2: MP1001", source, line)}, mp1001(dir), name)
	}
	assert.Empty(t, mp1001(kubevirtCopy(t, map[string]string{"pkg/virt-handler/migration-helpers.go": code})), "a file of no side")
}

// exclude: globs match a cgo file by its own name: the go command compiles
// cgo's rewrite of mount_excluded.go into the build cache under a hashed
// name, and the exclusion read that name (the finding stayed, shown at the
// source through the rewrite's //line). The same file without the glob is
// reported.
func TestExcludeGlobMatchesACgoFileByItsSourceName(t *testing.T) {
	const cgoFile = "pkg/virt-controller/watch/vmi/mount_excluded.go"
	const text = "package vmi\n\n// #include <stdlib.h>\nimport \"C\"\n\nimport \"golang.org/x/sys/unix\"\n\nfunc cgoMount() error {\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n"
	in := func(stdout string) []string {
		var out []string
		for _, c := range codesAt(stdout) {
			if strings.HasPrefix(c, cgoFile) {
				out = append(out, c)
			}
		}
		return out
	}
	dir := kubevirtCopy(t, map[string]string{cgoFile: text})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./pkg/virt-controller/...")
	require.Equal(t, 1, code, stderr)
	assert.Equal(t, []string{cgoFile + ":9:9: HP1001", cgoFile + ":9:9: HP1002"}, in(stdout), "the control: reported without the glob")
	assert.Contains(t, vet(t, dir, "./pkg/virt-controller/..."), "mount_excluded.go:9:9: HP1001", "the control under go vet")

	dir = kubevirtCopy(t, map[string]string{cgoFile: text, ".kvlint.yaml": "version: 1\nextends: kubevirt\nexclude: ['*_excluded.go']\n"})
	stdout, stderr, code = runEnv(t, dir, moduleEnv, "./pkg/virt-controller/...")
	require.Equal(t, 1, code, "lifecycle.go's findings remain\n%s", stderr)
	assert.Empty(t, in(stdout), stdout)
	assert.NotContains(t, vet(t, dir, "./pkg/virt-controller/..."), "mount_excluded.go", "go vet")
}

// Witness text is built where the chain's calls are, then travels to other
// packages in facts: a //line in a hand-written file of the callee's
// package (naming README.md) must not move the link shown under the
// caller's finding, in any format.
func TestLineDirectiveDoesNotMoveWitnessLinksInOtherPackages(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		"README.md":           "# fixture\n",
		"pkg/util/mnt/mnt.go": "// Package mnt mounts.\npackage mnt\n\nimport \"golang.org/x/sys/unix\"\n\n// Mount mounts.\nfunc Mount() error {\n//line ../../../README.md:1:1\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n",
		"pkg/virt-controller/watch/vmi/usemnt.go": "package vmi\n\nimport \"kubevirt.io/kubevirt/pkg/util/mnt\"\n\nfunc useMount() error { return mnt.Mount() }\n",
	})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./...")
	require.Equal(t, 1, code, stderr)
	assert.Contains(t, stdout, "pkg/virt-controller/watch/vmi/usemnt.go:5:32: HP1002: virt-controller reaches mount via mnt.Mount\n\tpkg/util/mnt/mnt.go:9:9: mnt.Mount calls unix.Mount\n", stdout)
	for _, format := range []string{"text", "json", "sarif"} {
		stdout, _, _ := runEnv(t, dir, moduleEnv, "-format="+format, "./...")
		assert.NotContains(t, stdout, "README", format)
	}
	out := vet(t, dir, "./pkg/util/...", "./pkg/virt-controller/...")
	assert.Contains(t, out, "pkg/util/mnt/mnt.go:9:9: HP1001", "go vet")
	assert.NotContains(t, out, "README", "go vet")
}
