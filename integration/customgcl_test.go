package integration

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// .custom-gcl.yml (for `golangci-lint custom`, which needs GitHub) and the
// offline build script must build the same golangci-lint with the same plugin.
func TestCustomGclMatchesBuildScript(t *testing.T) {
	root := repoRoot(t)
	data, err := os.ReadFile(filepath.Join(root, ".custom-gcl.yml"))
	require.NoError(t, err)
	var cfg struct {
		Version string `yaml:"version"`
		Plugins []struct {
			Module string `yaml:"module"`
			Import string `yaml:"import"`
			Path   string `yaml:"path"`
		} `yaml:"plugins"`
	}
	require.NoError(t, yaml.Unmarshal(data, &cfg))

	script, err := os.ReadFile(filepath.Join(root, "scripts", "build-golangci-kvlint.sh"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^GCL_VERSION=(\S+)$`).FindSubmatch(script)
	require.NotNil(t, m, "GCL_VERSION in the build script")
	assert.Equal(t, string(m[1]), cfg.Version)

	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	mm := regexp.MustCompile(`(?m)^module\s+(\S+)`).FindSubmatch(gomod)
	require.NotNil(t, mm)
	mod := string(mm[1])
	require.Len(t, cfg.Plugins, 1)
	assert.Equal(t, mod, cfg.Plugins[0].Module)
	assert.Equal(t, mod+"/plugin", cfg.Plugins[0].Import)
	assert.Equal(t, ".", cfg.Plugins[0].Path)
}
