package readmap_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The JSON output is documented by docs/map-schema.json: every golden JSON
// file must validate, and the schema must be strict enough to reject a
// field it does not document.
func TestJSONMatchesDocumentedSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	schema, err := c.Compile(filepath.Join("..", "..", "docs", "map-schema.json"))
	require.NoError(t, err)
	for _, f := range goldenFiles(t, "json") {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		require.NoError(t, err, f)
		assert.NoError(t, schema.Validate(inst), f)

		bad := strings.Replace(string(data), `"schema": "kvlint-map/v1",`, `"schema": "kvlint-map/v1", "undocumented": 1,`, 1)
		inst, err = jsonschema.UnmarshalJSON(strings.NewReader(bad))
		require.NoError(t, err)
		assert.Error(t, schema.Validate(inst), "%s with an undocumented field", f)
	}
}
