// Package schematest validates JSON documents against JSON Schemas for tests:
// the schemas of kvlint's own output under docs/ and the vendored SARIF
// schema (sariftest). Only tests import it.
package schematest

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Compile compiles the JSON Schema file at path; format keywords (uri,
// date-time) are asserted too.
func Compile(path string) (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	return c.Compile(path)
}

// Docs compiles the schema named name in this repository's docs directory, or
// fails the test.
func Docs(t testing.TB, name string) *jsonschema.Schema {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	s, err := Compile(filepath.Join(filepath.Dir(file), "..", "..", "docs", name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Validate reports why the JSON text data does not satisfy schema, or nil.
func Validate(schema *jsonschema.Schema, data string) error {
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(data))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return schema.Validate(inst)
}
