package handoff

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// checkKeys reports HO1003: a string literal equal to a handoff key (keys,
// those of min-length), an exported string constant of a key package. Both sides of a handoff (the
// component that sets a label and the one that selects on it) must change
// together, which only happens when both use the constant. It returns the
// reported literals as site records for the map.
func checkKeys(ctx *passkit.Context, typed []typedKeyUse) []sites.Site {
	var lits []sites.Site
	files := map[*ast.File]*fileImports{}
	for _, u := range typed {
		lit, at, spelled, in, stack := u.lit, u.at, u.spelled, u.in, u.stack
		if !ctx.Report.Reportable(lit.Pos()) {
			continue
		}
		file := stack[0].(*ast.File)
		fi := files[file]
		if fi == nil {
			fi = newFileImports(ctx.Pass, file)
			files[file] = fi
		}
		c := u.cs[0]
		also := ""
		if len(u.cs) > 1 {
			var names []string
			for _, o := range u.cs[1:] {
				names = append(names, o.Pkg().Name()+"."+o.Name())
			}
			also = " (also " + strings.Join(names, ", ") + ")"
		}
		d := analysis.Diagnostic{
			Pos: at.Pos(), End: at.End(),
			Message: spelledAs(ctx.Pass.TypesInfo, at) + spelled + " is the handoff key " + c.Pkg().Name() + "." + c.Name() + also +
				" of " + selector.PkgPath(c.Pkg()),
		}
		if in != "" {
			// No fix: the constant goes into an expression the literal
			// only begins (the page shows how).
			d.Message = "string literal " + lit.Value + " spells the handoff key " + c.Pkg().Name() + "." + c.Name() + also +
				" of " + selector.PkgPath(c.Pkg()) + " in " + in
		} else if fix, ok := keyFix(ctx.Pass, fi, at, c, scopeAt(ctx.Pass.TypesInfo, stack)); ok && !dropsName(ctx.Pass.TypesInfo, ctx.Pass.Pkg, at, c.Pkg()) {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		key := selector.PkgPath(c.Pkg()) + "." + c.Name()
		subject := key
		if in != "" {
			subject += " in " + lit.Value // a function may spell one key in several selectors
		}
		ctx.Report.On(subject).Report("HO1003", d)
		if ctx.Sites {
			lits = append(lits, sites.Site{Topic: sites.TopicKey, Kind: sites.Literal, Key: key, API: spelled, Code: "HO1003",
				Func: sites.FuncOf(ctx.Pass.TypesInfo, stack), Pos: at.Pos(), End: at.End()})
		}
	}
	return lits
}

// literalKey returns the key constants the literal val at cur is (keys,
// those of min-length; any key where only a key goes), or spells inside a
// selector or a JSON-patch path (all of them), and for the latter where
// ("" for a literal that is the key).
func literalKey(info *types.Info, places *keyPlaces, cur inspector.Cursor, val string, keys, all map[string][]*types.Const) ([]*types.Const, string) {
	if cs := keys[val]; len(cs) > 0 {
		return cs, ""
	}
	if cs := all[val]; len(cs) > 0 && (places.has(cur.Node().(ast.Expr)) || constUsedAsKey(info, cur, places)) {
		return cs, "" // a short key where only a key goes (keyspelled.go)
	}
	if k, in, ok := spelledKey(val, all, func() bool { return selectorPlace(info, cur) }); ok {
		return all[k], in
	}
	for _, k := range places.concatKeys(cur, val) {
		if cs := all[k]; len(cs) > 0 {
			return cs, inPatchText
		}
	}
	return nil, ""
}

// spelledAs names how at spells a key, for the message.
func spelledAs(info *types.Info, at ast.Expr) string {
	switch at := at.(type) {
	case *ast.BinaryExpr:
		return "string concatenation "
	case *ast.CallExpr:
		if _, joined := code.ConstJoin(info, at); joined {
			return "joined string "
		}
		if _, joined := code.ConstPathJoin(info, at); joined {
			return "joined path "
		}
		return "formatted string "
	}
	return "string literal "
}

// typedKey returns where the literal val at cur types a key by hand and
// how (literalKey): the literal itself, the concatenation it is the first
// literal of (literalConcat), or the call spelling a text from constants it
// is the first literal piece of (spelledCall), with its source text.
func typedKey(info *types.Info, places *keyPlaces, cur inspector.Cursor, val string, keys, all map[string][]*types.Const) (ast.Expr, string, []*types.Const, string) {
	lit := cur.Node().(*ast.BasicLit)
	if cs, in := literalKey(info, places, cur, val, keys, all); len(cs) > 0 {
		return lit, lit.Value, cs, in
	}
	if whole, v := literalConcat(info, places, cur); whole != nil && len(keys[v]) > 0 {
		return whole, types.ExprString(whole), keys[v], ""
	}
	if call := spelledCall(cur); call != nil {
		if v, ok := code.ConstText(info, call); ok && len(keys[v]) > 0 {
			return call, callText(call), keys[v], ""
		}
	}
	return lit, lit.Value, nil, ""
}

// callText is call's source text as the message shows it, a slice
// literal's elements spelled out (types.ExprString elides them): the
// pieces are what the reader looks for.
func callText(call *ast.CallExpr) string {
	args := make([]string, len(call.Args))
	for i, a := range call.Args {
		args[i] = types.ExprString(a)
		if cl, ok := ast.Unparen(a).(*ast.CompositeLit); ok && cl.Type != nil {
			elts := make([]string, len(cl.Elts))
			for j, e := range cl.Elts {
				elts[j] = types.ExprString(e)
			}
			args[i] = types.ExprString(cl.Type) + "{" + strings.Join(elts, ", ") + "}"
		}
	}
	return types.ExprString(call.Fun) + "(" + strings.Join(args, ", ") + ")"
}

// spelledCall returns the call that spells a text from constants with the
// literal at cur as its first literal piece, or nil: the format of
// fmt.Sprintf("%s/schedulable", "kubevirt.io"), "schedulable" in
// strings.Join([]string{v1.AppLabel, "schedulable"}, "/"). A call's pieces
// are its arguments, a slice literal's elements in its place; only the
// first literal answers, so the call is judged once.
func spelledCall(cur inspector.Cursor) *ast.CallExpr {
	parent := cur.Parent()
	if _, ok := parent.Node().(*ast.CompositeLit); ok {
		parent = parent.Parent()
	}
	call, ok := parent.Node().(*ast.CallExpr)
	if !ok || firstLiteral(call.Args) != cur.Node() {
		return nil
	}
	return call
}

// firstLiteral is the first string literal among pieces, a slice literal
// read as its elements.
func firstLiteral(pieces []ast.Expr) *ast.BasicLit {
	for _, e := range pieces {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind == token.STRING {
				return e
			}
		case *ast.CompositeLit:
			if l := firstLiteral(e.Elts); l != nil {
				return l
			}
		}
	}
	return nil
}

