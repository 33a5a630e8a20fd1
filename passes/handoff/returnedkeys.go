package handoff

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// Maps of owned keys that a function returns for another package to hand
// over (HO1007). A helper that builds a pod's labels and returns them sets
// nothing itself; the caller that makes the map an object's labels
// (ObjectMeta{Labels: util.PodLabels(vmi)}) sets every key in it, and the
// same helper's result used for a node selector sets none. So the helper
// is judged at each handover of its result, not where it fills the map.
// Within one package localMaps follows such functions; across packages
// the helper's package exports what its returned maps hold.

// returnedKeysFact is exported for an exported function of the module
// that returns a map holding owned keys: key → the witness from inside
// the function down to the key's write into the map it returns.
type returnedKeysFact struct{ effects.Summary }

func (*returnedKeysFact) AFact() {}

func (f *returnedKeysFact) String() string { return "returns a map with " + f.Summary.String() }

// keyMapsFact marks a package that exports returnedKeysFact: only its
// importers look for handovers of other packages' returned maps.
type keyMapsFact struct{}

func (*keyMapsFact) AFact() {}

func (*keyMapsFact) String() string { return "returns maps with owned handoff keys" }

// keyMapWrite is an owned key written into a map in a declared function:
// m[key] = v of a local map v, or the key of a map literal that the
// function returns (lit) or keeps in a local variable (v).
type keyMapWrite struct {
	fn    *types.Func
	v     *types.Var
	lit   ast.Expr
	id    *ast.Ident
	o     *keyOwner
	short string
}

// mapWriteOf reads u, a write of an owned key, as a write into a map the
// enclosing declared function may return.
func mapWriteOf(info *types.Info, funcs flow.Bodies, u keyUseSite) (keyMapWrite, bool) {
	fn := funcs.Enclosing(u.stack) // a declared function, or a seam
	if fn == nil {
		return keyMapWrite{}, false
	}
	w := keyMapWrite{fn: fn, id: u.id}
	i, _ := keyExpr(u.stack)
	switch u.how {
	case noteIndexSet:
		if ix, ok := u.stack[i-1].(*ast.IndexExpr); ok {
			w.v = code.LocalVarOf(info, ix.X)
		}
	case noteMapLiteral:
		if i < 3 {
			return w, false
		}
		lit, _ := u.stack[i-2].(ast.Expr)
		if _, ret := u.stack[i-3].(*ast.ReturnStmt); ret {
			w.lit = lit
		} else {
			w.v = heldIn(info, u.stack[i-3], lit)
		}
	}
	return w, fn != nil && (w.v != nil || w.lit != nil)
}

// mapReturns is what the package's declared functions with one map result
// return: each return statement's one result, unparenthesized, in source
// order (a function literal's returns are its own). The handovers of the
// package (localMaps) and the facts of its exported functions both read
// it. held are the calls whose results a returned local variable is
// assigned.
type mapReturns struct {
	order   []*types.Func
	results map[*types.Func][]ast.Expr
	held    map[*types.Func][]*ast.CallExpr
}

func newMapReturns(info *types.Info, bodies code.Bodies, funcs flow.Bodies) *mapReturns {
	r := &mapReturns{results: map[*types.Func][]ast.Expr{}, held: map[*types.Func][]*ast.CallExpr{}}
	for _, fn := range funcs.Funcs() { // declared, then seams
		body := funcs.Body(fn)
		res := fn.Signature().Results()
		if res.Len() != 1 {
			continue
		}
		if _, ok := res.At(0).Type().Underlying().(*types.Map); !ok {
			continue
		}
		r.order = append(r.order, fn)
		bodies.Inspect(body, []ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(n ast.Node) bool {
			ret, ok := n.(*ast.ReturnStmt)
			if !ok {
				return false // a literal's returns are its own
			}
			if len(ret.Results) == 1 {
				r.results[fn] = append(r.results[fn], ast.Unparen(ret.Results[0]))
			}
			return true
		})
		r.held[fn] = heldCalls(info, body, r.results[fn])
	}
	return r
}

// heldCalls lists the calls whose first result is assigned, in body, to
// a local variable among results.
func heldCalls(info *types.Info, body *ast.BlockStmt, results []ast.Expr) []*ast.CallExpr {
	var vars []*types.Var
	for _, e := range results {
		if v := code.LocalVarOf(info, e); v != nil {
			vars = append(vars, v)
		}
	}
	if len(vars) == 0 {
		return nil
	}
	defs := code.LocalDefsIn(info, body)
	var out []*ast.CallExpr
	for _, v := range vars {
		for _, d := range defs[v] {
			if call, ok := ast.Unparen(d.Rhs).(*ast.CallExpr); ok && d.Index == 0 && !slices.Contains(out, call) {
				out = append(out, call)
			}
		}
	}
	return out
}

// returned reports whether w writes into the map its function returns.
func (r *mapReturns) returned(info *types.Info, w keyMapWrite) bool {
	return slices.ContainsFunc(r.results[w.fn], func(e ast.Expr) bool {
		return w.lit != nil && e == w.lit || w.lit == nil && code.LocalVarOf(info, e) == w.v
	})
}

