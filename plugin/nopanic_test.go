package plugin

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// golangci-lint hands the plugin whatever its configuration decodes to: the
// constructor returns an error for anything malformed, naming the setting
// (and for a policy the line and column) and never panics; what is well
// formed (no settings, empty values) builds a plugin.
func TestNewNeverPanics(t *testing.T) {
	const at = "linters.settings.custom.kvlint.settings"
	tests := []struct {
		in      any
		wantErr string // "" means New succeeds
	}{
		{nil, ""},
		{map[string]any{}, ""},
		{map[string]any{"config": nil}, ""},
		{map[string]any{"policy": nil}, ""},
		{map[string]any{"config": ""}, ""},
		{0, at + ": want a mapping"},
		{"x", at + ": want a mapping"},
		{[]any{nil}, at + ": want a mapping"},
		{map[any]any{1: 2}, at + ": want a mapping"},
		{map[any]any{nil: nil}, at + ": want a mapping"},
		{map[string]any{"enable": []any{nil}}, at + ".enable[0]: want a code or pass name"},
		{map[string]any{"disable": map[string]any{"a": 1}}, at + ".disable: want a list"},
		{map[string]any{"policy": "version: 1\ncomponents:\n  shared: []\n"}, at + `.policy:3:3: components: "shared" is reserved`},
		{map[string]any{"policy": "version: 1\nextends: kubevirt\nstatusfield:\n  types: [~]\n"}, at + ".policy:4:11: statusfield.types[0]: empty list item"},
		{map[string]any{"policy": "- ~\n"}, at + ".policy:1:1: a policy is a YAML mapping"},
		{map[string]any{"policy": "version: 1\n---\n- x\n"}, at + ".policy:2:1: a second YAML document"},
		{map[string]any{"config": "/dev/zero"}, "/dev/zero: cannot read policy: not a regular file"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%#v", tc.in), func(t *testing.T) {
			var (
				p   any
				err error
			)
			if !assert.NotPanics(t, func() { p, err = New(tc.in) }) {
				return
			}
			if tc.wantErr == "" {
				assert.NoError(t, err)
				assert.NotNil(t, p)
				return
			}
			if assert.Error(t, err) {
				assert.Contains(t, err.Error(), tc.wantErr)
			}
		})
	}
}
