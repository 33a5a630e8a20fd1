package readmap_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/schematest"
)

// The JSON output is documented by docs/map-schema.json: every golden JSON
// file must validate, and the schema must be strict enough to reject a
// field it does not document.
func TestJSONMatchesDocumentedSchema(t *testing.T) {
	schema := schematest.Docs(t, "map-schema.json")
	for _, f := range goldenFiles(t, "json") {
		data := filetest.Read(t, f)
		assert.NoError(t, schematest.Validate(schema, data), f)

		bad := strings.Replace(data, `"schema": "kvlint-map/v1",`, `"schema": "kvlint-map/v1", "undocumented": 1,`, 1)
		require.NotEqual(t, data, bad)
		assert.Error(t, schematest.Validate(schema, bad), "%s with an undocumented field", f)
	}
}
