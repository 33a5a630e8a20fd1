package mapdiff_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/mapdiff"
	"github.com/kvlint/kvlint/internal/schematest"
)

func validate(t *testing.T, schemaFile, file string) {
	t.Helper()
	assert.NoError(t, schematest.Validate(schematest.Docs(t, schemaFile), filetest.Read(t, file)), file)
}

// The diff's JSON is documented by docs/diff-schema.json, and the fixture
// maps are maps as docs/map-schema.json documents them.
func TestDocumentedSchemas(t *testing.T) {
	validate(t, "diff-schema.json", filepath.Join("testdata", "every-kind.json"))
	validate(t, "map-schema.json", filepath.Join("testdata", "base.json"))
	validate(t, "map-schema.json", filepath.Join("testdata", "head.json"))
}

// The schema's kinds are the kinds, in order.
func TestSchemaKinds(t *testing.T) {
	var s struct {
		Defs struct {
			Change struct {
				Properties struct {
					Kind struct {
						Enum []mapdiff.Kind `json:"enum"`
					} `json:"kind"`
				} `json:"properties"`
			} `json:"change"`
		} `json:"$defs"`
	}
	require.NoError(t, json.Unmarshal([]byte(filetest.Read(t, filepath.Join("..", "..", "docs", "diff-schema.json"))), &s))
	assert.Equal(t, mapdiff.Kinds(), s.Defs.Change.Properties.Kind.Enum)
}
