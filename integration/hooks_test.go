package integration

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// Hooks set to method values of a type no exported declaration names: under
// go vet the calling package sees neither the type nor its methods, only
// the summaries the wiring package published, which count the receiver
// first. go vet must report what the standalone command reports: the purge
// hook hands its launcher path to a method that removes it; the lock
// hook's method removes only a path of its receiver's. The packages are
// HP1004's own fixtures (podhook, podhookwire, podhookmain), copied into a
// module of their own with the embedded profile.
func TestGoVetResolvesMethodValueHooks(t *testing.T) {
	skipIfShort(t)
	requireVetAgrees(t, hooksModule(t), []string{
		"pkg/virt-handler/podhookmain/podhookmain.go:14: HP1004",
		"pkg/virt-handler/podhookwire/podhookwire.go:25: HP1004",
	})
}

// requireVetAgrees requires the standalone command to report want in the
// module dir (as "file:line: CODE", sorted), and each go vet tool the same.
func requireVetAgrees(t *testing.T, dir string, want []string) {
	t.Helper()
	sa := run(t, dir, offlineEnv(), kvlintBinary(t), "-root="+dir, "./...")
	require.Equal(t, want, reported(t, dir, sa.stdout), "%s", sa)
	eachVetTool(t, func(t *testing.T, tool string) {
		vet := run(t, dir, offlineEnv(), "go", "vet", "-vettool="+tool, "./...")
		assert.Equal(t, want, reported(t, dir, vet.stderr), "%s", vet)
	})
}

// hooksModule copies HP1004's hook fixtures into a KubeVirt-shaped module.
func hooksModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	from := filepath.Join(repoRoot(t), "passes", "hostprim", "testdata", "src", "kubevirt.io", "kubevirt", "pkg", "virt-handler")
	for _, pkg := range []string{"podhook", "podhookwire", "podhookmain"} {
		filetest.CopyTree(t, filepath.Join(from, pkg), filepath.Join(dir, "pkg", "virt-handler", pkg))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module kubevirt.io/kubevirt\n\ngo 1.26\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".kvlint.yaml"), []byte("version: 1\nextends: kubevirt\n"), 0o644))
	return dir
}

// reported lists the findings in output as "file:line: CODE", sorted,
// passing over their related locations (indented) and go vet's package
// headers.
func reported(t *testing.T, root, output string) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		if m := diagLine.FindStringSubmatch(sc.Text()); m != nil {
			out = append(out, fmt.Sprintf("%s:%s: %s", relTo(t, root, m[1]), m[2], m[3]))
		}
	}
	slices.Sort(out)
	return out
}
