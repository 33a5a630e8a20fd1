package plugin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// golangci-lint hands the plugin whatever its configuration decodes to: the
// constructor returns an error for anything malformed and never panics.
func TestNewNeverPanics(t *testing.T) {
	inputs := []any{
		nil, 0, "x", []any{nil}, map[string]any{}, map[string]any{"config": nil}, map[string]any{"policy": nil},
		map[string]any{"enable": []any{nil}}, map[string]any{"disable": map[string]any{"a": 1}},
		map[any]any{1: 2}, map[any]any{nil: nil}, map[string]any{"policy": "version: 1\ncomponents:\n  shared: []\n"},
		map[string]any{"policy": "version: 1\nextends: kubevirt\nstatusfield:\n  types: [~]\n"},
		map[string]any{"policy": "- ~\n"}, map[string]any{"policy": "version: 1\n---\n- x\n"},
		map[string]any{"config": "/dev/zero"}, map[string]any{"config": ""},
	}
	for _, in := range inputs {
		assert.NotPanics(t, func() { _, _ = New(in) }, "%#v", in)
	}
}
