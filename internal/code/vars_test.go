package code_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

func TestLocalAndPackageVar(t *testing.T) {
	pkg, f, info := check(t, `package p

var global int

type S struct{ field int }

func f(param int) (result int) {
	local := S{field: 1}
	_ = func(inner int) int { return inner + local.field }
	return param + global
}
`)
	kinds := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		obj := info.ObjectOf(id)
		switch {
		case code.LocalVar(obj) != nil:
			assert.Nil(t, code.PackageVar(obj), id.Name)
			kinds[id.Name] = "local"
		case code.PackageVar(obj) != nil:
			kinds[id.Name] = "package"
		case obj != nil:
			kinds[id.Name] = "other"
		}
		return true
	})
	assert.Equal(t, map[string]string{
		"global": "package", "param": "local", "result": "local", "local": "local", "inner": "local",
		"field": "other", "S": "other", "f": "other", "int": "other",
	}, kinds)
	assert.Nil(t, code.LocalVar(nil))
	assert.Nil(t, code.PackageVar(pkg.Scope().Lookup("S")))
}

func TestBoundFuncLits(t *testing.T) {
	_, f, info := check(t, `package p

type S struct{ f func() }

func g(s *S, m map[string]func()) {
	a := func() {}
	var b = func(int) {}
	c := 1
	c, d := 2, func() {}
	a = func() {}
	s.f = func() {}
	m["k"] = func() {}
	run(func() {})
	_, _, _, _ = a, b, c, d
}

func run(func()) {}
`)
	var body *ast.BlockStmt
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "g" {
			body = fd.Body
		}
	}
	got := map[string]int{}
	for v, lits := range code.BoundFuncLits(info, body) {
		got[v.Name()] = len(lits)
	}
	// a twice, b and d once; not c (no literal), not the field, the map
	// element or the argument.
	assert.Equal(t, map[string]int{"a": 2, "b": 1, "d": 1}, got)
	assert.Empty(t, code.BoundFuncLits(info, nil))
}

// TestCalledLits: a call runs the literal it is (in place), the literals
// a local variable is assigned, or the one a local struct literal sets as
// the called field (keyed or in order, of a generic type too); not a
// parameter's, a field set after the literal, another field's or a
// variable's whose literal is a map element.
func TestCalledLits(t *testing.T) {
	_, f, info := check(t, `package p

type S struct{ f, g func(int) }

type G[T any] struct{ f func(T) }

func h(p func(int), m map[string]func(int)) {
	a := func(int) {}
	a = func(int) {}
	s := S{f: func(int) {}}
	o := S{func(int) {}, nil}
	gs := G[int]{f: func(int) {}}
	t := S{}
	t.f = func(int) {}
	e := m["k"]
	a(1)
	func(int) {}(2)
	s.f(3)
	o.f(4)
	gs.f(5)
	p(6)
	t.f(7)
	s.g(8)
	e(9)
}
`)
	var body *ast.BlockStmt
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "h" {
			body = fd.Body
		}
	}
	defs := code.LocalDefsIn(info, body)
	var got []int
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			got = append(got, len(code.CalledLits(info, defs, call.Fun)))
		}
		return true
	})
	assert.Equal(t, []int{2, 1, 1, 1, 1, 0, 0, 0, 0}, got)
}

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
	var inOrder []string
	for _, fd := range code.FuncDeclList(info, []*ast.File{f}) {
		inOrder = append(inOrder, fd.Name.Name)
	}
	assert.Equal(t, []string{"M", "F"}, inOrder, "source order, no declaration without a body")
}

// TestValueSpecs: the specs of the top-level declarations of one token, in
// source order, grouped or not; a local declaration and the other token's
// are not listed, and stopping early stops.
func TestValueSpecs(t *testing.T) {
	_, f, _ := check(t, `package p

const a = 1

var v = 2

const (
	b, c = 3, 4
	d    = 5
)

func g() { const local = 6 }
`)
	var names []string
	for vs := range code.ValueSpecs(f, token.CONST) {
		for _, n := range vs.Names {
			names = append(names, n.Name)
		}
	}
	assert.Equal(t, []string{"a", "b", "c", "d"}, names)
	var vars []string
	for vs := range code.ValueSpecs(f, token.VAR) {
		vars = append(vars, vs.Names[0].Name)
	}
	assert.Equal(t, []string{"v"}, vars)
	n := 0
	for range code.ValueSpecs(f, token.CONST) {
		n++
		break
	}
	assert.Equal(t, 1, n)
}

// TestOpAssigned: a local changed by an operator assignment is listed; one
// only assigned plainly, and a package-level variable, are not.
func TestOpAssigned(t *testing.T) {
	_, f, info := check(t, `package p

var global string

func f() (string, string) {
	a := "x"
	a += "y"
	b := "z"
	b = "w"
	global += "v"
	return a, b
}
`)
	var names []string
	for v := range code.NewLocals(info, inspector.New([]*ast.File{f})).OpAssigned() {
		names = append(names, v.Name())
	}
	assert.Equal(t, []string{"a"}, names)
}

