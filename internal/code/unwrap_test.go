package code_test

import (
	"fmt"
	"go/ast"
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

func TestConstString(t *testing.T) {
	_, f, info := check(t, `package p

const dir = "/var/run"

var v = "/tmp"

func values() []any {
	return []any{"a", dir + "/x", dir, v, 3, 'c'}
}
`)
	var elts []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.CompositeLit); ok {
			elts = lit.Elts
		}
		return true
	})
	var got []string
	for _, e := range elts {
		s, ok := code.ConstString(info, e)
		got = append(got, fmt.Sprintf("%s %v", s, ok))
	}
	// A variable, an integer and a rune constant are no constant strings.
	assert.Equal(t, []string{"a true", "/var/run/x true", "/var/run true", " false", " false", " false"}, got)
}

// TestConstSprintf: fmt.Sprintf of constants is its text (percent signs of
// the format and of an argument as fmt spells them); an argument computed at
// run time, a verb that does not fit, a float, a spread slice, another
// function and an argument no verb takes are no constant text.
func TestConstSprintf(t *testing.T) {
	f, info := checkStd(t, `package p

import "fmt"

const field = "phase"

func f(s string, xs []any) {
	_ = fmt.Sprintf("/status/%s", field)
	_ = fmt.Sprintf("/status/conditions/%d/%v", 2, true)
	_ = fmt.Sprintf("/status/%s", s)
	_ = fmt.Sprintf("/status/%d", field)
	_ = fmt.Sprintf("%v", 1.5)
	_ = fmt.Sprintf("%s", xs...)
	_ = fmt.Sprint("/status/", field)
	_ = fmt.Sprintf("%s 100%%", "a%b")
	_ = fmt.Sprintf("/status/%s", field, 1)
}
`)
	var got []string
	for _, c := range calls(f) {
		s, ok := code.ConstSprintf(info, c)
		got = append(got, fmt.Sprintf("%s %v", s, ok))
	}
	assert.Equal(t, []string{"/status/phase true", "/status/conditions/2/true true", " false", " false", " false", " false", " false", "a%b 100% true", " false"}, got)
}

// TestConstJoin: strings.Join of a literal of constants with a constant
// separator is its text, fmt.Sprint of string constants their
// concatenation and path.Join of them the cleaned path; a variable piece
// or separator, a constant of another kind, a slice built elsewhere or
// spread, no argument and another function are none. ConstText reads
// every spelling (ConstSprintf's too).
func TestConstJoin(t *testing.T) {
	f, info := checkStd(t, `package p

import (
	"fmt"
	"path"
	"strings"
)

const prefix = "kubevirt.io"

func f(s string, xs []string) {
	_ = strings.Join([]string{prefix, "schedulable"}, "/")
	_ = strings.Join([]string{}, "/")
	_ = strings.Join([]string{prefix, s}, "/")
	_ = strings.Join([]string{prefix}, s)
	_ = strings.Join(xs, "/")
	_ = strings.Split("a/b", "/")
	_ = fmt.Sprintf("%s/x", prefix)
	_ = fmt.Sprint(prefix, "/", "schedulable")
	_ = fmt.Sprint(prefix, s)
	_ = fmt.Sprint(prefix, 1)
	_ = fmt.Sprint()
	_ = path.Join(prefix, "schedulable")
	_ = path.Join("/status/", "conditions", "..", "phase")
	_ = path.Join(prefix, s)
	_ = path.Join(xs...)
	_ = path.Base(prefix)
}
`)
	spellers := map[string]func(*types.Info, *ast.CallExpr) (string, bool){
		"Join": code.ConstJoin, "Sprint": code.ConstSprint, "path.Join": code.ConstPathJoin, "text": func(info *types.Info, c *ast.CallExpr) (string, bool) { return code.ConstText(info, c) },
	}
	got := map[string][]string{}
	for _, c := range calls(f) {
		for name, spell := range spellers {
			s, ok := spell(info, c)
			got[name] = append(got[name], fmt.Sprintf("%s %v", s, ok))
		}
	}
	no := " false"
	assert.Equal(t, []string{"kubevirt.io/schedulable true", " true", no, no, no, no, no, no, no, no, no, no, no, no, no, no}, got["Join"])
	assert.Equal(t, []string{no, no, no, no, no, no, no, "kubevirt.io/schedulable true", no, no, no, no, no, no, no, no}, got["Sprint"])
	assert.Equal(t, []string{no, no, no, no, no, no, no, no, no, no, no, "kubevirt.io/schedulable true", "/status/phase true", no, no, no}, got["path.Join"])
	assert.Equal(t, []string{"kubevirt.io/schedulable true", " true", no, no, no, no, "kubevirt.io/x true", "kubevirt.io/schedulable true", no, no, no, "kubevirt.io/schedulable true", "/status/phase true", no, no, no}, got["text"])
}

