package migrationpair_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

func TestMigrationPair(t *testing.T) {
	p, err := policy.LoadFile(filepath.Join(analysistest.TestData(), "policy.yaml"))
	require.NoError(t, err)
	analysistest.Run(t, analysistest.TestData(), migrationpair.New(p),
		"kubevirt.io/kubevirt/pkg/util/migrations",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/leaky",
		"kubevirt.io/kubevirt/pkg/virt-handler/keysets",
		"kubevirt.io/kubevirt/pkg/virt-handler/keysets/equal",
		"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/migration",
	)
}

func TestCleanupPaths(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "cleanup")
	p, err := policy.LoadFile(filepath.Join(dir, "policy.yaml"))
	require.NoError(t, err)
	analysistest.Run(t, dir, migrationpair.New(p), "kubevirt.io/kubevirt/pkg/virt-handler")
}

func TestProgress(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "progress")
	p, err := policy.LoadFile(filepath.Join(dir, "policy.yaml"))
	require.NoError(t, err)
	analysistest.Run(t, dir, migrationpair.New(p), "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/legacy")
}
