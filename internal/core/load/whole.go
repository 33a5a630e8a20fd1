package load

import "go/types"

// Which dependencies are read whole. Reading a dependency's export data
// completely costs its whole text for the rest of the run: the names the
// reader declares are substrings of it, and the compiler's export data of a
// package repeats the declarations of everything its API mentions (on
// KubeVirt v1.9.0, 370 MB for the 1,264 dependencies, against 53 MB for the
// 300 that an analysed package imports or the policy names). Most
// dependencies are needed only for the declarations other packages refer
// to, which reading those packages' export data declares in them.
//
// So a dependency is read whole (its types.Package complete) when
//
//   - a package type-checked from source imports it (the type checker
//     needs its imports complete);
//   - a pass may look it up by import path (Config.Searched: the packages
//     the policy names, whose scopes KV0003 and the passes search by name);
//   - it declares a named type of basic underlying type (one constants can
//     have) reachable through fields and element types from the
//     package-level declarations of an analysed or a searched package
//     (completeFieldTypes): a pass that names a struct type walks its
//     fields and lists the constants of a field's type (statusfield's
//     values, the map's constant names), which that type's package
//     declares.
//
// Every other dependency whose export data the build cache holds is not
// read (referenced): its types.Package holds the objects other packages'
// export data declare in it, and its Imports() are the go command's all the
// same (linkImports). A dependency type-checked from source is always
// complete, so what a pass can look up does not depend on the cache.

// markWhole marks the dependencies read whole before loading (the first two
// reasons above) and makes every other dependency with export data
// referenced. A nil searched searches every package: all are read whole.
func (g *graph) markWhole(searched func(string) bool) {
	for _, n := range g.nodes {
		if n.how == full || n.how == bodiless {
			for _, d := range n.deps {
				d.whole = true
			}
		}
		if searched == nil || searched(n.pkg.PkgPath) {
			n.searched, n.whole = true, true
		}
	}
	for _, n := range g.nodes {
		if n.how == export && !n.whole && n.pkg.PkgPath != "unsafe" {
			n.how = referenced
		}
	}
}

// completeFieldTypes reads whole, once every package is loaded, the
// referenced packages that declare a named type of basic underlying type
// reachable through fields and element types (pointer, slice, array, map,
// channel; a named type's underlying type and type arguments) from the
// package-level declarations of the analysed and the searched packages.
func (g *graph) completeFieldTypes() {
	need := map[*types.Package]bool{}
	seen := map[types.Type]bool{}
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if t == nil || seen[t] {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case *types.Alias:
			walk(types.Unalias(t))
		case *types.Named:
			if _, basic := t.Underlying().(*types.Basic); basic && t.Obj().Pkg() != nil {
				need[t.Obj().Pkg()] = true // a type constants can have
			}
			for a := range t.TypeArgs().Types() {
				walk(a)
			}
			walk(t.Underlying())
		case *types.Pointer:
			walk(t.Elem())
		case *types.Slice:
			walk(t.Elem())
		case *types.Array:
			walk(t.Elem())
		case *types.Chan:
			walk(t.Elem())
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case *types.Struct:
			for f := range t.Fields() {
				walk(f.Type())
			}
		}
	}
	for _, n := range g.nodes {
		if n.how != full && !n.searched || n.pkg.Types == nil {
			continue
		}
		scope := n.pkg.Types.Scope()
		for _, name := range scope.Names() {
			walk(scope.Lookup(name).Type())
		}
	}
	for _, n := range g.nodes {
		if n.how == referenced && need[n.pkg.Types] {
			n.how = export
			g.readExport(n)
		}
	}
}