// TestFillConstants: the constant arguments of a format are spelled in,
// the others stay verbs with their arguments; a literal percent sign stays
// one; an indexed verb or a missing argument is not filled.
func TestFillConstants(t *testing.T) {
	f, info := checkStd(t, `package p

import "fmt"

const reason = "reason"

func f(v string) {
	_ = fmt.Sprintf("[{\"op\":\"replace\",\"path\":\"%s\",\"value\":\"%s\"}]", "/status/phase", v)
	_ = fmt.Sprintf("{\"status\":{%q:%q}}", reason, "x")
	_ = fmt.Sprintf("%d%% of %s", 50, v)
	_ = fmt.Sprintf("%s", "100%")
	_ = fmt.Sprintf("%[1]s", "a")
	_ = fmt.Sprintf("%s %s", "a")
}
`)
	var got []string
	for _, c := range calls(f) {
		format, _ := code.ConstString(info, c.Args[0])
		s, left, ok := code.FillConstants(info, format, c.Args[1:])
		got = append(got, fmt.Sprintf("%s %d %v", s, len(left), ok))
	}
	assert.Equal(t, []string{
		`[{"op":"replace","path":"/status/phase","value":"%s"}] 1 true`,
		`{"status":{"reason":"x"}} 0 true`,
		`50%% of %s 1 true`,
		`100%% 0 true`,
		` 0 false`,
		` 0 false`,
	}, got)
}

func TestIsError(t *testing.T) {
	errT := types.Universe.Lookup("error").Type()
	named := types.NewNamed(types.NewTypeName(0, nil, "myErr", nil), errT.Underlying(), nil)
	assert.True(t, code.IsError(errT))
	assert.False(t, code.IsError(named), "a named interface of the same methods is another type")
	assert.False(t, code.IsError(types.Typ[types.String]))
}

func TestUsedConst(t *testing.T) {
	_, f, info := check(t, `package p
const K = "k.io/x"
var v = "y"
var _ = []string{K, (K), K + "z", v, "lit"}
`)
	var elts []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.CompositeLit); ok {
			elts = lit.Elts
		}
		return true
	})
	got := make([]string, len(elts))
	for i, e := range elts {
		if c := code.UsedConst(info, e); c != nil {
			got[i] = c.Name()
		}
	}
	assert.Equal(t, []string{"K", "K", "", "", ""}, got, "the constant named, through parentheses; no constant expression, variable or literal")
}

// TestJoinFormat: path.Join's constant elements are text and the others
// verbs, joined by "/"; an element isArg claims is a verb though constant;
// a spread slice and another function give no format.
func TestJoinFormat(t *testing.T) {
	f, info := checkStd(t, `package p

import "path"

const key = "kubevirt.io/nodeName"

func f(s string, xs []string) {
	_ = path.Join("/metadata/labels", s)
	_ = path.Join("/metadata/labels", key)
	_ = path.Join(xs...)
	_ = path.Base(s)
}
`)
	isKey := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && id.Name == "key" }
	var got []string
	for _, c := range calls(f) {
		format, args := code.JoinFormat(info, c, isKey)
		got = append(got, fmt.Sprintf("%s %d", format, len(args)))
	}
	assert.Equal(t, []string{"/metadata/labels/%s 1", "/metadata/labels/%s 1", " 0", " 0"}, got)
}
