package statusfield

import (
	"fmt"
	"go/ast"
	"go/constant"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// Merge patches built as map literals. A merge patch is as often built as
// the nested maps json.Marshal turns into its text as typed as that text:
// map[string]any{"status": map[string]any{"phase": p}} is
// {"status":{"phase":p}}. A map literal of string keys with a "status"
// member that is itself such a literal is read as the merge patch its JSON
// is (patchText's appendMerge): a constant string member is the text's
// string, any other value stands for itself as a format verb's argument
// does (textValues judges it), a nested literal merges.

// mergeMapLit records the fields the merge patch lit builds sets.
func (a *analyzer) mergeMapLit(lit *ast.CompositeLit) []effects.Direct {
	st, ok := a.mapMember(lit, "status").(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var args []ast.Expr
	tree, ok := a.mapTree(st, &args)
	if !ok {
		return nil
	}
	return a.mergeStatus(lit, tree, args, "map literal")
}

// mergeStatus records the fields a merge patch built at lit sets, status
// its "status" object decoded (args: the values its placeholders stand
// for), named in witnesses as built as form.
func (a *analyzer) mergeStatus(lit *ast.CompositeLit, status map[string]any, args []ast.Expr, form string) []effects.Direct {
	var out []effects.Direct
	for _, op := range appendMerge(nil, status, nil) {
		label := fmt.Sprintf("%s %q in a %s", op.op, op.path, form)
		values := func(ks []key) []key { return a.textValues(ks, op.value, args) }
		out = append(out, a.untypedPatch(lit, op, label, nil, values)...)
	}
	return out
}

// mapMember returns the value lit, a map literal of string keys, gives
// the constant key name; nil for none.
func (a *analyzer) mapMember(lit *ast.CompositeLit, name string) ast.Expr {
	if !code.StringKeyedMap(a.info, lit) {
		return nil
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := code.ConstString(a.info, kv.Key); ok && k == name {
			return kv.Value
		}
	}
	return nil
}

// mapTree decodes lit, a string-keyed map literal, as JSON would have it:
// nested string-keyed map literals as objects, constant strings as
// strings, any other value as a placeholder for the value args gets (its
// index, code.VerbValue). A key that is no constant makes it no patch.
func (a *analyzer) mapTree(lit *ast.CompositeLit, args *[]ast.Expr) (map[string]any, bool) {
	if !code.StringKeyedMap(a.info, lit) {
		return nil, false
	}
	out := map[string]any{}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		k, ok := code.ConstString(a.info, kv.Key)
		if !ok {
			return nil, false
		}
		v := ast.Unparen(kv.Value)
		if sub, ok := v.(*ast.CompositeLit); ok && code.StringKeyedMap(a.info, sub) {
			if out[k], ok = a.mapTree(sub, args); !ok {
				return nil, false
			}
			continue
		}
		if tv, ok := a.info.Types[v]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			out[k] = constant.StringVal(tv.Value)
			continue
		}
		out[k] = code.VerbValue(len(*args))
		*args = append(*args, v)
	}
	return out, true
}
