package integration

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The clean fixture keeps its own copy of the API stand-in (so it can be
// copied alone into a repository); the two must not drift, or the clean case
// would stop meaning "the same code base without the violations".
func TestFixtureAPIStandInsAgree(t *testing.T) {
	rel := filepath.Join("staging", "src", "kubevirt.io", "api", "core", "v1", "types.go")
	base := filepath.Join(repoRoot(t), "testdata", "integration")
	a, err := os.ReadFile(filepath.Join(base, "kubevirt", rel))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(base, "clean", rel))
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b), "testdata/integration/{kubevirt,clean}/%s differ", rel)
}
