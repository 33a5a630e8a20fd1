package handoff_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/handoff"
)

func load(t *testing.T, name string) *policy.Policy {
	return policytest.Load(t, filepath.Join(analysistest.TestData(), name))
}

// The fixture packages of each test under policy.yaml; TestSubjects runs
// all of them under kvlint ci.
var (
	boundaryFixtures = []string{
		"kubevirt.io/kubevirt/pkg/podutil/...",
		"kubevirt.io/kubevirt/pkg/launcherclients/...",
		"kubevirt.io/kubevirt/pkg/launcherping",
		"kubevirt.io/kubevirt/pkg/sharedimports",
		"kubevirt.io/kubevirt/pkg/virt-controller/...",
		"kubevirt.io/kubevirt/pkg/virt-api/...",
		"kubevirt.io/kubevirt/pkg/virtctl/...",
		"kubevirt.io/kubevirt/cmd/...",
		"kubevirt.io/kubevirt/pkg/virt-handler/...",
		"kubevirt.io/kubevirt/pkg/virt-launcher/...",
		"kubevirt.io/kubevirt/pkg/safepath",
		"kubevirt.io/kubevirt/pkg/hypervisor",
	}
	keyFixtures = []string{
		"kubevirt.io/api/core/v1",
		"kubevirt.io/kubevirt/pkg/keyuser",
		"kubevirt.io/kubevirt/pkg/keys/...",
	}
	nearKeyFixtures = []string{
		"kubevirt.io/kubevirt/pkg/nearkeys/...",
	}
)

// TestBoundariesChannelsRestricted covers HO1001, HO1002 (direct, through a
// shared helper, by allowed and forbidden components and programs) and
// HO1004, with directives, on KubeVirt-shaped fixtures.
func TestBoundariesChannelsRestricted(t *testing.T) {
	a := handoff.Def().New(passkit.FromPolicy(load(t, "policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t), a, boundaryFixtures...)
}

// TestKeys covers HO1003 and its suggested fix: the golden files hold each
// file after every fix is applied.
func TestKeys(t *testing.T) {
	a := handoff.Def().New(passkit.FromPolicy(load(t, "policy.yaml")))
	analysistest.RunWithSuggestedFixes(t, diagtest.TestData(t), a, keyFixtures...)
}

// TestKeyOwners covers HO1007: virt-api setting keys other components own
// (index, delete, map literal, finalizer list, a merge patch typed by
// hand), its close negatives (a lookup, a set of restricted keys, a
// selector, a key no entry owns), a directive, the owner setting them, and
// a shared helper that sets one, judged at each component's call.
func TestKeyOwners(t *testing.T) {
	a := handoff.Def().New(passkit.FromPolicy(load(t, "policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t), a,
		"kubevirt.io/kubevirt/pkg/virt-api/keyowners",
		"kubevirt.io/kubevirt/pkg/virt-controller/keyowners",
		"kubevirt.io/kubevirt/pkg/keyhelpers",
		"kubevirt.io/kubevirt/pkg/keyhelpers/podmeta",
		"kubevirt.io/kubevirt/pkg/keyhelpers/namedtest",
		"kubevirt.io/kubevirt/pkg/keyhelpers/keyparams")
}

// TestNearKeys covers HO1005: key sites (index, getter, map literal,
// setter, label selector, finalizer append and helper), known keys from
// constants and from another package's fact, the distance rules, and a
// directive.
func TestNearKeys(t *testing.T) {
	a := handoff.Def().New(passkit.FromPolicy(load(t, "policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t), a, nearKeyFixtures...)
}

// TestProfileAPIClient: under the embedded kubevirt profile virt-launcher
// builds no API client, directly or through a helper; virt-handler does,
// and does not use the launcher's domain notifier (entries naming code this
// tree lacks are stale, not findings).
func TestProfileAPIClient(t *testing.T) {
	a := handoff.Def().New(passkit.FromPolicy(policytest.Builtin(t, "kubevirt")))
	analysistest.Run(t, diagtest.TestData(t, "profileclient"), a, "kubevirt.io/kubevirt/pkg/virt-launcher/...", "kubevirt.io/kubevirt/pkg/virt-handler")
}
