package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
)

// keyUseFact lists the key literals a package uses at key sites in the
// policy's key domains, so that a key spelled only as a literal on one side
// of a handoff is known on the other.
type keyUseFact struct{ Keys []string }

func (*keyUseFact) AFact() {}

func (f *keyUseFact) String() string { return strings.Join(f.Keys, " ") }

// metaPkg is where ObjectMeta, LabelSelector and their helpers live.
const metaPkg = "k8s.io/apimachinery/pkg/apis/meta/v1"

// keySite is a string literal used as a label, annotation or finalizer
// key, or one that spells such a key inside a selector, a JSON-patch path
// or a patch's JSON text (spelled).
type keySite struct {
	lit     *ast.BasicLit
	key     string
	spelled bool
}

// checkNearKeys reports HO1005: a key literal in a key domain of the policy
// that equals no known key but nearly equals one.
func checkNearKeys(ctx *passkit.Context, cfg *config, places *keyPlaces, keys map[string][]*types.Const) {
	nm := &cfg.Keys.NearMiss
	if len(nm.Domains) == 0 {
		return
	}
	sites := append(domainKeySites(ctx, nm, places.list()), spelledKeySites(ctx, nm, places)...)
	var mine []string
	count := map[string]int{}
	for _, s := range sites {
		if count[s.key] == 0 && canonicalKey(nm, s.key) {
			mine = append(mine, s.key)
		}
		count[s.key]++
	}
	if len(mine) > 0 {
		sort.Strings(mine)
		ctx.Pass.ExportPackageFact(&keyUseFact{Keys: mine})
	}
	if len(sites) == 0 {
		return
	}
	known := knownKeys(ctx, cfg, keys)
	index := newKeyIndex(nm, slices.Sorted(maps.Keys(known)))
	for _, s := range sites {
		plain := canonicalKey(nm, s.key)
		if _, ok := known[s.key]; ok || plain && count[s.key] > 1 {
			// Equal to a key, or spelt the same at two sites of this
			// package: both sides agree. Not when invisible characters,
			// look-alike letters or case tell the spelling apart: those
			// agree with nobody who types the key.
			continue
		}
		k, ok := index.nearest(s.key)
		if !ok {
			continue
		}
		shown := s.lit.Value
		switch {
		case !plain:
			shown = strconv.QuoteToASCII(s.key)
		case s.spelled:
			shown = strconv.Quote(s.key) + " in " + s.lit.Value
		}
		ctx.Report.On(s.key).Reportf("HO1005", s.lit.Pos(), s.lit.End(), "key %s is no known handoff key; did you mean %q (%s)?",
			shown, k, known[k])
	}
}

// knownKeys maps each known key to where it is defined: the constants of
// the key packages (keys, of any length), then literals the package's
// dependencies use as keys. Only keys spelt canonically are known: one
// with an invisible character or a look-alike domain is a near miss
// wherever it is written.
func knownKeys(ctx *passkit.Context, cfg *config, keys map[string][]*types.Const) map[string]string {
	known := map[string]string{}
	for v, cs := range keys {
		if canonicalKey(&cfg.Keys.NearMiss, v) {
			known[v] = "constant " + cs[0].Pkg().Name() + "." + cs[0].Name()
		}
	}
	for _, pf := range ctx.Pass.AllPackageFacts() {
		f, ok := pf.Fact.(*keyUseFact)
		if !ok || pf.Package == ctx.Pass.Pkg {
			continue
		}
		for _, k := range f.Keys {
			if _, ok := known[k]; !ok && canonicalKey(&cfg.Keys.NearMiss, k) {
				known[k] = "used as a key in " + pf.Package.Path()
			}
		}
	}
	return known
}

// keyPlaces are the expressions of one package that stand where a label,
// annotation or finalizer key goes: an index of an object's labels or
// annotations (field or getter), a key of a map literal given to them
// (assigned, in a struct literal, to a setter, or a labels.Set), a
// finalizer in a Finalizers literal or append, and an argument of a helper
// the policy lists. HO1005 reads its literals there, HO1003 its short keys
// (keyspelled.go); found on first use, once for both.
type keyPlaces struct {
	ctx   *passkit.Context
	nm    *nearMiss
	ins   *inspector.Inspector
	exprs []ast.Expr
	set   map[ast.Expr]bool
	// concats: the patch texts of the package's concatenations (keyspelled.go).
	concats *concatTexts
	// fixed: the package's local variables assigned once with a constant
	// string and never changed another way, with that string (keys.go's
	// pieces), indexed at the first concatenation that names a variable.
	fixed map[*types.Var]string
}

func newKeyPlaces(ctx *passkit.Context, nm *nearMiss, ins *inspector.Inspector) *keyPlaces {
	return &keyPlaces{ctx: ctx, nm: nm, ins: ins}
}

