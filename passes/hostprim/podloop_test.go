package hostprim_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// TestPodRootLoop: a path into the pod's root handed down a chain of
// variables round a loop, the last assignment first, reaches os.Remove only
// after as many trips as there are variables, so only a walk that runs
// until nothing changes sees it arrive (HP1004); the same loop with a host
// path is not a finding. The chain's length is what is tested, so the
// package is written here, at test time, with 64 variables; it is alone in
// its package so that no other function's change walks it again.
func TestPodRootLoop(t *testing.T) {
	const pkg = "kubevirt.io/kubevirt/pkg/virt-handler/podloop"
	runWritten(t, map[string]string{pkg + "/loop.go": loopSource(64)}, pkg)
}

// runWritten writes files (slash paths below src/) to a GOPATH of their
// own and checks pkgs there under testdata/policy-podroot.yaml: the
// fixture's wants, then every finding's subject under kvlint ci.
func runWritten(t *testing.T, files map[string]string, pkgs ...string) {
	t.Helper()
	gopath := t.TempDir()
	filetest.WriteAll(t, filepath.Join(gopath, "src"), files)
	const policy = "testdata/policy-podroot.yaml"
	analysistest.Run(t, gopath, hostprim.Def().New(passkit.FromPolicy(load(t, policy))), pkgs...)
	ds := diagtest.Run(t, gopath, diagtest.UnderCI(t, policy, hostprim.Def().New), pkgs...)
	diagtest.CheckSubjects(t, ds, "HP1004")
}

// loopSource is package podloop with n+1 variables: rotate moves a path
// into the pod's root down them (the finding), rotateHost a host path.
func loopSource(n int) string {
	vars := make([]string, n+1)
	for i := range vars {
		vars[i] = fmt.Sprintf("p%02d", i)
	}
	var b strings.Builder
	b.WriteString("package podloop\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n")
	rotate := func(signature, source, want string) {
		fmt.Fprintf(&b, "\nfunc %s error {\n\tvar %s string\n\tfor i := 0; i < trips; i++ {\n", signature, strings.Join(vars, ", "))
		for i := n; i > 0; i-- {
			fmt.Fprintf(&b, "\t\t%s = %s\n", vars[i], vars[i-1])
		}
		fmt.Fprintf(&b, "\t\t%s = %s\n\t}\n\treturn os.Remove(%s)%s\n}\n", vars[0], source, vars[n], want)
	}
	rotate("rotate(pid int, trips int)", `fmt.Sprintf("/proc/%d/root/var/run/kubevirt-private/config", pid)`,
		" // want `HP1004: path into another root \\(from \"/proc/<pid>/root\"\\) reaches os\\.Remove, which follows symlinks`")
	rotate("rotateHost(trips int)", `"/var/run/kubevirt-private/config"`, "")
	b.WriteString("\nvar _ = []any{rotate, rotateHost}\n")
	return b.String()
}
