package migrationpair_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

// runTree runs the pass with settings s under the policy.yaml of the fixture
// tree's top directory (testdata for "", testdata/requires for
// "requires/old") over packages of testdata/tree, and checks their
// `// want` lines.
func runTree(t *testing.T, s passkit.Settings, tree string, pkgs ...string) {
	t.Helper()
	top, _, _ := strings.Cut(tree, "/")
	p, err := policy.LoadFile(filepath.Join(analysistest.TestData(), top, "policy.yaml"))
	require.NoError(t, err)
	s.Source = policy.Fixed(p)
	analysistest.Run(t, diagtest.TestData(t, filepath.FromSlash(tree)), migrationpair.Def().New(s), pkgs...)
}

func TestMigrationPair(t *testing.T) {
	runTree(t, passkit.Settings{}, "", mainFixtures...)
}

// mainFixtures are the packages of testdata itself.
var mainFixtures = []string{
	"kubevirt.io/kubevirt/pkg/util/migrations",
	"kubevirt.io/kubevirt/pkg/virt-handler",
	"kubevirt.io/kubevirt/pkg/virt-handler/leaky",
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets",
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets/equal",
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets/narrowed",
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets/narrowhelper",
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets/narrowuse",
	"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy",
	"kubevirt.io/kubevirt/pkg/virt-controller/watch/migration",
}

// casesFixtures are the packages of testdata/cases, one per rule.
var casesFixtures = []string{
	"kubevirt.io/kubevirt/pkg/virt-handler/sidefields",
	"kubevirt.io/kubevirt/pkg/virt-controller/mirrors",
	"kubevirt.io/kubevirt/pkg/virt-handler/lifecycles",
	"kubevirt.io/kubevirt/pkg/virt-handler/signals",
	"kubevirt.io/kubevirt/pkg/virt-handler/signals/targetonly",
	"kubevirt.io/kubevirt/pkg/virt-handler/signals/readforms",
	"kubevirt.io/kubevirt/pkg/virt-handler/signals/twofiles",
	"kubevirt.io/kubevirt/pkg/virt-handler/signals/shapes",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress/onephase",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress/shapes",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress/helpers",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress/decoy",
	"kubevirt.io/kubevirt/pkg/virt-handler/progress/decoylive",
	"kubevirt.io/kubevirt/pkg/util/progress",
	"kubevirt.io/kubevirt/pkg/util/migstate",
	"kubevirt.io/kubevirt/pkg/virt-handler/lifecycles/leak",
	"kubevirt.io/kubevirt/pkg/virt-handler/lifecycles/shared",
	"kubevirt.io/kubevirt/pkg/util/proxykeys",
	"kubevirt.io/kubevirt/pkg/virt-handler/cleanup",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/mirror",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/mirrorexprs",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/mirrorseams",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/mirrorseams/whole",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/shapes",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/leftout",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/optsetters",
	"kubevirt.io/kubevirt/pkg/virt-handler/copies/optusers",
	"kubevirt.io/kubevirt/pkg/synchronization-controller",
}

// TestCases: each rule's write, read and key forms, its close negatives
// and its directives, one package per rule (testdata/cases).
func TestCases(t *testing.T) {
	runTree(t, passkit.Settings{}, "cases", casesFixtures...)
}

