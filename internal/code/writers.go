package code

import (
	"go/ast"
	"go/types"
)

// BuiltinWrite returns the argument a call to delete, clear or copy writes
// into (its first), or nil for any other call.
func BuiltinWrite(info *types.Info, call *ast.CallExpr) ast.Expr {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) == 0 {
		return nil
	}
	b, ok := info.Uses[id].(*types.Builtin)
	if !ok {
		return nil
	}
	switch b.Name() {
	case "delete", "clear", "copy":
		return call.Args[0]
	}
	return nil
}

// knownWriters are functions outside any analysed module that change what
// they are handed, by package path and name: the argument indexes (from 0,
// the receiver not counted) they write through. No fact reaches their
// bodies (the standard library and Kubernetes' libraries are not analysed
// with the module's passes), so without this a status field sorted in place
// or decoded into would be a read. These are facts about the libraries, the
// same for every policy; a repository's own such libraries go in its policy
// (statusfield.setters).
var knownWriters = map[string]map[string][]int{
	"maps":   {"Copy": {0}, "DeleteFunc": {0}},
	"slices": {"Sort": {0}, "SortFunc": {0}, "SortStableFunc": {0}, "Reverse": {0}},
	"sort": {"Slice": {0}, "SliceStable": {0}, "Sort": {0}, "Stable": {0}, "Strings": {0},
		"Ints": {0}, "Float64s": {0}},
	"encoding/json":                     {"Unmarshal": {1}},
	"encoding/xml":                      {"Unmarshal": {1}},
	"sigs.k8s.io/yaml":                  {"Unmarshal": {1}, "UnmarshalStrict": {1}},
	"k8s.io/apimachinery/pkg/api/meta":  {"SetStatusCondition": {0}, "RemoveStatusCondition": {0}},
	"k8s.io/apimachinery/pkg/util/json": {"Unmarshal": {1}},
	"k8s.io/apimachinery/pkg/util/yaml": {"Unmarshal": {1}},
	"k8s.io/apimachinery/pkg/runtime":   {"DecodeInto": {2}},
}

// knownMethodWriters are the methods of knownWriters' kind, by the
// receiver's package path and type name (pointer or not) and the method's
// name: the decoders that fill what they are handed (a json.Decoder's
// Decode(&v), apimachinery's FromUnstructured(m, &v), an interface's method
// as much as its implementation's).
var knownMethodWriters = map[string]map[string][]int{
	"encoding/json.Decoder":                                 {"Decode": {0}},
	"encoding/xml.Decoder":                                  {"Decode": {0}},
	"k8s.io/apimachinery/pkg/runtime.UnstructuredConverter": {"FromUnstructured": {1}},
	"k8s.io/apimachinery/pkg/runtime.unstructuredConverter": {"FromUnstructured": {1}, "FromUnstructuredWithValidation": {1}},
	"k8s.io/apimachinery/pkg/util/yaml.YAMLOrJSONDecoder":   {"Decode": {0}},
	"k8s.io/apimachinery/pkg/util/yaml.YAMLToJSONDecoder":   {"Decode": {0}},
}

// WrittenParams returns the argument indexes fn writes through by what is
// known without its body: the functions of knownWriters and methods of
// knownMethodWriters, and deepcopy-gen's
// convention that (*T).DeepCopyInto(out *T) overwrites all of *out (the
// generated bodies of an API module outside the analysed one are not
// read). Nil when nothing is known.
func WrittenParams(fn *types.Func) []int {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	sig := fn.Signature()
	if sig.Recv() == nil {
		return knownWriters[fn.Pkg().Path()][fn.Name()]
	}
	if fn.Name() == "DeepCopyInto" && sig.Params().Len() == 1 && types.Identical(sig.Recv().Type(), sig.Params().At(0).Type()) {
		return []int{0}
	}
	if named, ok := types.Unalias(Deref(sig.Recv().Type())).(*types.Named); ok && named.Obj().Pkg() != nil {
		return knownMethodWriters[named.Obj().Pkg().Path()+"."+named.Obj().Name()][fn.Name()]
	}
	return nil
}
