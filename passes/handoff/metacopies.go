package handoff

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// Maps on their way to an object's labels or annotations. A map literal is
// set on an object where it is handed over as the object's map
// (metaValue); it is just as set where its entries are copied into that
// map (maps.Copy(vmi.Labels, extra), or a range setting each of its keys
// there), where it is cloned, merged or converted on the way (vmi.Labels =
// labels.Merge(vmi.Labels, extra): those calls return a map holding its
// entries), and where it is the labels of a merge patch built as maps.

// mapCopiers are the functions that copy their second argument's entries
// into their first: package path → name.
var mapCopiers = map[string]string{"maps": "Copy", "golang.org/x/exp/maps": "Copy"}

// mapPassers are the functions whose result holds the entries of every
// map argument: package path → names.
var mapPassers = map[string][]string{
	"maps":                           {"Clone"},
	"golang.org/x/exp/maps":          {"Clone"},
	"k8s.io/apimachinery/pkg/labels": {"Merge"},
}

// copiesIntoMeta reports whether call copies the entries of src, its
// second argument, into an object's labels or annotations.
func copiesIntoMeta(info *types.Info, call *ast.CallExpr, src ast.Node) bool {
	fn := code.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || len(call.Args) != 2 || call.Args[1] != src {
		return false
	}
	name, ok := mapCopiers[selector.PkgPath(fn.Pkg())]
	return ok && fn.Name() == name && objectMetaMap(info, call.Args[0], nil)
}

// passesMap reports whether call returns a map holding the entries of m,
// one of its arguments (passedMaps).
func passesMap(info *types.Info, call *ast.CallExpr, m ast.Node) bool {
	return slices.Contains(passedMaps(info, call), m)
}

// passedMaps lists the arguments of call whose entries the map it returns
// holds: a conversion's to another map type, or every argument of a
// function of mapPassers.
func passedMaps(info *types.Info, call *ast.CallExpr) []ast.Node {
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		if _, isMap := tv.Type.Underlying().(*types.Map); isMap && len(call.Args) == 1 {
			return []ast.Node{call.Args[0]}
		}
		return nil
	}
	fn := code.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil || !slices.Contains(mapPassers[selector.PkgPath(fn.Pkg())], fn.Name()) {
		return nil
	}
	out := make([]ast.Node, len(call.Args))
	for i, a := range call.Args {
		out[i] = a
	}
	return out
}

// metaValueIn reports whether stack[j], a map, is an object's labels or
// annotations (metaValue), also through the calls that pass its entries on
// (passesMap), or the labels or annotations of a merge patch built as maps
// (mergePatchMeta).
func metaValueIn(info *types.Info, stack []ast.Node, j int) bool {
	if mergePatchMeta(info, stack, j) {
		return true
	}
	for ; j >= 1; j-- {
		if metaValue(info, stack[j-1], stack[j]) {
			return true
		}
		call, ok := stack[j-1].(*ast.CallExpr)
		if !ok || !passesMap(info, call, stack[j]) {
			return false
		}
	}
	return false
}

// rangeCopiesIntoMeta reports whether rs ranges over a map to set each of
// its keys on an object: its body assigns, under the range's key variable,
// into an object's labels or annotations (for k, v := range extra {
// vmi.Labels[k] = v }).
func rangeCopiesIntoMeta(info *types.Info, rs *ast.RangeStmt) bool {
	k := code.LocalVarOf(info, rs.Key)
	if k == nil || rs.Body == nil {
		return false
	}
	found := false
	ast.Inspect(rs.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return !found
		}
		for _, l := range as.Lhs {
			ix, ok := ast.Unparen(l).(*ast.IndexExpr)
			if ok && code.LocalVarOf(info, ix.Index) == k && objectMetaMap(info, ix.X, nil) {
				found = true
			}
		}
		return true
	})
	return found
}

// mergePatchMeta reports whether stack[j] is the "labels" or "annotations"
// member of the "metadata" member of a map literal of string keys: a merge
// patch built as the maps json.Marshal turns into its text
// (map[string]any{"metadata": map[string]any{"labels": map[string]string{
// key: v}}}), the form typed as text is read by metadataPatchKey.
func mergePatchMeta(info *types.Info, stack []ast.Node, j int) bool {
	if j < 4 {
		return false
	}
	member := func(kv ast.Node, names ...string) bool {
		p, ok := kv.(*ast.KeyValueExpr)
		if !ok {
			return false
		}
		k, ok := code.ConstString(info, p.Key)
		return ok && slices.Contains(names, k)
	}
	kv, _ := stack[j-1].(*ast.KeyValueExpr)
	return kv != nil && kv.Value == stack[j] && member(kv, "labels", "annotations") && code.StringKeyedMap(info, stack[j-2]) &&
		member(stack[j-3], "metadata") && code.StringKeyedMap(info, stack[j-4])
}
