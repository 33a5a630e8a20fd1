package integration

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// A shared package's exported seams (package-level variables holding
// function literals) publish their facts on the variables, the one object
// another package's call names and objectpath can encode: go vet, where
// the calling package sees only those facts, must report what the
// standalone command does. virt-controller runs mount through a seam
// getter that names the binary and through a seam exec wrapper.
func TestGoVetReadsSeamFactsOnVariables(t *testing.T) {
	skipIfShort(t)
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":       "module kubevirt.io/kubevirt\n\ngo 1.26\n",
		".kvlint.yaml": "version: 1\nextends: kubevirt\n",
		"pkg/util/hostseams/hostseams.go": `package hostseams

import "os/exec"

var MountBinary = func() string { return "/usr/bin/mount" }

var Run = func(name string, args ...string) error { return exec.Command(name, args...).Run() }
`,
		"pkg/virt-controller/seamuser/seamuser.go": `package seamuser

import (
	"os/exec"

	"kubevirt.io/kubevirt/pkg/util/hostseams"
)

func ByGetter() error { return exec.Command(hostseams.MountBinary(), "-a").Run() }

func ByWrapper() error { return hostseams.Run("mount", "-a") }

// A binary of no category through the same seams: nothing.
func Image() error { return hostseams.Run("qemu-img", "info") }
`,
	}
	for name, text := range files {
		path := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	requireVetAgrees(t, dir, []string{
		"pkg/virt-controller/seamuser/seamuser.go:11: HP1001",
		"pkg/virt-controller/seamuser/seamuser.go:11: HP1002",
		"pkg/virt-controller/seamuser/seamuser.go:9: HP1001",
		"pkg/virt-controller/seamuser/seamuser.go:9: HP1002",
	})
}
