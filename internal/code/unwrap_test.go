package code_test

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

func TestUnaddr(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x", "x"},
		{"(x)", "x"},
		{"&x", "x"},
		{"(&x)", "x"},
		{"&(x.F)", "x.F"},
		{"((&(x)))", "x"},
		{"&(&x)", "&x"}, // one address-of only
		{"*x", "*x"},    // a dereference is no address-of
		{"-x", "-x"},
	} {
		assert.Equal(t, tc.want, types.ExprString(code.Unaddr(expr(t, tc.in))), tc.in)
	}
}

func TestLiteral(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"T{}", "T{}"},
		{"&T{A: 1}", "T{…}"},
		{"(&(T{}))", "T{}"},
		{"[]int{1}", "[]int{…}"},
		{"x", ""},
		{"*x", ""},
		{"f(T{})", ""},
	} {
		got := ""
		if lit := code.Literal(expr(t, tc.in)); lit != nil {
			got = types.ExprString(lit)
		}
		assert.Equal(t, tc.want, got, tc.in)
	}
	assert.Nil(t, code.Literal(nil))
}
