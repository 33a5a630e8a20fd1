package code_test

import (
	"go/ast"
	"testing"

	"github.com/stretchr/testify/assert"

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
