package migrationpair_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/passkit"
)

// TestThroughInterfaces: lifecycle stops made through the module's own
// interfaces count on cleanup paths when the implementation wired there
// stops (not when only an unassigned type or a test mock would), and an
// API named by its concrete method is a start or stop where it is called
// through its interface, for the key comparison (testdata/ifacecleanup).
func TestThroughInterfaces(t *testing.T) {
	runTree(t, passkit.Settings{}, "ifacecleanup", "kubevirt.io/kubevirt/pkg/virt-handler/...")
}
