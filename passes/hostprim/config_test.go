package hostprim_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// TestConfigErrors: each bad policy fails with one positioned line that says
// what is wrong.
func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"unknown-component.yaml", `:8:34: hostprim.categories.mount.components[1]: unknown component "virt-handlr" (known: virt-handler)`},
		{"no-reason.yaml", `:7:11: hostprim.categories.mount.wrappers[0]: missing required key "reason"`},
		{"blank-reason.yaml", `:8:19: hostprim.categories.mount.wrappers[0].reason: must not be empty`},
		{"bad-selector.yaml", `:7:11: hostprim.categories.mount.apis[1]: bad selector "(golang.org/x/sys/unix.Mount": unbalanced parenthesis`},
		{"empty-category.yaml", `:4:5: hostprim.categories.mount: a category needs apis, exec, syscalls or paths`},
		{"exec-glob.yaml", `:5:14: hostprim.categories.privileged-exec.exec[0]: "virt-*" has a glob`},
		{"exec-glob-arg.yaml", `:5:14: hostprim.categories.sysctl.exec[0]: "sysctl -w*" has a glob`},
		{"exec-empty-alternative.yaml", `:5:14: hostprim.categories.sysctl.exec[0]: "sysctl -w||=" has an empty alternative`},
		{"exec-trailing-alternative.yaml", `:5:14: hostprim.categories.sysctl.exec[0]: "sysctl -w|" has an empty alternative`},
		{"exec-path.yaml", `:5:14: hostprim.categories.privileged-exec.exec[0]: "/usr/bin/virt-chroot" is not a binary name`},
		{"unknown-key.yaml", `:5:7: hostprim.categories.mount: unknown key "api" (known keys: apis, components, exec, paths, syscalls, wrappers)`},
		{"bad-syscall.yaml", `:5:18: hostprim.categories.sched.syscalls[0]: "sched_setscheduler" is not a system call constant`},
		{"paths-no-writers.yaml", `:5:15: hostprim.categories.sysctl.paths[0]: paths are matched on calls of hostprim.writers, which is empty`},
		{"podroot-relative-prefix.yaml", `:4:16: hostprim.pod-root.prefixes[0]: "var/lib/kubelet/pods/" is not an absolute path prefix`},
		{"podroot-negative-arg.yaml", `:5:9: hostprim.pod-root.follow[0]: argument index -1 is negative; count arguments from 0`},
		{"podroot-no-api.yaml", `:5:9: hostprim.pod-root.follow[0]: missing required key "api"`},
		{"podroot-no-reason.yaml", `:6:9: hostprim.pod-root.wrappers[0]: missing required key "reason"`},
		{"podroot-requires.yaml", `:8:20: hostprim.pod-root.wrappers[0]: requires is not supported on wrappers (an allowance applies wherever its package matches)`},
		// An allowance conditioned on code: any function of that name
		// (an empty decoy) would switch it on.
		{"wrapper-requires.yaml", `:9:22: hostprim.categories.sched.wrappers[0]: requires is not supported on wrappers (an allowance applies wherever its package matches); allow an older release's code in that tree's own policy (extends: kubevirt), or remove it`},
		{"bare-binary.yaml", `:5:16: hostprim.bare-exec.binaries[0]: "bin/virt-chroot" is neither a bare binary name nor an absolute path`},
	} {
		t.Run(tc.file, func(t *testing.T) {
			policytest.SectionError(t, filepath.Join("testdata", "bad", tc.file), hostprim.Def().SectionKey(), hostprim.Def().NewSection, tc.want)
		})
	}
}

// TestProfileSection: the embedded kubevirt profile's hostprim section
// decodes and validates, and leaves HP1003 opt-in.
func TestProfileSection(t *testing.T) {
	p := policytest.Builtin(t, "kubevirt")
	c := policytest.Section[hostprim.Config](t, p, hostprim.Def().SectionKey(), hostprim.Def().NewSection)
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
	c := policytest.Section[hostprim.Config](t, p, hostprim.Def().SectionKey(), hostprim.Def().NewSection)
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
