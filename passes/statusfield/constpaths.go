package statusfield

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
)

// A patch's path is read when the code spells it from constants: directly,
// or through a local variable whose every assignment is such a text.

// constPaths returns the constant strings a patch's path expression may
// be: a constant, fmt.Sprintf or strings.Join of constants, or a local
// variable every assignment of which gives it one (path :=
// "/status/phase", then path = "/status/reason" on another branch: each
// is a path the patch may write; a range over a literal of constants
// assigns each element). A path computed at run time, or a variable
// changed another way, is out of reach.
func (a *analyzer) constPaths(e ast.Expr) []string {
	v := code.LocalVarOf(a.info, ast.Unparen(e))
	if v == nil {
		if s, ok := a.constPath(e); ok {
			return []string{s}
		}
		return nil
	}
	vals, ok := a.assigned()[v]
	if !ok {
		return nil
	}
	var out []string
	for _, val := range vals {
		s, ok := a.constPath(val)
		if !ok {
			return nil
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// constPath returns the constant string e is: a constant, or
// fmt.Sprintf or strings.Join of constants (code.ConstText).
func (a *analyzer) constPath(e ast.Expr) (string, bool) {
	if e == nil {
		return "", false
	}
	return code.ConstText(a.info, e)
}

// singleDef returns the value of the local variable e names when it is
// assigned exactly once and changed no other way (p := …), or nil: a
// variable the code changes later, and a parameter (which holds the
// argument until it is assigned), hold no one value.
func (a *analyzer) singleDef(e ast.Expr) ast.Expr {
	v := code.LocalVarOf(a.info, ast.Unparen(e))
	if v == nil {
		return nil
	}
	if vals := a.assigned()[v]; len(vals) == 1 {
		return vals[0]
	}
	return nil
}

// assigned is what the package's locals hold (code.Locals.Known).
func (a *analyzer) assigned() map[*types.Var][]ast.Expr {
	return a.ctx.Locals().Known()
}
