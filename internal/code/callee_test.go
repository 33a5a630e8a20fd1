package code_test

import (
	"fmt"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

const calleeSrc = `package p

type T struct{}

func (T) M()        {}
func (*T) P()       {}
func F()            {}
func G[X any](X)    {}

type I interface{ N() }

func use(t T, i I, f func()) {
	F()
	(F)()
	t.M()
	(&t).P()
	G[int](1)
	G(1)
	i.N()
	f()
	_ = int(1)
	func() {}()
}

func shadow(append func()) {
	append()
	_ = len("x")
}
`

func TestCallee(t *testing.T) {
	_, f, info := check(t, calleeSrc)
	var got []string
	for _, c := range calls(f) {
		name := "<nil>"
		if fn := code.Callee(info, c); fn != nil {
			name = fn.FullName()
		}
		got = append(got, name)
	}
	assert.Equal(t, []string{
		"example.com/p.F", "example.com/p.F", "(example.com/p.T).M", "(*example.com/p.T).P",
		"example.com/p.G", "example.com/p.G", // instances are reported as declared
		"(example.com/p.I).N",     // interface methods are kept
		"<nil>", "<nil>", "<nil>", // a func value, a conversion, a literal
		"<nil>", "<nil>", // a parameter named append, the builtin len
	}, got)
}

func TestCalledIdent(t *testing.T) {
	_, f, _ := check(t, calleeSrc)
	var got []string
	for _, c := range calls(f) {
		name := "<nil>"
		if id := code.CalledIdent(c); id != nil {
			name = id.Name
		}
		got = append(got, name)
	}
	assert.Equal(t, []string{"F", "F", "M", "P", "G", "G", "N", "f", "int", "<nil>", "append", "len"}, got)
}

func TestIsBuiltin(t *testing.T) {
	_, f, info := check(t, calleeSrc)
	cs := calls(f)
	assert.False(t, code.IsBuiltin(info, cs[10], "append"), "a parameter that shadows append")
	assert.True(t, code.IsBuiltin(info, cs[11], "len"))
	assert.False(t, code.IsBuiltin(info, cs[11], "cap"))
	assert.False(t, code.IsBuiltin(info, cs[2], "M"), "a method is no builtin")
}

// TestIsInterfaceMethod: of the callees above, only the interface's method.
func TestIsInterfaceMethod(t *testing.T) {
	_, f, info := check(t, calleeSrc)
	var abstract []string
	for _, c := range calls(f) {
		if fn := code.Callee(info, c); fn != nil && code.IsInterfaceMethod(fn) {
			abstract = append(abstract, fn.FullName())
		}
	}
	assert.Equal(t, []string{"(example.com/p.I).N"}, abstract)
}

// TestParams: a variadic last parameter only when asked for; a function
// without one yields all.
func TestParams(t *testing.T) {
	pkg, _, _ := check(t, `package p

func V(a int, b string, rest ...int) {}
func N(a int, b string)             {}
`)
	names := func(fn string, variadic bool) []string {
		var out []string
		for i, p := range code.Params(pkg.Scope().Lookup(fn).(*types.Func), variadic) {
			out = append(out, fmt.Sprintf("%d:%s", i, p.Name()))
		}
		return out
	}
	assert.Equal(t, []string{"0:a", "1:b"}, names("V", false))
	assert.Equal(t, []string{"0:a", "1:b", "2:rest"}, names("V", true))
	assert.Equal(t, []string{"0:a", "1:b"}, names("N", false))
}
