package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

func TestCanonicalAndHeldField(t *testing.T) {
	_, f, info := check(t, `package p

type M struct{ Start, End int }
type VMI struct{ State *M }

func f(vmi *VMI, m *M, cond bool) {
	alias := vmi.State
	copied := *m
	chained := alias
	held := m.Start
	twice := vmi.State
	if cond {
		twice = m
	}
	called := make([]int, 1)
	_, _, _, _, _, _ = alias, copied, chained, held, twice, called
}
`)
	single := code.NewLocals(info, inspector.New([]*ast.File{f})).Single()
	ident := func(name string) ast.Expr {
		var out ast.Expr
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == name && info.Uses[id] != nil && out == nil {
				out = id
			}
			return out == nil
		})
		return out
	}
	canon := func(name string) string { return types.ExprString(code.Canonical(info, single, ident(name))) }
	assert.Equal(t, "vmi.State", canon("alias"))
	assert.Equal(t, "m", canon("copied"), "a dereference copies the value's fields")
	assert.Equal(t, "vmi.State", canon("chained"), "an alias of an alias")
	assert.Equal(t, "twice", canon("twice"), "assigned on two paths: no one value")
	assert.Equal(t, "called", canon("called"), "a call's result is no alias")
	assert.Equal(t, "vmi", canon("vmi"), "a parameter stands for its caller's value")
	assert.Equal(t, "m.Start", types.ExprString(code.HeldField(info, single, ident("held"))))
	assert.Equal(t, "vmi.State", types.ExprString(code.HeldField(info, single, ident("alias"))), "a pointer field held is the field")
	assert.Equal(t, "called", types.ExprString(code.HeldField(info, single, ident("called"))), "a call's result is no field")
	assert.Equal(t, "twice", types.ExprString(code.HeldField(info, single, ident("twice"))), "assigned on two paths: no one field")
}
