package passkit

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sampleDoc = `// Package halting checks things.
//
// # Analyzer halting
//
// halting: reports whether execution will halt
//
// The halting analyzer reports loops.
//
// # Other
//
// Not part of the analyzer doc.
package halting
`

func TestExtractDocTakesTheSectionWithoutTheNamePrefix(t *testing.T) {
	doc, err := extractDoc(sampleDoc, "halting")
	require.NoError(t, err)
	assert.Equal(t, "reports whether execution will halt\n\nThe halting analyzer reports loops.", doc)
}

func TestExtractDocErrors(t *testing.T) {
	_, err := extractDoc(sampleDoc, "other")
	assert.ErrorContains(t, err, "no '# Analyzer other' section")
	_, err = extractDoc("// Package p.\n//\n// # Analyzer p\n//\n// no prefix here\npackage p\n", "p")
	assert.ErrorContains(t, err, "not followed by a 'p: summary' line")
	_, err = extractDoc("package p\n", "p")
	assert.ErrorContains(t, err, "no package comment")
	assert.Panics(t, func() { MustExtractDoc("package p\n", "p") })
}
