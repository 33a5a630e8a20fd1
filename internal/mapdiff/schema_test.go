package mapdiff_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/mapdiff"
)

func validate(t *testing.T, schemaFile, file string) {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	schema, err := c.Compile(filepath.Join("..", "..", "docs", schemaFile))
	require.NoError(t, err)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	require.NoError(t, err, file)
	assert.NoError(t, schema.Validate(inst), file)
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
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "diff-schema.json"))
	require.NoError(t, err)
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
	require.NoError(t, json.Unmarshal(data, &s))
	assert.Equal(t, mapdiff.Kinds(), s.Defs.Change.Properties.Kind.Enum)
}
