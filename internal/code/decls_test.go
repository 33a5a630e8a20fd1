package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

// TestFuncDecls: functions and methods with a body are indexed by their
// object; a declaration without a body (assembly) and a function literal
// are not.
func TestFuncDecls(t *testing.T) {
	pkg, f, info := check(t, `package p

type T struct{}

func (T) M() {}

func F() { _ = func() {} }

func asm()
`)
	decls := code.FuncDecls(info, []*ast.File{f})
	var names []string
	for fn, fd := range decls {
		assert.Equal(t, fn.Name(), fd.Name.Name)
		names = append(names, fn.Name())
	}
	assert.ElementsMatch(t, []string{"M", "F"}, names)
	asm := pkg.Scope().Lookup("asm").(*types.Func)
	assert.NotContains(t, decls, asm)
}