// literalConcat returns the concatenation the literal at cur is the first
// literal of, and its value, when every operand of it is fixed text: a
// string literal, a constant, or a local variable assigned once with a
// constant string ("kubevirt.io/" + "schedulable", kubevirtPrefix +
// "schedulable" with const kubevirtPrefix = "kubevirt.io/", prefix +
// "schedulable" after prefix := "kubevirt.io/", v1.AppLabel +
// "/schedulable"): a key split in pieces is typed by hand all the same,
// and a key package's constant among them types the rest (renaming the
// key leaves the pieces behind). Only the first literal answers, so the
// concatenation is judged once.
func literalConcat(info *types.Info, places *keyPlaces, cur inspector.Cursor) (*ast.BinaryExpr, string) {
	whole := outerConcat(cur.Parent())
	if whole == nil {
		return nil, ""
	}
	var first ast.Expr
	var text strings.Builder
	ok := true
	var walk func(ast.Expr)
	walk = func(e ast.Expr) {
		e = ast.Unparen(e)
		if b, isBin := e.(*ast.BinaryExpr); isBin && b.Op == token.ADD {
			walk(b.X)
			walk(b.Y)
			return
		}
		if l, isLit := e.(*ast.BasicLit); isLit && first == nil {
			first = l
		}
		s, fixed := places.fixedText(info, e)
		ok = ok && fixed
		text.WriteString(s)
	}
	walk(whole)
	if !ok || first != cur.Node() {
		return nil, ""
	}
	return whole, text.String()
}

