package finding_test

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/typestest"
)

func TestUTF16Column(t *testing.T) {
	line := []byte(`x := "é😀" // here`)
	// Byte column of "//": 1 + len(`x := "é😀" `) = 1 + 6 + 2 + 4 + 2 = 15.
	assert.Equal(t, 12, finding.UTF16Column(line, 15)) // é is 1 unit, 😀 is 2
	assert.Equal(t, 1, finding.UTF16Column(line, 1))
	assert.Equal(t, 5, finding.UTF16Column([]byte("abc"), 5), "past the end counts on")
}

const src = `package p

import "fmt"

// T is a type.
type T struct{}

//kvlint:ignore HP1001 doc comment belongs to the method
func (t *T) M() {
	fmt.Println()
}

func (T) V() {}

func G[P any]() {}

type L[P any] struct{}

func (l L[P]) N() {}

var (
	a = 1
	b = 2 //kvlint:ignore
)

const c = 3

// trailing comment outside every declaration
`

func TestEnclosing(t *testing.T) {
	fset := token.NewFileSet()
	f := typestest.Parse(t, fset, "p.go", src)
	tf := fset.File(f.FileStart)
	at := func(line int) token.Pos { return tf.LineStart(line) + 1 } // column 2
	for line, want := range map[int]string{
		3: "imports", 6: "type T", 8: "(*T).M", 10: "(*T).M", 13: "(T).V",
		15: "G", 19: "(L).N", 22: "var a", 23: "var b", 26: "const c", 28: "file p.go",
	} {
		assert.Equal(t, want, finding.Enclosing([]*ast.File{f}, fset, at(line)), "line %d", line)
	}
	// A comment after a spec on its line belongs to the spec.
	trailing := tf.LineStart(23) + token.Pos(len("\tb = 2 "))
	assert.Equal(t, "var b", finding.Enclosing([]*ast.File{f}, fset, trailing))
}
