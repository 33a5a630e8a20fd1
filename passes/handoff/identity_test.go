package handoff_test

import (
	"slices"
	"testing"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/passes/handoff"
)

// TestSubjects: every handoff finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	ds := diagtest.RunUnderCI(t, handoff.Def().New, "policy.yaml",
		slices.Concat(boundaryFixtures, keyFixtures, nearKeyFixtures)...)
	diagtest.CheckSubjects(t, ds, "HO1001", "HO1002", "HO1003", "HO1004", "HO1005", "HO1007", "HO1008", "KV0001")
}

// TestRelated: a channel reached through a call carries its chain as
// related locations, one per link after the first.
func TestRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, handoff.Def().New, "policy.yaml",
		"kubevirt.io/kubevirt/cmd/...",
		"kubevirt.io/kubevirt/pkg/virt-api/...",
	)
	diagtest.CheckRelated(t, ds, "HO1002", "main.go:11",
		diagtest.Link{At: "ping.go:11", Message: "launcherping.Ping uses cmdclient.LauncherClient.Close"})
	diagtest.CheckRelated(t, ds, "HO1002", "pods.go:23",
		diagtest.Link{At: "podutil.go:23", Message: "podutil.Ensure calls podutil.CreateLauncherPod"},
		diagtest.Link{At: "podutil.go:13", Message: "podutil.CreateLauncherPod uses v1.PodInterface.Create"})
	diagtest.CheckRelated(t, ds, "HO1002", "pods.go:17") // direct
	// Through an interface wired in the reporting package: the chain names
	// the dispatch.
	diagtest.CheckRelated(t, ds, "HO1002", "apiwire.go:11",
		diagtest.Link{At: "console.go:22", Message: "console.App.Open calls launcherclients.Manager.Get, implemented by dialer.dialing.Get"},
		diagtest.Link{At: "dialer.go:15", Message: "launcherclients.Manager.Get, implemented by dialer.dialing.Get uses cmdclient.NewClient"})
	// Through an interface the shared code declares, narrowing the client
	// the reporting package hands it: the chain ends at the narrowed call.
	diagtest.CheckRelated(t, ds, "HO1002", "narrowwire.go:12",
		diagtest.Link{At: "narrowlaunch.go:22", Message: "narrowlaunch.Launcher.Run uses narrowlaunch.creator.Create, implemented by v1.PodInterface.Create"})
	diagtest.CheckRelated(t, ds, "HO1002", "narrowed.go:34") // direct: no chain
}

// TestReturnedMapRelated: a handover of another package's returned map
// relates the chain down to the key's write in the map it returns, and
// its finding is keyed by its subject.
func TestReturnedMapRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, handoff.Def().New, "policy.yaml", "kubevirt.io/kubevirt/pkg/virt-api/keyowners")
	diagtest.CheckSubjects(t, ds, "HO1007")
	diagtest.CheckRelated(t, ds, "HO1007", "returned.go:17",
		diagtest.Link{At: "keyhelpers.go:25", Message: "keyhelpers.PodLabels sets v1.NodeNameLabel"})
	diagtest.CheckRelated(t, ds, "HO1007", "returned.go:21",
		diagtest.Link{At: "keyhelpers.go:37", Message: "keyhelpers.ChainedLabels calls keyhelpers.LiteralLabels"},
		diagtest.Link{At: "keyhelpers.go:33", Message: "keyhelpers.LiteralLabels sets v1.NodeNameLabel"})
	diagtest.CheckRelated(t, ds, "HO1007", "returned.go:37",
		diagtest.Link{At: "podmeta.go:19", Message: "podmeta.Labels calls keyhelpers.PodLabels"},
		diagtest.Link{At: "keyhelpers.go:25", Message: "keyhelpers.PodLabels sets v1.NodeNameLabel"})
}

// TestKeyParamRelated: an owned key handed to a function that sets the key
// it is given relates the chain down to the write of the parameter.
func TestKeyParamRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, handoff.Def().New, "policy.yaml", "kubevirt.io/kubevirt/pkg/virt-api/keyowners")
	diagtest.CheckRelated(t, ds, "HO1007", "keyparams.go:19",
		diagtest.Link{At: "keyparams.go:23", Message: "keyparams.Forward calls keyparams.ApplyLabel"},
		diagtest.Link{At: "keyparams.go:13", Message: "keyparams.ApplyLabel sets key (m[key] =)"})
}
