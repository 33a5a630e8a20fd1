// Package sariftest validates SARIF logs against the OASIS SARIF 2.1.0 JSON
// schema vendored in internal/core/sarif/testdata, for tests.
package sariftest

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/kvlint/kvlint/internal/schematest"
)

var (
	once   sync.Once
	schema *jsonschema.Schema
	errC   error
)

// SchemaFile is the vendored schema's path.
func SchemaFile() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata", "sarif-schema-2.1.0.json")
}

// Validate reports why data is not a valid SARIF 2.1.0 log, or nil. Format
// keywords (uri, date-time) are asserted too.
func Validate(data []byte) error {
	once.Do(func() { schema, errC = schematest.Compile(SchemaFile()) })
	if errC != nil {
		return fmt.Errorf("compiling the SARIF schema: %w", errC)
	}
	return schematest.Validate(schema, string(data))
}
