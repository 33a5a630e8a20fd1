package hostprim_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// TestConfigErrors: each bad policy of testdata/bad fails with one
// positioned line that says what is wrong (its "# want:" line).
func TestConfigErrors(t *testing.T) {
	policytest.BadSections(t, filepath.Join("testdata", "bad"), hostprim.Def())
}

// TestProfileSection: the embedded kubevirt profile's hostprim section
// decodes and validates, and leaves HP1003 opt-in.
func TestProfileSection(t *testing.T) {
	p := policytest.Builtin(t, "kubevirt")
	c := policytest.Section[hostprim.Config](t, p, hostprim.Def())
	if c.BareExec.Enabled {
		t.Error("the kubevirt profile enables HP1003, which is opt-in")
	}
	for _, name := range []string{"chroot", "namespace", "mount", "cgroup", "selinux", "device", "netlink", "ebpf", "sysctl", "sched", "privileged-exec"} {
		if _, ok := c.Categories[name]; !ok {
			t.Errorf("the kubevirt profile has no %s category", name)
		}
	}
}

// TestExtendsMergesProfileSection: a policy that extends the kubevirt profile
// and names one category merges with the profile's (lazily parsed) section:
// the profile's other categories and the category's own APIs stay, the
// user's list is added.
func TestExtendsMergesProfileSection(t *testing.T) {
	p := policytest.Parse(t, "user.yaml", "version: 1\nextends: kubevirt\ncomponents:\n  agent: [example.com/agent/...]\nhostprim:\n  categories:\n    mount:\n      components: [agent]\n")
	c := policytest.Section[hostprim.Config](t, p, hostprim.Def())
	if _, ok := c.Categories["cgroup"]; !ok {
		t.Error("the profile's other categories are lost")
	}
	mount := c.Categories["mount"]
	if len(mount.APIs) == 0 {
		t.Error("the profile's mount APIs are lost")
	}
	var names []string
	for _, r := range mount.Components {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, ","); !strings.Contains(got, "virt-handler") || !strings.Contains(got, "agent") {
		t.Errorf("mount components = %s, want the profile's plus agent", got)
	}
	if mount.Components[len(mount.Components)-1].Pos.File != "user.yaml" {
		t.Errorf("the added component is positioned in %q, want user.yaml", mount.Components[len(mount.Components)-1].Pos.File)
	}
}