// dropsName reports whether replacing e by a constant of keyPkg would
// leave a name unused that the code needs: a variable (prefix + "x" leaves
// prefix unused, which does not compile) or another package's constant
// (its import may have no other use). A constant of the package itself, or
// of keyPkg, whose import the fix keeps using, is safe to drop.
func dropsName(info *types.Info, pkg *types.Package, e ast.Expr, keyPkg *types.Package) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			switch o := info.Uses[id].(type) {
			case *types.Var:
				found = true
			case *types.Const:
				found = found || o.Pkg() != pkg && o.Pkg() != keyPkg
			}
		}
		return !found
	})
	return found
}

// fixedText returns the text of an operand of a concatenation that is
// fixed where it is written: a constant string (a literal, or a named
// constant of any package), a local variable assigned once with a constant
// string.
func (kp *keyPlaces) fixedText(info *types.Info, e ast.Expr) (string, bool) {
	if s, ok := code.ConstString(info, e); ok {
		return s, true
	}
	if id, ok := e.(*ast.Ident); ok {
		if o, ok := info.Uses[id].(*types.Var); ok {
			if kp.fixed == nil {
				kp.fixed = fixedLocals(info, kp.ctx.Locals())
			}
			s, ok := kp.fixed[o]
			return s, ok
		}
	}
	return "", false
}

// fixedLocals returns the local variables assigned exactly once, with a
// constant string, and changed no other way (code.Locals.Single), with
// that string.
func fixedLocals(info *types.Info, locals *code.Locals) map[*types.Var]string {
	out := map[*types.Var]string{}
	for v, val := range locals.Single() {
		if s, ok := code.ConstString(info, val); ok {
			out[v] = s
		}
	}
	return out
}

// stackOf is the stack inspector.WithStack gives for cur's node: its file
// first, the node last.
func stackOf(cur inspector.Cursor) []ast.Node {
	var stack []ast.Node
	for c := range cur.Enclosing() {
		stack = append(stack, c.Node())
	}
	slices.Reverse(stack)
	return stack
}

// collectKeys finds the key packages (pats) among the package's transitive imports
// and returns their handoff keys by value, of any length, and those of at
// least min bytes (HO1003's). A key package that pkg does not depend on
// cannot be seen, and a literal in such a package is not reported: using
// the constant would add a dependency the package does not have.
func collectKeys(pass *analysis.Pass, pats []policy.Pattern, min int, kc *keyConsts) keyMaps {
	pkg := pass.Pkg
	keyPkgs, ok := kc.visible(pkg, pats)
	if !ok {
		keyPkgs = searchKeyPackages(pkg, pats)
	}
	build := func() keyMaps {
		all := keysOf(keyPkgs, kc)
		return keyMaps{all, longKeys(all, min), keyConstsFactOf(all)}
	}
	// Under go vet and nogo the package's types may lack key constants its
	// imports know (keyConstsFact): its own set, built once.
	if missing := missingKeyConsts(pass, keyPkgs); len(missing) > 0 {
		all := keysOf(keyPkgs, kc)
		addKeyConsts(pass, all, keyPkgs, missing)
		return keyMaps{all, longKeys(all, min), keyConstsFactOf(all)}
	}
	// Nearly every package sees the same few key packages: their keys are
	// built once per set (two maps and a fact per package were most of
	// handoff's own allocation on KubeVirt, whose packages see five).
	var set keyPkgSet
	if !ok || len(keyPkgs) > len(set) {
		return build()
	}
	copy(set[:], keyPkgs)
	slices.SortFunc(set[:len(keyPkgs)], func(a, b *types.Package) int { return cmp.Compare(a.Path(), b.Path()) })
	return kc.sets.Get(set, build)
}

// keyPkgSet is a set of key packages, sorted by path, as a memo key: an
// array, so comparable, and of the packages themselves, not their paths (a
// test variant of a key package is a package of its own). Eight covers
// every set a KubeVirt package sees (five on v1.9.0, with the profile's
// three key package patterns); a package that sees more builds its own
// keys, which is only slower.
type keyPkgSet [8]*types.Package