// list returns the key places in source order.
func (kp *keyPlaces) list() []ast.Expr {
	if kp.set == nil {
		f := &keyFinder{nm: kp.nm, info: kp.ctx.Pass.TypesInfo}
		f.walk(kp.ins)
		kp.exprs, kp.set = f.exprs, map[ast.Expr]bool{}
		for _, e := range f.exprs {
			kp.set[e] = true
		}
	}
	return kp.exprs
}

// has reports whether e stands at a key place.
func (kp *keyPlaces) has(e ast.Expr) bool {
	kp.list()
	return kp.set[e]
}

// domainKeySites are the string literals at key places whose key is in one
// of the near-miss domains.
func domainKeySites(ctx *passkit.Context, nm *nearMiss, places []ast.Expr) []keySite {
	var out []keySite
	seen := map[*ast.BasicLit]bool{}
	for _, lit := range placedLiterals(ctx, places) {
		if seen[lit] || lit.Kind != token.STRING || !ctx.Report.Reportable(lit.Pos()) {
			continue
		}
		seen[lit] = true
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		if _, _, ok := splitKey(nm, v); ok {
			out = append(out, keySite{lit: lit, key: v})
		}
	}
	return out
}

// placedLiterals are the literals that stand at places: in place, or held
// by a local variable whose every assignment is known (k :=
// "kubevirt.io/nodename"; vmi.Labels[k] = n), each of its literal values.
func placedLiterals(ctx *passkit.Context, places []ast.Expr) []*ast.BasicLit {
	var out []*ast.BasicLit
	for _, e := range places {
		if lit, ok := e.(*ast.BasicLit); ok {
			out = append(out, lit)
			continue
		}
		v := code.LocalVarOf(ctx.Pass.TypesInfo, e)
		if v == nil {
			continue
		}
		for _, x := range ctx.Locals().Known()[v] {
			if lit, ok := ast.Unparen(x).(*ast.BasicLit); ok {
				out = append(out, lit)
			}
		}
	}
	return out
}

// spelledKeySites are the keys in a near-miss domain that a string literal
// of the package spells inside a selector, a JSON-patch path or a patch's
// JSON text (spelledKeys). Every literal with a "/" is read.
func spelledKeySites(ctx *passkit.Context, nm *nearMiss, places *keyPlaces) []keySite {
	var out []keySite
	for cur := range ctx.Inspector().Root().Preorder((*ast.BasicLit)(nil)) {
		lit := cur.Node().(*ast.BasicLit)
		if lit.Kind != token.STRING || !strings.Contains(lit.Value, "/") || !ctx.Report.Reportable(lit.Pos()) {
			continue
		}
		if _, isImport := cur.Parent().Node().(*ast.ImportSpec); isImport {
			continue
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		for _, k := range append(spelledKeys(v), places.concatKeys(cur, v)...) {
			if _, _, ok := splitKey(nm, k); ok {
				out = append(out, keySite{lit: lit, key: k, spelled: true})
			}
		}
	}
	return out
}

func (f *keyFinder) walk(ins *inspector.Inspector) {
	filter := []ast.Node{(*ast.IndexExpr)(nil), (*ast.AssignStmt)(nil), (*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}
	ins.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.IndexExpr:
			if isKeyMap(f.info, n.X) {
				f.add(n.Index)
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					if isKeyMap(f.info, l) {
						f.addMapKeys(n.Rhs[i])
					}
				}
			}
		case *ast.CompositeLit:
			f.compositeLit(n)
		case *ast.CallExpr:
			f.call(n)
		}
	})
}

// keyFinder collects the key places of one package (keyPlaces).
type keyFinder struct {
	nm    *nearMiss
	info  *types.Info
	exprs []ast.Expr
}

// keySetters are the metav1.Object setters whose argument holds keys.
var keySetters = []string{"SetLabels", "SetAnnotations", "SetFinalizers"}

// callNames are the names of the functions whose calls can be key sites:
// append, the setters and the helpers; nil when a helper selector names
// every function of a package or type. Validate computes it once.
func callNames(nm *nearMiss) map[string]bool {
	names := map[string]bool{"append": true}
	for _, s := range keySetters {
		names[s] = true
	}
	for _, h := range nm.Helpers {
		if h.API.Name == "*" {
			return nil
		}
		names[h.API.Name] = true
	}
	return names
}

// add records e as a key place.
func (f *keyFinder) add(e ast.Expr) { f.exprs = append(f.exprs, ast.Unparen(e)) }

// addMapKeys records the keys of a map literal (or the elements of a
// []string of finalizers).
func (f *keyFinder) addMapKeys(e ast.Expr) {
	cl, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, el := range cl.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			f.add(kv.Key)
		} else {
			f.add(el) // a []string of finalizers
		}
	}
}

