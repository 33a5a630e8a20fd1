package readmap

import (
	"go/types"
	"maps"
	"slices"
	"sort"
	"strconv"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

func (b *builder) primitives() {
	b.m.Primitives = []Category{}
	for _, cp := range sites.Of(b.view, sites.TopicPrimitive) {
		c := Category{Name: cp.Name, Allowed: cp.Label(sites.LabelAllowed), Wrappers: cp.Label(sites.LabelWrappers), Raw: []Site{}, Entries: []Loc{}, Reached: []Reach{}, Importers: []Site{}}
		wrapperPkgs := map[*pkgData]bool{}
		b.each(sites.TopicPrimitive, func(pd *pkgData, pass string, s sites.Site) {
			if s.Kind != sites.Direct || s.Key != cp.Name {
				return
			}
			c.Raw = append(c.Raw, b.site(pd, pass, s))
		})
		b.results(sites.TopicPrimitive, func(pd *pkgData, r *sites.Result) {
			if slices.Contains(r.Wraps, cp.Name) {
				wrapperPkgs[pd] = true
			}
		})
		sortSites(c.Raw)
		allowed := map[string]bool{}
		for _, a := range c.Allowed {
			allowed[a] = true
		}
		best := map[string]Reach{}
		// offer keeps who's shortest chain, then the first by place.
		offer := func(who, pkg, comp string, st Site) {
			ok := allowed[comp] || comp == policy.Shared
			if !ok {
				st.Violation = cp.Code
			}
			old, seen := best[who]
			if !seen || len(st.Chain) < len(old.Site.Chain) || len(st.Chain) == len(old.Site.Chain) && lessLoc(st.Loc, old.Site.Loc) {
				best[who] = Reach{Component: comp, Package: pkg, Allowed: ok, Site: st}
			}
		}
		b.results(sites.TopicPrimitive, func(pd *pkgData, r *sites.Result) {
			for fn, sum := range r.Funcs {
				w, ok := sum.Effects[cp.Name]
				if !ok || b.excluded(pd, fn.Pos()) {
					continue
				}
				if wrapperPkgs[pd] && exported(fn) {
					l := b.loc(pd, fn.Pos(), fn)
					c.Entries = append(c.Entries, l)
				}
				who, pkg := pd.comp, ""
				if pd.comp == policy.Shared {
					if wrapperPkgs[pd] {
						continue
					}
					// Shared code that reaches a category through its
					// wrappers is where the work is set up (network
					// setup code calling the netlink driver).
					who, pkg = policy.Shared+" "+pd.pkg.PkgPath, pd.pkg.PkgPath
				}
				st := Site{Loc: b.loc(pd, fn.Pos(), fn), Component: pd.comp, Chain: append([]string{selector.Name(fn)}, w.Chain...), Witness: w.Site}
				offer(who, pkg, pd.comp, st)
			}
		})
		// A component also reaches what runs when the packages it
		// imports initialize, and what its own package-level
		// initializers call: sites of no function.
		b.each(sites.TopicPrimitive, func(pd *pkgData, pass string, s sites.Site) {
			if s.Kind == sites.Via && s.Key == cp.Name && s.Func == nil && pd.comp != policy.Shared {
				offer(pd.comp, "", pd.comp, Site{Loc: b.loc(pd, s.Pos, nil), Component: pd.comp, Chain: s.Chain, Witness: s.Witness})
			}
		})
		sort.Slice(c.Entries, func(i, j int) bool { return lessLoc(c.Entries[i], c.Entries[j]) })
		c.Importers = b.importers(wrapperPkgs)
		for _, comp := range slices.Sorted(maps.Keys(best)) {
			c.Reached = append(c.Reached, best[comp])
		}
		b.m.Primitives = append(b.m.Primitives, c)
	}
}

// exported reports whether fn can be called from another package: an
// exported function, or an exported method of an exported type.
func exported(fn *types.Func) bool {
	if !fn.Exported() {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return true
	}
	n := namedOf(sig.Recv().Type())
	return n == nil || n.Obj().Exported()
}

// importers lists, once per importing package, the imports of a wrapper
// package by a package that is not one.
func (b *builder) importers(wrappers map[*pkgData]bool) []Site {
	paths := map[string]bool{}
	for pd := range wrappers {
		paths[pd.pkg.PkgPath] = true
	}
	out := []Site{}
	for _, pd := range b.pkgs {
		if wrappers[pd] {
			continue
		}
	files:
		for _, f := range pd.pkg.Syntax {
			if b.excluded(pd, f.Pos()) {
				continue
			}
			for _, spec := range f.Imports {
				path, err := strconv.Unquote(spec.Path.Value)
				if err != nil || !paths[path] {
					continue
				}
				st := Site{Loc: b.loc(pd, spec.Pos(), nil), Component: pd.comp, Note: path}
				out = append(out, st)
				break files
			}
		}
	}
	sortSites(out)
	return out
}