// keyMaps are the key constants a set of key packages declares, by value
// (all) and of the minimum length (long), and the fact that passes them on.
type keyMaps struct {
	all, long map[string][]*types.Const
	fact      *keyConstsFact
}

// keysOf is the key constants of keyPkgs by value, each list in package
// path and name order.
func keysOf(keyPkgs []*types.Package, kc *keyConsts) map[string][]*types.Const {
	out := map[string][]*types.Const{}
	for _, p := range keyPkgs {
		for _, c := range kc.of(p) {
			v := constant.StringVal(c.Val())
			out[v] = append(out[v], c)
		}
	}
	for _, cs := range out {
		slices.SortFunc(cs, func(a, b *types.Const) int {
			return cmp.Or(cmp.Compare(selector.PkgPath(a.Pkg()), selector.PkgPath(b.Pkg())), cmp.Compare(a.Name(), b.Name()))
		})
	}
	return out
}

// searchKeyPackages returns the key packages among pkg's transitive imports,
// breadth first; the package itself spells its keys and is left out.
func searchKeyPackages(pkg *types.Package, pats []policy.Pattern) []*types.Package {
	// With exact key-package paths the search stops once all are found,
	// which for KubeVirt is almost always among the direct imports.
	want := len(pats)
	for _, pat := range pats {
		if pat.Subtree {
			want = -1
		}
	}
	var out []*types.Package
	for p := range code.Imports(pkg) {
		if len(out) == want {
			break
		}
		if p != pkg && isKeyPackage(p, pats) {
			out = append(out, p)
		}
	}
	return out
}

func isKeyPackage(p *types.Package, pats []policy.Pattern) bool {
	return isKeyPath(selector.PkgPath(p), pats)
}

func isKeyPath(path string, pats []policy.Pattern) bool {
	return slices.ContainsFunc(pats, func(pat policy.Pattern) bool { return pat.Match(path) >= 0 })
}

// longKeys is keys without the values shorter than min.
func longKeys(keys map[string][]*types.Const, min int) map[string][]*types.Const {
	if min == 0 {
		return keys
	}
	out := map[string][]*types.Const{}
	for v, cs := range keys {
		if len(v) >= min {
			out[v] = cs
		}
	}
	return out
}

// keyConsts keeps, for one decoded section in one run, each key package's
// key constants: its exported string constants whose value has a "/" or
// ".", in name order. Every package of the run that reaches a key package
// used to list and sort the key package's whole scope again.
type keyConsts struct {
	consts kvrun.Memo[*types.Package, []*types.Const]
	// keyPkgs holds, per package, the key packages it or its transitive
	// imports are, by path (see visible).
	keyPkgs kvrun.Reach
	// sets holds the keys of each set of key packages (collectKeys).
	sets kvrun.Memo[keyPkgSet, keyMaps]
}

// visible returns the key packages among pkg's transitive imports, the
// answer of searchKeyPackages, memoised for the run (kvrun.Reach: a
// package that cannot see a key package made the search walk its whole
// import graph, for every analysed package). Where it gives up (false), the
// search decides.
func (kc *keyConsts) visible(pkg *types.Package, pats []policy.Pattern) ([]*types.Package, bool) {
	m, ok := kc.keyPkgs.Visible(pkg, func(p *types.Package) bool { return isKeyPackage(p, pats) })
	if !ok {
		return nil, false
	}
	var out []*types.Package
	for _, p := range m {
		if p != pkg {
			out = append(out, p)
		}
	}
	return out, true
}

func (kc *keyConsts) of(p *types.Package) []*types.Const {
	return kc.consts.Get(p, func() []*types.Const {
		var cs []*types.Const
		for _, name := range p.Scope().Names() {
			c, ok := p.Scope().Lookup(name).(*types.Const)
			if !ok || !c.Exported() || c.Val().Kind() != constant.String {
				continue
			}
			if strings.ContainsAny(constant.StringVal(c.Val()), "/.") {
				cs = append(cs, c)
			}
		}
		return cs
	})
}
