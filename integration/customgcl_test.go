package integration

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/filetest"
)

// .custom-gcl.yml (for `golangci-lint custom`, which needs GitHub) and the
// offline build script must build the same golangci-lint with the same plugin.
func TestCustomGclMatchesBuildScript(t *testing.T) {
	root := repoRoot(t)
	data := filetest.Read(t, filepath.Join(root, ".custom-gcl.yml"))
	var cfg struct {
		Version string `yaml:"version"`
		Plugins []struct {
			Module string `yaml:"module"`
			Import string `yaml:"import"`
			Path   string `yaml:"path"`
		} `yaml:"plugins"`
	}
	require.NoError(t, yaml.Unmarshal([]byte(data), &cfg))

	script := filetest.Read(t, filepath.Join(root, "scripts", "build-golangci-kvlint.sh"))
	m := regexp.MustCompile(`(?m)^GCL_VERSION=(\S+)$`).FindStringSubmatch(script)
	require.NotNil(t, m, "GCL_VERSION in the build script")
	assert.Equal(t, string(m[1]), cfg.Version)

	gomod := filetest.Read(t, filepath.Join(root, "go.mod"))
	mm := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindStringSubmatch(gomod)
	require.NotNil(t, mm)
	mod := string(mm[1])
	require.Len(t, cfg.Plugins, 1)
	assert.Equal(t, mod, cfg.Plugins[0].Module)
	assert.Equal(t, mod+"/plugin", cfg.Plugins[0].Import)
	assert.Equal(t, ".", cfg.Plugins[0].Path)
}