// compositeLit: a labels.Set literal, or the key fields of a struct literal.
func (f *keyFinder) compositeLit(n *ast.CompositeLit) {
	t := f.info.TypeOf(n)
	if t == nil {
		return
	}
	if isLabelSet(t) {
		f.addMapKeys(n)
		return
	}
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return
	}
	for _, el := range n.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok {
			switch fld, _ := f.info.Uses[id].(*types.Var); {
			case fld == nil:
			case isKeyField(fld):
				f.addMapKeys(kv.Value)
			case isKeyStringField(t, fld):
				f.add(kv.Value)
			}
		}
	}
}

// call: an append to a key map, a listed helper's key arguments, a setter's
// map.
func (f *keyFinder) call(n *ast.CallExpr) {
	// The called function's name is the identifier's: most calls are of
	// none of these, and need no type lookup.
	if f.nm.callNames != nil {
		if id := code.CalledIdent(n); id == nil || !f.nm.callNames[id.Name] {
			return
		}
	}
	fn := code.Callee(f.info, n)
	if fn == nil {
		if code.IsBuiltin(f.info, n, "append") && len(n.Args) > 1 && isKeyMap(f.info, n.Args[0]) {
			for _, a := range n.Args[1:] {
				f.add(a)
			}
		}
		return
	}
	if sel, ok := f.nm.helpers.Match(fn); ok {
		for _, h := range f.nm.Helpers {
			if h.API.Raw != sel.Raw {
				continue
			}
			for _, i := range h.Args {
				if i < len(n.Args) {
					f.add(n.Args[i])
				}
			}
		}
	}
	if isKeySetter(fn) && len(n.Args) == 1 {
		f.addMapKeys(n.Args[0])
	}
}

// isKeyField: ObjectMeta's Labels, Annotations and Finalizers, a label
// selector's MatchLabels, and core/v1's label maps: a Service's (or a
// replication controller's) Selector of pod labels, a pod's NodeSelector
// of node labels.
func isKeyField(f *types.Var) bool {
	if !f.IsField() || f.Pkg() == nil {
		return false
	}
	switch selector.PkgPath(f.Pkg()) {
	case metaPkg:
		return isMetaField(f, "Labels", "Annotations", "Finalizers", "MatchLabels")
	case corePkg:
		return (f.Name() == "Selector" || f.Name() == "NodeSelector") && isStringMap(f.Type())
	}
	return false
}

// keyStringFields are the string fields that hold one label key, by the
// struct type that has them: a requirement's Key in a label selector or a
// node selector, and the node label an affinity term or a spread
// constraint groups by. Other Key fields (a ConfigMap's or a Secret's data
// key, a toleration's taint) hold no label key.
var keyStringFields = map[string]string{
	metaPkg + ".LabelSelectorRequirement": "Key",
	corePkg + ".NodeSelectorRequirement":  "Key",
	corePkg + ".PodAffinityTerm":          "TopologyKey",
	corePkg + ".TopologySpreadConstraint": "TopologyKey",
}

// isKeyStringField reports whether fld of a literal of type t is one of
// keyStringFields.
func isKeyStringField(t types.Type, fld *types.Var) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !fld.IsField() {
		return false
	}
	return keyStringFields[selector.PkgPath(n.Obj().Pkg())+"."+n.Obj().Name()] == fld.Name()
}

// corePkg is Kubernetes' core API, whose Service and Pod specs hold label maps.
const corePkg = "k8s.io/api/core/v1"

func isStringMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	return ok && types.Identical(m.Key(), types.Typ[types.String]) && types.Identical(m.Elem(), types.Typ[types.String])
}

// isKeyMap reports whether e is an object's labels, annotations or
// finalizers: the field, or the getter's result.
func isKeyMap(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			return isKeyField(sel.Obj().(*types.Var))
		}
	case *ast.CallExpr:
		fn := code.Callee(info, e)
		if fn == nil || len(e.Args) != 0 {
			return false
		}
		switch fn.Name() {
		case "GetLabels", "GetAnnotations", "GetFinalizers":
			return isMetaMethod(fn)
		}
	}
	return false
}

// isKeySetter: SetLabels, SetAnnotations, SetFinalizers of metav1.Object.
func isKeySetter(fn *types.Func) bool {
	return slices.Contains(keySetters, fn.Name()) && isMetaMethod(fn)
}

// isMetaMethod: a method declared in the meta package (ObjectMeta's, or the
// Object interface's).
func isMetaMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && fn.Pkg() != nil && selector.PkgPath(fn.Pkg()) == metaPkg
}

// isLabelSet: k8s.io/apimachinery/pkg/labels.Set, a map of label keys.
func isLabelSet(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Set" && n.Obj().Pkg() != nil && selector.PkgPath(n.Obj().Pkg()) == "k8s.io/apimachinery/pkg/labels"
}
