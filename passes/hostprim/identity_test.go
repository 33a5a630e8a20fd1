package hostprim_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// TestSubjects: every hostprim finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	var ds []diagtest.Diagnostic
	ds = append(ds, diagtest.RunUnderCI(t, hostprim.Def().New, "policy.yaml", mainFixtures...)...)
	ds = append(ds, diagtest.RunUnderCI(t, hostprim.Def().New, "policy-podroot.yaml", podRootFixtures...)...)
	diagtest.CheckSubjects(t, ds, "HP1001", "HP1002", "HP1003", "HP1004", "KV0001")
}

// TestRelated: a chain reported at a boundary carries one related location
// per link after the first, at the call, in order (analysistest does not
// check related information).
func TestRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, hostprim.Def().New, "policy.yaml",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch",
		"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap",
	)
	diagtest.CheckRelated(t, ds, "HP1002", "vmi.go:21",
		diagtest.Link{At: "hypervisor.go:12", Message: "hypervisor.Detect calls hostmount.MountBlock"},
		diagtest.Link{At: "mount.go:8", Message: "hostmount.MountBlock calls unix.Mount"})
	// Through a cycle of the callee's package (solved by its own pass).
	diagtest.CheckRelated(t, ds, "HP1002", "vmi.go:29",
		diagtest.Link{At: "mount.go:39", Message: "hostmount.Cycle calls hostmount.ping"},
		diagtest.Link{At: "mount.go:27", Message: "hostmount.ping calls hostmount.pong"},
		diagtest.Link{At: "mount.go:32", Message: "hostmount.pong calls hostmount.MountBlock"},
		diagtest.Link{At: "mount.go:8", Message: "hostmount.MountBlock calls unix.Mount"})
	diagtest.CheckRelated(t, ds, "HP1002", "vmi.go:50") // a direct call: no chain
	// Through an interface: the dispatch is the reported call.
	diagtest.CheckRelated(t, ds, "HP1002", "vmi.go:45",
		diagtest.Link{At: "mount.go:82", Message: "hostmount.BlockDoer.Do calls hostmount.MountBlock"},
		diagtest.Link{At: "mount.go:8", Message: "hostmount.MountBlock calls unix.Mount"})
	diagtest.CheckRelated(t, ds, "HP1002", "cpu.go:8",
		diagtest.Link{At: "util.go:31", Message: "cgroup.WriteCPUSet calls cgroups.WriteFile"})
}

// TestPodRootRelated: a path that reaches the operation through calls (or
// a field) carries the chain's links as related locations, in the words
// every other code's witnesses use ("A calls B").
func TestPodRootRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, hostprim.Def().New, "policy-podroot.yaml",
		"kubevirt.io/kubevirt/pkg/virt-handler/podroot")
	diagtest.CheckRelated(t, ds, "HP1004", "podroot.go:48",
		diagtest.Link{At: "downwardmetrics.go:34", Message: "downwardmetrics.Touch calls downwardmetrics.writeAll"},
		diagtest.Link{At: "downwardmetrics.go:38", Message: "downwardmetrics.writeAll calls os.WriteFile"})
	// Through a field: the operation is where the field is read.
	diagtest.CheckRelated(t, ds, "HP1004", "records.go:46",
		diagtest.Link{At: "downwardmetrics.go:50", Message: "downwardmetrics.Serve calls net.Dial (through field sock)"})
	diagtest.CheckRelated(t, ds, "HP1004", "podroot.go:21") // the operation itself
	// A named callback: the helper calls its parameter, which the caller
	// set to a function that follows the path.
	ds = diagtest.RunUnderCI(t, hostprim.Def().New, "policy-podroot.yaml",
		"kubevirt.io/kubevirt/pkg/virt-handler/podcallback")
	diagtest.CheckRelated(t, ds, "HP1004", "podcallback.go:53",
		diagtest.Link{At: "podcallback.go:24", Message: "podcallback.ForPath calls podcallback.removeIt"},
		diagtest.Link{At: "podcallback.go:50", Message: "podcallback.removeIt calls os.Remove"})
	// Written into another package's field: reported at the write, the
	// operation where that package reads the field.
	ds = diagtest.RunUnderCI(t, hostprim.Def().New, "policy-podroot.yaml",
		"kubevirt.io/kubevirt/pkg/virt-handler/podfielduse")
	for _, at := range []string{"podfielduse.go:13", "podfielduse.go:20"} {
		diagtest.CheckRelated(t, ds, "HP1004", at, diagtest.Link{At: "podfield.go:22", Message: "os.Open (through field Path)"})
	}
}
