package code_test

import (
	"go/ast"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

// TestLiveFuncs: exported functions, init and what package-level
// declarations refer to are live, and so is everything a live function
// refers to, called or as a value, and every method named like one a live
// function calls (through an interface, say); an unexported function only
// dead code refers to is not.
func TestLiveFuncs(t *testing.T) {
	pkg, f, info := check(t, `package p

type C struct{}

type doer interface{ do() }

func (C) Run(d doer) { helper(); d.do() }

func (C) do()  {}
func (C) undo() {}

func helper() { _ = valued }

func valued() {}

func init() { fromInit() }

func fromInit() {}

var hook = fromVar

func fromVar() {}

func decoy() { decoyCallee() }

func decoyCallee() {}
`)
	live := code.LiveFuncs(inspector.New([]*ast.File{f}), info, pkg)
	var got []string
	for fn := range live {
		got = append(got, fn.Name())
	}
	slices.Sort(got)
	assert.Equal(t, []string{"Run", "do", "fromInit", "fromVar", "helper", "init", "valued"}, got)
}
