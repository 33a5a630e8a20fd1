package hostprim_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestPodRootChains: a path into the pod's root handed down a chain of
// wrappers to os.Remove is HP1004 whatever the chain's length and the
// order its wrappers are declared in: 49 declared caller first (a
// declaration-order sweep would learn one wrapper per round), the same
// declared callee first, 60 caller first, and 60 in another package whose
// exported entry's fact carries the whole chain. A host path down the same
// chain is not a finding. The lengths are what is tested, so the packages
// are written here, at test time.
func TestPodRootChains(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/pkg/virt-handler/podlong"
	runWritten(t, map[string]string{
		pkg + "/chain.go":   longChainsSource(),
		pkg + "/lib/lib.go": libChainSource(60),
	}, pkg+"/lib", pkg)
}

// wrappers is a chain of n functions name01 → … → nameNN → os.Remove,
// declared caller first, or callee first with reverse.
func wrappers(name string, n int, reverse bool) string {
	lines := make([]string, n)
	for i := 1; i <= n; i++ {
		next := fmt.Sprintf("%s%02d(p)", name, i+1)
		if i == n {
			next = "os.Remove(p)"
		}
		lines[i-1] = fmt.Sprintf("func %s%02d(p string) error { return %s }\n", name, i, next)
	}
	if reverse {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			lines[i], lines[j] = lines[j], lines[i]
		}
	}
	return strings.Join(lines, "")
}

// longChainsSource is package podlong: each entry hands a path below a
// launcher's root to a chain of wrappers (the finding), cleanupHostDisk a
// host path.
func longChainsSource() string {
	var b strings.Builder
	b.WriteString(`package podlong

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/virt-handler/podlong/lib"
)

func launcherRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }
`)
	entry := func(name, chain, want string) {
		fmt.Fprintf(&b, "\nfunc %s(pid int) error {\n\treturn %s(launcherRoot(pid) + \"/var/run/kubevirt/disk.img\") // want `%s`\n}\n", name, chain, want)
	}
	via := func(chain string) string {
		return `HP1004: .* reaches os\.Remove via ` + strings.ReplaceAll(chain, ".", `\.`) + ", which follows symlinks"
	}
	entry("cleanupDisk49", "removeA01", `HP1004: path into another root \(from podlong\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via podlong\.removeA01, which follows symlinks`)
	b.WriteString("\n" + wrappers("removeA", 49, false))
	entry("cleanupDisk60", "removeC01", via("podlong.removeC01"))
	b.WriteString("\n" + wrappers("removeC", 60, false))
	b.WriteString("\n" + wrappers("removeB", 49, true))
	entry("cleanupDiskCalleeFirst", "removeB01", via("podlong.removeB01"))
	entry("cleanupThroughLib", "lib.Remove01", via("lib.Remove01"))
	b.WriteString(`
func cleanupHostDisk() error {
	return removeA01("/var/run/kubevirt/disk.img")
}

var _ = []any{cleanupDisk49, cleanupDisk60, cleanupDiskCalleeFirst, cleanupThroughLib, cleanupHostDisk}
`)
	return b.String()
}

// libChainSource is package lib: an exported entry and a chain of n-1
// helpers, declared caller first, that carries its parameter to os.Remove;
// the entry's fact names the whole chain.
func libChainSource(n int) string {
	links := make([]string, 0, n)
	for i := 2; i <= n; i++ {
		links = append(links, fmt.Sprintf("lib.remove%02d", i))
	}
	links = append(links, "os.Remove")
	return fmt.Sprintf("package lib\n\nimport \"os\"\n\nfunc Remove01(p string) error { // want Remove01:`p reaches %s`\n\treturn remove02(p)\n}\n\n%s",
		strings.Join(links, " → "), strings.TrimPrefix(wrappers("remove", n, false), "func remove01(p string) error { return remove02(p) }\n"))
}