// calls lists the calls fn returns the result of: in a return statement,
// or kept first in a local variable it returns.
func (r *mapReturns) calls(fn *types.Func) []*ast.CallExpr {
	var out []*ast.CallExpr
	for _, e := range r.results[fn] {
		if call, ok := e.(*ast.CallExpr); ok {
			out = append(out, call)
		}
	}
	return append(out, r.held[fn]...)
}

// exportReturnedKeys exports returnedKeysFact for the package's exported
// functions whose returned map holds owned keys: written into it (writes),
// or returned by a function they return the result of, of this package or
// another, and keyMapsFact when there is one.
func exportReturnedKeys(ctx *passkit.Context, locals *localMaps, writes []keyMapWrite) {
	if ctx.ExternalTest() {
		return // nothing imports an external test package
	}
	r := locals.mapReturns()
	if len(r.order) == 0 {
		return
	}
	at := func(n ast.Node) string { return ctx.Files.Position(ctx.Pass.Fset, ctx.Pass.Files, n.Pos()).String() }
	keys := map[*types.Func]effects.Map{}
	add := func(fn *types.Func, key string, w effects.Witness) bool {
		if _, ok := keys[fn][key]; ok {
			return false
		}
		if keys[fn] == nil {
			keys[fn] = effects.Map{}
		}
		keys[fn][key] = w
		return true
	}
	for _, w := range writes {
		if r.returned(ctx.Pass.TypesInfo, w) {
			add(w.fn, w.o.Key.String(), effects.Witness{Chain: []string{w.short}, Calls: []string{at(w.id)}, Site: ctx.Site(w.id.Pos())})
		}
	}
	// The functions that return another's result, until nothing changes:
	// a chain gains keys, never loses them.
	imported := importedKeyMaps(ctx.Pass)
	for changed := true; changed; {
		changed = false
		for _, fn := range r.order {
			for _, call := range r.calls(fn) {
				callee := locals.bodies.Callee(call)
				if callee == nil {
					continue
				}
				held := keys[callee]
				if callee.Pkg() != ctx.Pass.Pkg {
					held = imported(callee)
				}
				for _, k := range held.Sorted() {
					changed = add(fn, k, held[k].Behind(selector.Name(callee), at(call))) || changed
				}
			}
		}
	}
	exported := false
	for _, fn := range locals.bodies.FactFuncs() {
		if m := keys[fn]; m != nil {
			ctx.Pass.ExportObjectFact(flow.FactObject(fn), &returnedKeysFact{effects.Summary{Effects: m}})
			exported = true
		}
	}
	if exported {
		ctx.Pass.ExportPackageFact(&keyMapsFact{})
	}
}

// importedKeyMaps returns what another package's function's returned map
// holds, by its returnedKeysFact.
func importedKeyMaps(pass *analysis.Pass) func(*types.Func) effects.Map {
	return func(fn *types.Func) effects.Map {
		var f returnedKeysFact
		if !pass.ImportObjectFact(flow.FactObject(fn), &f) {
			return nil
		}
		return f.Decoded().Effects
	}
}

// importsKeyMaps reports whether a package this one imports exports maps
// of owned keys (keyMapsFact).
func importsKeyMaps(pass *analysis.Pass) bool {
	return slices.ContainsFunc(pass.Pkg.Imports(), func(p *types.Package) bool { return pass.ImportPackageFact(p, new(keyMapsFact)) })
}

// handedOverKeys lists the owned keys the package sets by handing over
// another package's returned map as an object's labels or annotations:
// one set a key at each handover's call, with the witness into the
// function that fills the map.
func handedOverKeys(ctx *passkit.Context, locals *localMaps, byKey map[string]*keyOwner) []ownedKeySet {
	held := importedKeyMaps(ctx.Pass)
	var out []ownedKeySet
	for _, call := range locals.foreignHandovers() {
		fn := locals.bodies.Callee(call)
		m := held(fn)
		for _, k := range m.Sorted() {
			o := byKey[k]
			w := m[k]
			if o == nil || len(w.Chain) == 0 {
				continue
			}
			name := selector.Name(fn)
			out = append(out, ownedKeySet{at: code.CalledIdent(call), o: o, short: w.Chain[len(w.Chain)-1],
				how: "map " + name + " returns", witness: w.Behind(name, "")})
		}
	}
	return out
}

// unseenSites are the map's records of the owned keys the package sets
// where its walk of key constants does not look (checkKeyOwners): by
// handing another package's returned map over (a write at the call, with
// the chain into the function that fills the map), or typed by hand.
func unseenSites(pass *analysis.Pass, sets []ownedKeySet) []sites.Site {
	if len(sets) == 0 {
		return nil
	}
	decls := code.FuncDeclList(pass.TypesInfo, pass.Files)
	var out []sites.Site
	for _, s := range sets {
		var fn *types.Func
		if i := slices.IndexFunc(decls, func(fd *ast.FuncDecl) bool { return fd.Pos() <= s.at.Pos() && s.at.End() <= fd.End() }); i >= 0 {
			fn = pass.TypesInfo.Defs[decls[i].Name].(*types.Func)
		}
		out = append(out, sites.Site{Topic: sites.TopicKey, Kind: sites.Write, Key: s.o.Key.String(), API: s.how, Code: "HO1007",
			Func: fn, Pos: s.at.Pos(), End: s.at.End(), Chain: s.witness.Chain, Witness: s.witness.Site})
	}
	return out
}