func TestCleanupPaths(t *testing.T) {
	runTree(t, passkit.Settings{}, "cleanup", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/guarded", "kubevirt.io/kubevirt/pkg/virt-handler/guarded/volumes", "kubevirt.io/kubevirt/pkg/util/migrations")
}

func TestProgress(t *testing.T) {
	runTree(t, passkit.Settings{}, "progress", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/legacy")
}

// TestRequiresOld: a requirement names the API's mark of a protocol, never
// handler code. On a tree whose target renamed its abort handler (and no
// longer reads the abort request) the signal entry still applies: the
// source's read is MP1004, the source's step-by-step progress MP1005, and
// nothing is stale. (Before requirements were limited to API symbols, the
// entry required the handler by name and the rename switched it off.)
func TestRequiresOld(t *testing.T) {
	log := stale.NewLog()
	runTree(t, passkit.Settings{Stale: log}, "requires/old", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/cmd/virt-handler")
	assert.Empty(t, diagtest.StaleLines(log))
}

// TestRequiresUnmet: where the analysed API lacks the symbol an entry
// requires, the entry is skipped (no MP1004 for the abort signal, no
// MP1005), the other entries are checked, and each skipped entry is listed
// once by name at its requirement's position, however many packages judge
// it; go vet and golangci-lint, which pass no log, skip it all the same.
func TestRequiresUnmet(t *testing.T) {
	p, _ := policytest.Edited(t, "testdata/requires/policy.yaml", "VirtualMachineInstanceMigrationSpec).SendTo", "VirtualMachineInstanceMigrationSpec).Handover")
	for _, l := range []*stale.Log{stale.NewLog(), nil} {
		var got diagtest.Errors
		a := migrationpair.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: l})
		analysistest.Run(&got, diagtest.TestData(t, "requires", "old"), a, "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/cmd/virt-handler")
		all := got.String()
		assert.Contains(t, all, "AbortRequested but the target side never does`")
		assert.Contains(t, all, "no diagnostic was reported matching `MP1005: one-sided progress: the source side's completion transition")
		assert.NotContains(t, all, "unexpected diagnostic", "the other entries are checked as before")
		if l == nil {
			continue
		}
		requireSuffixes(t, diagtest.StaleLines(l), []string{
			"policy.yaml:32:11: KV0003: stale policy entry (migrationpair): entry migration.progress[0] is skipped: requires (kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).Handover: type VirtualMachineInstanceMigrationSpec has no field Handover",
			"policy.yaml:37:11: KV0003: stale policy entry (migrationpair): entry migration.signals[0] is skipped: requires (kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).Handover: type VirtualMachineInstanceMigrationSpec has no field Handover",
		})
	}
}

// TestRequiresNew: the close negative. The same code with the required
// target functions present: both entries apply and report as before, and
// nothing is stale.
func TestRequiresNew(t *testing.T) {
	log := stale.NewLog()
	runTree(t, passkit.Settings{Stale: log}, "requires/new", "kubevirt.io/kubevirt/pkg/virt-handler")
	assert.Empty(t, log.Entries())
}

// TestStaleBranch: a branch cleanup (when, when-field) whose function
// never tests its condition (also one that tests only shared predicates
// that hold without it: IsActive, GoneOrFinal; or compares the phase with
// values that are not its when-values) while its side starts what the
// cleanup must stop is an MP1003 finding at the function (the fixtures'
// wants), not a stale entry: its absence is the bug the branch is checked
// for. What stays stale here is a when-value that is no constant at all.
func TestStaleBranch(t *testing.T) {
	log := stale.NewLog()
	runTree(t, passkit.Settings{Stale: log}, "cleanup", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/guarded", "kubevirt.io/kubevirt/pkg/virt-handler/guarded/volumes")
	requireSuffixes(t, diagtest.StaleLines(log), []string{
		"policy.yaml:135:11: KV0003: stale policy entry (migrationpair): migration: cleanup when-values: Completed is no constant of v1.VirtualMachineInstancePhase",
	})
}

// TestGoneCleanup: the same missing branch on a side that starts nothing
// the cleanup must stop is only a stale entry (nothing is left running); a
// cleanup function the package no longer declares while its side starts
// what it must stop is MP1003 at the start (the fixture's want).
func TestGoneCleanup(t *testing.T) {
	log := stale.NewLog()
	runTree(t, passkit.Settings{Stale: log}, "gonecleanup", "kubevirt.io/kubevirt/pkg/virt-handler")
	requireSuffixes(t, diagtest.StaleLines(log), []string{
		"policy.yaml:15:11: KV0003: stale policy entry (migrationpair): migration.sides.source.cleanup: MigrationSourceController.execute never tests whether isMigrationDone() is true: the branch is no cleanup path",
		"policy.yaml:22:21: KV0003: stale policy entry (migrationpair): selector (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).finalCleanup: type MigrationTargetController has no method finalCleanup",
	})
}

// TestLeftCleanup: a cleanup function still declared but that nothing
// refers to, beside the side's loop that runs a renamed copy without the
// stop, never runs: MP1003 at the start, as for a missing one.
func TestLeftCleanup(t *testing.T) {
	runTree(t, passkit.Settings{}, "leftcleanup", "kubevirt.io/kubevirt/pkg/virt-handler")
}

// requireSuffixes checks that got has one line per want, each ending in it
// (the policy file's directory varies).
func requireSuffixes(t *testing.T, got, want []string) {
	t.Helper()
	require.Len(t, got, len(want), "%q", got)
	for i := range want {
		assert.True(t, strings.HasSuffix(got[i], want[i]), "got  %s\nwant …%s", got[i], want[i])
	}
}

// TestStaleSides: a sides receiver, file glob or function pattern that
// names the analysed package but matches nothing in it is one stale entry
// at its position; the entries that match are not; a package the tree
// lacks is left to the run-wide package check (not judged here); the
// mirror is still checked.
func TestStaleSides(t *testing.T) {
	p := policytest.Load(t, "testdata/sides/policy.yaml")
	log := stale.NewLog()
	a := migrationpair.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	analysistest.Run(t, diagtest.TestData(t, "sides"), a, "kubevirt.io/kubevirt/pkg/virt-handler")
	got := diagtest.StaleLines(log)
	want := []string{
		"policy.yaml:14:11: KV0003: stale policy entry (migrationpair): migration.sides.source.receivers: package kubevirt.io/kubevirt/pkg/virt-handler declares no type MigrationSourceReconciler",
		"policy.yaml:15:15: KV0003: stale policy entry (migrationpair): migration.sides.source.files: no file of package kubevirt.io/kubevirt/pkg/virt-handler matches migration-source-*.go",
		"policy.yaml:21:11: KV0003: stale policy entry (migrationpair): migration.sides.target.functions: no function of package kubevirt.io/kubevirt/pkg/virt-handler matches kubevirt.io/kubevirt/pkg/virt-handler.finalizeTarget*",
		"policy.yaml:22:11: KV0003: stale policy entry (migrationpair): migration.sides.target.functions: no function of package kubevirt.io/kubevirt/pkg/virt-handler matches (kubevirt.io/kubevirt/pkg/virt-handler.MigrationSourceController).prepareTarget*",
	}
	requireSuffixes(t, got, want)
	// The package the tree lacks is among the patterns the driver asks
	// the go command about, and stale when the tree has no such package.
	assert.Contains(t, log.Patterns.List(), "kubevirt.io/kubevirt/pkg/virt-handler/decentralized")
	log.Patterns.Check([]string{"kubevirt.io/api/core/v1", "kubevirt.io/kubevirt/pkg/virt-handler"})
	got = diagtest.StaleLines(log)
	require.Len(t, got, len(want)+1, "%q", got)
	assert.True(t, strings.HasSuffix(got[4], "policy.yaml:23:11: KV0003: stale policy entry (migrationpair): migration.sides.target.functions[3]: kubevirt.io/kubevirt/pkg/virt-handler/decentralized.prepare*: no package kubevirt.io/kubevirt/pkg/virt-handler/decentralized in the tree"), got[4])
}

// TestSideWrites: a closed side writes only its side-fields, the progress
// record (even where the record's requires: is unmet) and its listed
// fields; any other status field it writes, directly or through a helper
// of another package, is MP1001. The VM controller, no side, writes the
// same fields freely.
func TestSideWrites(t *testing.T) {
	runTree(t, passkit.Settings{}, "sidewrites", "kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/util/migrations", "kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/dryrun", "kubevirt.io/kubevirt/cmd/virt-handler")
}

// TestSideWritesRelated: a write through a helper relates the helper's
// write; every finding has a subject.
func TestSideWritesRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, migrationpair.Def().New, "sidewrites/policy.yaml",
		"kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/util/migrations", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/cmd/virt-handler")
	diagtest.CheckRelated(t, ds, "MP1001", "migration-target.go:35",
		diagtest.Link{At: "netstat.go:11", Message: "netstat.NetStat.UpdateStatus writes VirtualMachineInstanceStatus.Interfaces (write)"})
	// A record handed to a helper of the package relates the helper's
	// write; one of another package has no place in its fact.
	diagtest.CheckRelated(t, ds, "MP1001", "migration-target.go:66",
		diagtest.Link{At: "migration-target.go:73", Message: "virthandler.requestAbort writes AbortRequested here, below the vmi.Status.MigrationState it is handed"})
	diagtest.CheckRelated(t, ds, "MP1001", "migration-target.go:97")
	// Through an interface method, the related write is the
	// implementation's.
	diagtest.CheckRelated(t, ds, "MP1001", "migration-target.go:142",
		diagtest.Link{At: "migration-target.go:132", Message: "virthandler.requestMarker.Mark writes AbortRequested here, below the vmi.Status.MigrationState it is handed"})
	diagtest.CheckRelated(t, ds, "MP1001", "migration-source.go:11")
	// Wired in cmd/virt-handler: the chain runs through the side's call
	// through its interface to the implementation's write.
	diagtest.CheckRelated(t, ds, "MP1001", "main.go:14",
		diagtest.Link{At: "migration-source.go:27", Message: "virthandler.MigrationSourceController.Run calls virthandler.MigrationSourceController.sync"},
		diagtest.Link{At: "migration-source.go:31", Message: "virthandler.MigrationSourceController.sync calls virthandler.NetStater.UpdateStatus, implemented by netstat.NetStat.UpdateStatus"},
		diagtest.Link{At: "netstat.go:11", Message: "virthandler.NetStater.UpdateStatus, implemented by netstat.NetStat.UpdateStatus writes VirtualMachineInstanceStatus.Interfaces (write)"})
	diagtest.CheckSubjects(t, ds, "MP1001")
}

// TestSideWritesConfigErrors: a side-writes entry names a side, once per
// type; errors are one positioned line.
func TestSideWritesConfigErrors(t *testing.T) {
	policytest.BodyErrors(t, section, []configError{
		{"unknown side", `
  side-writes:
    - {side: controller, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus}
`, `test.yaml:4:7: migration.side-writes[0].side: "controller" is not a side (write source or target)`},
		{"twice", `
  side-writes:
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus}
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus, fields: [NodeName]}
`, `test.yaml:5:7: migration.side-writes[1]: the target side of kubevirt.io/api/core/v1.VirtualMachineInstanceStatus is already listed at test.yaml:4:7; merge the two entries`},
		{"bad field", `
  side-writes:
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus, fields: [Interfaces/IP]}
`, `test.yaml:4:91: migration.side-writes[0].fields[0]: bad field path "Interfaces/IP"`},
		{"handler requirement", `
  side-writes:
    - side: target
      type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      requires: [(kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).sync]
`, `migration.side-writes[0]: requires (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).sync names code outside the API packages`},
	})
}

// TestSideWritesStale: a listed field the type lacks is a stale entry
// (KV0003), and the progress record's unmet requirement is listed as
// skipped; the side's check still runs.
func TestSideWritesStale(t *testing.T) {
	p, _ := policytest.Edited(t, "testdata/sidewrites/policy.yaml", "fields: [NodeName, Conditions]", "fields: [NodeName, Conditions, NodeNmae]")
	got := strings.Join(diagtest.Stale(t, diagtest.TestData(t, "sidewrites"), migrationpair.Def().New, p, "kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/virt-handler"), "\n")
	assert.Contains(t, got, "policy.yaml:26:38: KV0003: stale policy entry (migrationpair): migration: NodeNmae: no field NodeNmae in v1.VirtualMachineInstanceStatus")
	assert.Contains(t, got, "NoSuchMarker")
}
