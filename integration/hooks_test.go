package integration

import (
	"bufio"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Hooks set to method values of a type no exported declaration names
// (testdata/integration/hooks): under go vet the calling package sees
// neither the type nor its methods, only the summaries the wiring package
// published, which count the receiver first. go vet must report what the
// standalone command reports: the purge hook hands its launcher path to a
// method that removes it; the lock hook's method removes only a path of
// its receiver's.
func TestGoVetResolvesMethodValueHooks(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "hooks")
	sa := run(t, dir, offlineEnv(), kvlintBinary(t), "-root="+dir, "./...")
	want := reported(t, dir, sa.stdout)
	require.Equal(t, []string{"pkg/virt-handler/podhookmain/podhookmain.go:12: HP1004"}, want, "%s", sa)
	eachVetTool(t, func(t *testing.T, tool string) {
		vet := run(t, dir, offlineEnv(), "go", "vet", "-vettool="+tool, "./...")
		assert.Equal(t, want, reported(t, dir, vet.stderr), "%s", vet)
	})
}

// reported lists the findings in output as "file:line: CODE", passing over
// their related locations (indented) and go vet's package headers.
func reported(t *testing.T, root, output string) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		if m := diagLine.FindStringSubmatch(sc.Text()); m != nil {
			out = append(out, fmt.Sprintf("%s:%s: %s", relTo(t, root, m[1]), m[2], m[3]))
		}
	}
	return out
}
