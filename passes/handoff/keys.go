package handoff

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// checkKeys reports HO1003: a string literal equal to a handoff key, an
// exported string constant of a key package. Both sides of a handoff (the
// component that sets a label and the one that selects on it) must change
// together, which only happens when both use the constant. It returns the
// reported literals as site records for the map.
func checkKeys(ctx *passkit.Context, cfg *config, ins *inspector.Inspector, all map[string][]*types.Const) []sites.Site {
	if len(cfg.Keys.Packages) == 0 {
		return nil
	}
	keys := longKeys(all, cfg.Keys.MinLength)
	if len(keys) == 0 {
		return nil
	}
	var lits []sites.Site
	files := map[*ast.File]*fileImports{}
	ins.WithStack([]ast.Node{(*ast.BasicLit)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		lit := n.(*ast.BasicLit)
		if !push || lit.Kind != token.STRING || len(stack) < 2 {
			return true
		}
		switch parent := stack[len(stack)-2].(type) {
		case *ast.ImportSpec:
			return true // an import path, not a key
		case *ast.Field:
			if parent.Tag == lit {
				return true // a struct tag
			}
		}
		val, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		cs := keys[val]
		if len(cs) == 0 || !ctx.Report.Reportable(lit.Pos()) {
			return true
		}
		file := stack[0].(*ast.File)
		fi := files[file]
		if fi == nil {
			fi = newFileImports(ctx.Pass, file)
			files[file] = fi
		}
		c := cs[0]
		also := ""
		if len(cs) > 1 {
			var names []string
			for _, o := range cs[1:] {
				names = append(names, o.Pkg().Name()+"."+o.Name())
			}
			also = " (also " + strings.Join(names, ", ") + ")"
		}
		d := analysis.Diagnostic{
			Pos: lit.Pos(), End: lit.End(),
			Message: "string literal " + lit.Value + " is the handoff key " + c.Pkg().Name() + "." + c.Name() + also +
				" of " + selector.PkgPath(c.Pkg()),
		}
		if fix, ok := keyFix(ctx.Pass, fi, lit, c, scopeAt(ctx.Pass.TypesInfo, stack)); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		key := selector.PkgPath(c.Pkg()) + "." + c.Name()
		ctx.Report.On(key).Report("HO1003", d)
		if ctx.Sites {
			lits = append(lits, sites.Site{Topic: sites.TopicKey, Kind: sites.Literal, Key: key, API: lit.Value, Code: "HO1003",
				Func: sites.FuncOf(ctx.Pass.TypesInfo, stack), Pos: lit.Pos(), End: lit.End()})
		}
		return true
	})
	return lits
}

// collectKeys finds the key packages (pats) among pkg's transitive imports
// and returns their handoff keys by value, of any length (longKeys applies
// min-length). A key package that pkg does not depend on cannot be seen, and
// a literal in such a package is not reported: using the constant would add
// a dependency the package does not have.
func collectKeys(pkg *types.Package, pats []policy.Pattern, kc *keyConsts) map[string][]*types.Const {
	keyPkgs, ok := kc.visible(pkg, pats)
	if !ok {
		keyPkgs = searchKeyPackages(pkg, pats)
	}
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
	for p := range passkit.Imports(pkg) {
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
