package code_test

import (
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

// TestSourceOrder: positions order by file name and offset, not by the
// order their files entered the file set.
func TestSourceOrder(t *testing.T) {
	fset := token.NewFileSet()
	b := fset.AddFile("b.go", -1, 100) // added first: lower positions
	a := fset.AddFile("a.go", -1, 100)
	by := code.SourceOrder(fset)
	assert.Negative(t, by(a.Pos(50), b.Pos(10)), "a.go sorts before b.go")
	assert.Positive(t, by(b.Pos(10), a.Pos(50)))
	assert.Negative(t, by(b.Pos(10), b.Pos(20)), "within a file, by offset")
	assert.Zero(t, by(a.Pos(5), a.Pos(5)))
	assert.Negative(t, by(token.NoPos, a.Pos(1)), "no position first")
	assert.Less(t, b.Base(), a.Base(), "the set numbers b.go first")
}
