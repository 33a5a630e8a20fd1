package integration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A //line directive in a hand-written file must not move where golangci-lint
// shows a finding of the plugin. golangci-lint itself maps //line-adjusted
// positions back to the physical file (its filename unadjuster), so the
// plugin does not need go vet's treatment (a copy of the file without the
// directives); this guards that contract across golangci-lint upgrades.
func TestGolangciLintPluginIgnoresHandWrittenLineDirectives(t *testing.T) {
	skipIfShort(t)
	dir := fixture(t, "kubevirt")
	const lifecycle = "pkg/virt-controller/watch/vmi/lifecycle.go"
	path := filepath.Join(dir, filepath.FromSlash(lifecycle))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	src := string(data)
	i := strings.Index(src, "\treturn unix.Mount")
	require.GreaterOrEqual(t, i, 0, "the fixture's unix.Mount call moved")
	require.NoError(t, os.WriteFile(path, []byte(src[:i]+"//line ../../../../README.md:1:1\n"+src[i:]), 0o644))
	line := strings.Count(src[:i], "\n") + 2 // the call's physical line, after the directive

	_, want := standalone(t, dir, "-config=.kvlint.yaml")
	assert.Contains(t, want, finding{"HP1001", lifecycle, line}, "kvlint itself keeps the physical line")
	r, got := golangciRun(t, dir, ".golangci.yml")
	assert.Equal(t, want, got, "golangci-lint with the kvlint plugin and kvlint disagree\n%s", r)
	for _, f := range got {
		assert.NotContains(t, f.File, "README", "%s", r)
	}
}
