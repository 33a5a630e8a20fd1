package migrationpair_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

// TestSubjects: every migrationpair finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	var ds []diagtest.Diagnostic
	ds = append(ds, diagtest.RunUnderCI(t, migrationpair.Def().New, "policy.yaml", mainFixtures...)...)
	ds = append(ds, diagtest.RunUnderCI(t, migrationpair.Def().New, "cases/policy.yaml", casesFixtures...)...)
	ds = append(ds, diagtest.RunUnderCI(t, migrationpair.Def().New, "cleanup/policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/guarded")...)
	ds = append(ds, diagtest.RunUnderCI(t, migrationpair.Def().New, "progress/policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/legacy")...)
	diagtest.CheckSubjects(t, ds, "MP1001", "MP1002", "MP1003", "MP1004", "MP1005", "MP1006", "KV0001")
}

// TestRelated: a write or read through a call carries its chain, a key
// mismatch the starts it was compared with, a cleanup path the start, a
// one-sided progress record the other side's write (analysistest does not
// check related information).
func TestRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, migrationpair.Def().New, "policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/keysets")
	diagtest.CheckRelated(t, ds, "MP1004", "migration-source.go:23",
		diagtest.Link{At: "migrations.go:37", Message: "migrations.EndedAt reads VirtualMachineInstanceStatus.MigrationState.EndTimestamp"})
	diagtest.CheckRelated(t, ds, "MP1003", "keysets.go:52",
		diagtest.Link{At: "keysets.go:20", Message: "a start derives its key as one of string(vmi.UID), vmi.Status.MigrationState.SourceState.Node"})
	diagtest.CheckRelated(t, ds, "MP1003", "keysets.go:25",
		diagtest.Link{At: "keysets.go:20", Message: "the start's key is derived here as one of"})
	// The target starts its proxy through a helper of no side: the start,
	// then the helper's call.
	ds = diagtest.RunUnderCI(t, migrationpair.Def().New, "cleanup/policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler")
	diagtest.CheckRelated(t, ds, "MP1003", "migration-target.go:94",
		diagtest.Link{At: "migration-target.go:35", Message: "MigrationTargetController.processVMI starts it through virthandler.listenForTarget"},
		diagtest.Link{At: "migration-target.go:41", Message: "virthandler.listenForTarget calls migrationproxy.ProxyManager.StartTargetListener"})
	// A cleanup that reaches a partial stop through a helper is reported at
	// the helper's partial stop: the cleanup's call of the helper, the
	// helper's call, the return the path reaches, then the start.
	ds = diagtest.RunUnderCI(t, migrationpair.Def().New, "cleanup/policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler/guarded")
	diagtest.CheckRelated(t, ds, "MP1003", "helpers.go:10",
		diagtest.Link{At: "helpers.go:38", Message: "the cleanup calls guarded.MigrationTargetController.releaseVolumes here"},
		diagtest.Link{At: "helpers.go:40", Message: "the cleanup path returns here"},
		diagtest.Link{At: "migration-target.go:39", Message: "MigrationTargetController.syncVolumes starts it here"})
	ds = diagtest.RunUnderCI(t, migrationpair.Def().New, "progress/policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler")
	diagtest.CheckRelated(t, ds, "MP1005", "migration-target.go:23",
		diagtest.Link{At: "migration-source.go:16", Message: "the source side writes it with MigrationState.Failed here"})
}
