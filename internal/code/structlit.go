package code

import (
	"go/ast"
	"go/types"
)

// FieldValue is one element of a struct literal: the field it sets, the
// value, and the element itself (the key included).
type FieldValue struct {
	Field *types.Var
	Value ast.Expr
	Elt   ast.Expr
}

// LiteralFields pairs the elements of lit, a literal of the struct st,
// with their fields: a keyed element by the key's name, the others in
// order. A nil lit has none.
func LiteralFields(st *types.Struct, lit *ast.CompositeLit) []FieldValue {
	if lit == nil || st == nil {
		return nil
	}
	var out []FieldValue
	for i, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			for j := range st.NumFields() {
				if st.Field(j).Name() == id.Name {
					out = append(out, FieldValue{st.Field(j), kv.Value, e})
					break
				}
			}
			continue
		}
		if i < st.NumFields() {
			out = append(out, FieldValue{st.Field(i), e, e})
		}
	}
	return out
}

// StructLiteral returns the struct type of lit, a composite literal, or
// nil when it is a literal of something else.
func StructLiteral(info *types.Info, lit *ast.CompositeLit) *types.Struct {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
