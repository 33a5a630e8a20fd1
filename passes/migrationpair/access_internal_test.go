package migrationpair

import (
	"go/ast"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/typestest"
)

// Every access is the function's whose body holds it: a declaration inside
// the body (var, const, type) does not end the function, one at package
// level has none, and the receiver and signature are no accesses.
func TestAccessesBelongToTheirFunction(t *testing.T) {
	fset, f, pkg, info := typestest.Source(t, "example.com/a", `package a

type S struct{ A, B int }

var top = S{}.A

func (s *S) F(p *S) {
	var local S
	const c = 1
	s.A = local.B + c
	_ = p.B
}

var after = S{}.B
`)
	files := []*ast.File{f}
	pass, ins := &analysis.Pass{Fset: fset, Files: files, Pkg: pkg, TypesInfo: info}, inspector.New(files)
	x := collect(pass, ins, nil, code.NewLocals(pass.TypesInfo, ins).Single())
	byField := map[string]string{}
	for _, a := range x.list {
		if len(a.C.Steps) == 0 {
			continue
		}
		fn := "<package>"
		if a.Fn != nil {
			fn = a.Fn.Name()
		}
		byField[a.C.Steps[len(a.C.Steps)-1].Name+map[bool]string{true: " write", false: " read"}[a.Write]] += fn + " "
	}
	assert.Equal(t, map[string]string{
		"A read":  "<package> ",
		"A write": "F ",
		"B read":  "F F <package> ",
	}, byField)
}
