package stale

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/typestest"
)

// A selector of a value (policy.Values: hostprim's pod-root sources and
// trees) may name a struct field as well as a function or method; what
// the package lacks is still stale.
func TestMissingValue(t *testing.T) {
	_, _, pkg, _ := typestest.Source(t, "example.com/export", `package export

type VolumeInfo struct{ Path string }

func (VolumeInfo) Root() string { return "" }

func Paths() []VolumeInfo { return nil }
`)
	for raw, want := range map[string]string{
		"(example.com/export.VolumeInfo).Path":  "",
		"(example.com/export.VolumeInfo).Root":  "",
		"example.com/export.Paths":              "",
		"(example.com/export.VolumeInfo).Mount": "type VolumeInfo has no method or field Mount",
		"(example.com/export.Volume).Path":      "package example.com/export has no type Volume",
		"example.com/export.Mounts":             "package example.com/export has no function Mounts",
	} {
		s, err := selector.Parse(raw)
		require.NoError(t, err)
		assert.Equal(t, want, missingValue(pkg, &s), raw)
	}
	// Outside a list of values a field is no function: the selector names
	// nothing a call could match.
	s, err := selector.Parse("(example.com/export.VolumeInfo).Path")
	require.NoError(t, err)
	assert.Equal(t, "type VolumeInfo has no method Path", missing(pkg, &s))
}
