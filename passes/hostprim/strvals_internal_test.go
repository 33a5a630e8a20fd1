package hostprim

import (
	"fmt"
	"go/ast"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/typestest"
)

// TestStrVals: the values a string expression may be, through package
// variables, locals' assignments and concatenation; a variable that grows
// in a loop is known up to where it starts, and a wide chain of variables
// is read within the step budget.
func TestStrVals(t *testing.T) {
	var chain strings.Builder
	chain.WriteString("\tv0 := \"x\"\n")
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&chain, "\tv%d := v%d\n", i, i-1)
		for range 7 {
			fmt.Fprintf(&chain, "\tv%d = v%d\n", i, i-1)
		}
	}
	src := `package p

var dir = "/usr/sbin"

func f(x string, n int) {
	a := dir + "/mount"
	b := "/tmp/flag"
	if n > 0 {
		b = "/proc/sys/" + x
	}
	c := "/tmp"
	for i := 0; i < n; i++ {
		c = c + "/sub"
	}
` + chain.String() + `	use(a, b, c, x, v6)
}

func use(...string) {}
`
	_, f, pkg, info := typestest.Source(t, "example.com/p", src)
	ins := inspector.New([]*ast.File{f})
	locals := code.NewLocals(info, ins)
	m := newMatcher(nil, info, pkg, []*ast.File{f}, &syntax{
		ins:    func() *inspector.Inspector { return ins },
		locals: func() *code.Locals { return locals },
		bodies: func() code.Bodies { return code.BodiesOf(ins) },
	})
	var args []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && fmt.Sprint(call.Fun) == "use" {
			args = call.Args
		}
		return true
	})
	require.Len(t, args, 5)
	assert.Equal(t, []strVal{{"/usr/sbin/mount", true}}, m.strVals(args[0]))
	assert.Equal(t, []strVal{{"/tmp/flag", true}, {"/proc/sys/", false}}, m.strVals(args[1]))
	assert.Equal(t, []strVal{{"/tmp", true}, {"", false}}, m.strVals(args[2]))
	assert.Equal(t, unknownStr(), m.strVals(args[3]))
	// 8^6 paths lead to v0: the first is read, the budget ends the rest
	// (unknown), where reading them all would take seconds.
	assert.Equal(t, []strVal{{"x", true}, {"", false}}, m.strVals(args[4]))
	assert.Equal(t, []string{"/tmp/flag"}, m.stringValues(args[1]))
}
