package code_test

import (
	"go/types"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/code"
)

const fieldSrc = `package p

type Meta struct{ UID string; Labels map[string]string }

type Inner struct{ Deep int }

type State struct {
	Node  string
	CPUs  []int
	inner Inner
}

type Conds []Cond

type Cond struct{ Reason string }

type Status struct {
	Meta
	*State
	Map   map[string]*State
	Arr   [2]State
	Conds Conds
	Anon  struct{ X int }
	Phase Phase
}

type Phase string
`

func TestFieldPath(t *testing.T) {
	pkg, _, _ := check(t, fieldSrc)
	status := named(t, pkg, "Status")
	for _, tc := range []struct{ path, want string }{
		{"Phase", "Phase:p.Phase"},
		{"UID", "UID:string"},                                         // promoted through an embedded struct
		{"Meta.UID", "Meta:p.Meta UID:string"},                        // the embedded field by its type's name
		{"Node", "Node:string"},                                       // promoted through an embedded pointer
		{"State.inner.Deep", "State:*p.State inner:p.Inner Deep:int"}, // unexported, same package
		{"Map.Node", "Map:map[string]*p.State Node:string"},           // through a map of pointers
		{"Arr.CPUs", "Arr:[2]p.State CPUs:[]int"},                     // through an array
		{"Conds.Reason", "Conds:p.Conds Reason:string"},               // through a named slice type
		{"Anon.X", "Anon:struct{X int} X:int"},                        // an unnamed struct
	} {
		fs, err := code.FieldPath(status, strings.Split(tc.path, "."))
		require.NoError(t, err, tc.path)
		var got []string
		for _, f := range fs {
			got = append(got, f.Name()+":"+types.TypeString(f.Type(), code.ShortQualifier))
		}
		assert.Equal(t, tc.want, strings.Join(got, " "), tc.path)
	}
}

func TestFieldPathErrors(t *testing.T) {
	pkg, _, _ := check(t, fieldSrc)
	status := named(t, pkg, "Status")
	for _, tc := range []struct {
		path, msg string
		found     int
	}{
		{"Nodes", "no field Nodes in p.Status", 0},
		{"State.Nod", "no field Nod in p.State", 1},
		{"Phase.X", "p.Phase is not a struct, so it has no field X", 1},
		{"State.CPUs.X", "int is not a struct, so it has no field X", 2},
		{"Conds.Len", "no field Len in p.Cond", 1},
	} {
		fs, err := code.FieldPath(status, strings.Split(tc.path, "."))
		var fe *code.FieldPathError
		require.ErrorAs(t, err, &fe, tc.path)
		assert.Equal(t, tc.msg, err.Error(), tc.path)
		assert.Equal(t, tc.found, fe.Index, tc.path)
		assert.Len(t, fs, tc.found, tc.path)
	}
}

func TestFieldPathMethodIsNoField(t *testing.T) {
	pkg, _, _ := check(t, `package p

type T struct{ A int }

func (T) M() int { return 0 }
`)
	_, err := code.FieldPath(named(t, pkg, "T"), []string{"M"})
	assert.EqualError(t, err, "no field M in p.T")
}

func TestFieldPathAmbiguousIsNoField(t *testing.T) {
	pkg, _, _ := check(t, `package p

type A struct{ X int }
type B struct{ X int }
type T struct{ A; B }
`)
	_, err := code.FieldPath(named(t, pkg, "T"), []string{"X"})
	assert.EqualError(t, err, "no field X in p.T", "x.X does not compile, so the path names nothing")
}

func TestFieldPathShallowestWins(t *testing.T) {
	// Go's promotion picks the shallowest field; a depth-first search of the
	// embedded structs would pick D.Inner.X here.
	pkg, _, _ := check(t, `package p

type Inner struct{ X string }
type D struct{ Inner }
type E struct{ X int }
type T struct{ D; E }
`)
	fs, err := code.FieldPath(named(t, pkg, "T"), []string{"X"})
	require.NoError(t, err)
	assert.Equal(t, "int", fs[0].Type().String())
}

func TestElem(t *testing.T) {
	pkg, _, _ := check(t, fieldSrc)
	status := named(t, pkg, "Status")
	for _, tc := range []struct{ path, want string }{
		{"Map", "p.State"},
		{"Arr", "p.State"},
		{"Conds", "p.Cond"},
		{"Phase", "p.Phase"},
		{"Anon", "struct{X int}"},
	} {
		fs, err := code.FieldPath(status, []string{tc.path})
		require.NoError(t, err)
		assert.Equal(t, tc.want, types.TypeString(code.Elem(fs[0].Type()), code.ShortQualifier), tc.path)
	}
}