// TestFieldDefs: what a package stores in its own unexported fields, by
// literal (keyed, in order) and plain assignment; a field also changed
// another way is marked; exported fields are left out.
func TestFieldDefs(t *testing.T) {
	pkg, f, info := check(t, `package p

type T struct {
	a, b string
	c    string
	d    string
	E    string
}

func f(t *T, s []string, g func() (string, error)) {
	_ = T{a: "keyed", E: "exported"}
	_ = T{"first", "second", "third", "fourth", "fifth"}
	t.a = "assigned"
	t.b += "more"
	p := &t.c
	_ = p
	t.d, _ = g()
	for _, t.c = range s {
	}
}
`)
	defs, changed := code.FieldDefs(info, pkg, []*ast.File{f})
	got := map[string][]string{}
	for v, es := range defs {
		for _, e := range es {
			got[v.Name()] = append(got[v.Name()], types.ExprString(e))
		}
	}
	assert.Equal(t, map[string][]string{
		"a": {`"keyed"`, `"first"`, `"assigned"`},
		"b": {`"second"`},
		"c": {`"third"`},
		"d": {`"fourth"`},
	}, got)
	names := map[string]bool{}
	for v := range changed {
		names[v.Name()] = true
	}
	assert.Equal(t, map[string]bool{"b": true, "c": true, "d": true}, names)
}

// TestElemStores: plain element assignments of variables and fields, by
// the container; an operator assignment, a tuple from a call and an
// element of a call's result are none.
func TestElemStores(t *testing.T) {
	_, f, info := check(t, `package p

var bins = map[string]string{}

type T struct{ argv []string }

func f(t *T, g func() (string, error), h func() []string) {
	bins["mount"] = "/usr/bin/mount"
	t.argv[0], bins["x"] = "chroot", "y"
	bins["mount"] += "-x"
	bins["z"], _ = g()
	h()[0] = "lost"
}
`)
	got := map[string][]string{}
	for v, sts := range code.ElemStores(info, []*ast.File{f}) {
		for _, st := range sts {
			got[v.Name()] = append(got[v.Name()], types.ExprString(st.Key)+"="+types.ExprString(st.Val))
		}
	}
	assert.Equal(t, map[string][]string{
		"bins": {`"mount"="/usr/bin/mount"`, `"x"="y"`},
		"argv": {`0="chroot"`},
	}, got)
}

// TestAssignments: what each local holds, and which stand for one value.
// A parameter or named result assigned once in the body still holds its
// caller's value before that: it stands for nothing (before, the single
// reading counted it as its one assignment).
func TestAssignments(t *testing.T) {
	_, f, info := check(t, `package p

func f(param string) (res string) {
	once := "a"
	twice := "b"
	twice = "c"
	bumped := 1
	bumped++
	var later string
	later = "d"
	param = "e"
	res = "f"
	var addr string
	_ = &addr
	for _, el := range []string{"g", "h"} {
		_ = el
	}
	x, y := two()
	_, _, _, _, _, _ = once, twice, bumped, later, x, y
	return
}

func two() (int, int) { return 1, 2 }
`)
	ins := inspector.New([]*ast.File{f})
	text := func(m map[*types.Var][]string) map[string][]string {
		out := map[string][]string{}
		for v, vals := range m {
			out[v.Name()] = vals
		}
		return out
	}
	locals := code.NewLocals(info, ins)
	all := map[*types.Var][]string{}
	for v, vals := range locals.Known() {
		for _, val := range vals {
			all[v] = append(all[v], types.ExprString(val))
		}
	}
	assert.Equal(t, map[string][]string{
		"once": {`"a"`}, "twice": {`"b"`, `"c"`}, "later": {`"d"`}, "el": {`"g"`, `"h"`},
	}, text(all))
	single := map[*types.Var][]string{}
	for v, val := range locals.Single() {
		single[v] = []string{types.ExprString(val)}
	}
	assert.Equal(t, map[string][]string{"once": {`"a"`}, "later": {`"d"`}}, text(single))
	// Every assignment, nil ("?") where the value cannot be told; the
	// parameters' first nil is their caller's value.
	values := map[*types.Var][]string{}
	for v, vals := range locals.Values() {
		for _, val := range vals {
			s := "?"
			if val != nil {
				s = types.ExprString(val)
			}
			values[v] = append(values[v], s)
		}
	}
	assert.Equal(t, map[string][]string{
		"param": {"?", `"e"`}, "res": {"?", `"f"`}, "once": {`"a"`}, "twice": {`"b"`, `"c"`}, "bumped": {"1", "?"},
		"later": {`"d"`}, "addr": {"?"}, "el": {`"g"`, `"h"`}, "x": {"?"}, "y": {"?"},
	}, text(values))
	// Changed: assigned in the body, not only given by the caller.
	for v := range locals.Values() {
		assert.True(t, locals.Changed(v), v.Name())
	}
	// Plain definitions, with the index of a value of a call of several
	// results; ++, & and range assign none.
	defs := map[*types.Var][]string{}
	for v, ds := range locals.Defs() {
		for _, d := range ds {
			defs[v] = append(defs[v], fmt.Sprintf("%s#%d", types.ExprString(d.Rhs), d.Index))
		}
	}
	assert.Equal(t, map[string][]string{
		"param": {`"e"#0`}, "res": {`"f"#0`}, "once": {`"a"#0`}, "twice": {`"b"#0`, `"c"#0`}, "bumped": {"1#0"},
		"later": {`"d"#0`}, "x": {"two()#0"}, "y": {"two()#1"},
	}, text(defs))
}

// TestLocalsUnchangedParam: a parameter only read is not Changed.
func TestLocalsUnchangedParam(t *testing.T) {
	_, f, info := check(t, `package p

func f(read string) string { return read }
`)
	locals := code.NewLocals(info, inspector.New([]*ast.File{f}))
	for v := range locals.Values() {
		assert.False(t, locals.Changed(v), v.Name())
	}
	assert.Len(t, locals.Values(), 1, "the parameter; an unnamed result is no variable")
}
