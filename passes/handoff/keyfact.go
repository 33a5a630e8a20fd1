package handoff

import (
	"cmp"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// keyConstsFact is exported for a package of the module that reaches a key
// package: the key constants it knows, from its own types and from its
// direct imports' facts. The standalone command and golangci-lint
// type-check every dependency whole, but under go vet and nogo a package
// sees a package it reaches only through others as their export data
// carries it, with only the declarations they use, which seldom include a
// key constant: a key literal in a package that reaches the API package
// through a helper went unreported there (HCO's pkg/util, which reaches
// kubevirt.io/api/core/v1 through its own API package). A package fact
// reaches only the package's direct importers (the fact encoder passes on
// no imported package fact), so every package of the module passes on
// what it knows.
type keyConstsFact struct{ Pkgs []keyPkg }

// keyPkg is a key package's path and name and the key constants of it the
// exporting package knows.
type keyPkg struct {
	Path, Name string
	Consts     []keyConst
}

// keyConst is one key constant: its name and value, and its type ("" for
// an untyped string, "string", or "import/path.Name" of a named string
// type).
type keyConst struct{ Name, Value, Type string }

func (*keyConstsFact) AFact() {}

func (f *keyConstsFact) String() string {
	var paths []string
	for _, p := range f.Pkgs {
		paths = append(paths, p.Path)
	}
	return "key constants of " + strings.Join(paths, ", ")
}

// keyConstsFactOf is the fact that passes on the key constants a package
// knows (keys: every length), or nil for none. Every package that sees the
// same key packages passes on the same fact, so collectKeys builds it once
// per set of them; importers read it and never change it.
func keyConstsFactOf(keys map[string][]*types.Const) *keyConstsFact {
	if len(keys) == 0 {
		return nil
	}
	byPath := map[string]*keyPkg{}
	for _, cs := range keys {
		for _, c := range cs {
			path := selector.PkgPath(c.Pkg())
			kp := byPath[path]
			if kp == nil {
				kp = &keyPkg{Path: path, Name: c.Pkg().Name()}
				byPath[path] = kp
			}
			kp.Consts = append(kp.Consts, keyConst{Name: c.Name(), Value: constant.StringVal(c.Val()), Type: typeKey(c.Type())})
		}
	}
	f := &keyConstsFact{}
	for _, kp := range byPath {
		slices.SortFunc(kp.Consts, func(a, b keyConst) int { return cmp.Compare(a.Name, b.Name) })
		f.Pkgs = append(f.Pkgs, *kp)
	}
	slices.SortFunc(f.Pkgs, func(a, b keyPkg) int { return cmp.Compare(a.Path, b.Path) })
	return f
}

// missingKeyConsts returns the key constants the direct imports' facts
// carry that the package's own types lack: none where the driver
// type-checked the key packages whole, as the standalone command does.
func missingKeyConsts(pass *analysis.Pass, keyPkgs []*types.Package) []missingConst {
	view := map[string]*types.Package{}
	for _, p := range keyPkgs {
		view[selector.PkgPath(p)] = p
	}
	var out []missingConst
	var seen map[[2]string]bool // of the missing: where nothing is, nothing is made
	for _, imp := range pass.Pkg.Imports() {
		var f keyConstsFact
		if !pass.ImportPackageFact(imp, &f) {
			continue
		}
		for _, kp := range f.Pkgs {
			p := view[kp.Path]
			for _, k := range kp.Consts {
				if p != nil && p.Scope().Lookup(k.Name) != nil {
					continue
				}
				id := [2]string{kp.Path, k.Name}
				if seen[id] {
					continue
				}
				if seen == nil {
					seen = map[[2]string]bool{}
				}
				seen[id] = true
				out = append(out, missingConst{kp.Path, kp.Name, k})
			}
		}
	}
	return out
}

// missingConst is a key constant a fact carries, with its package.
type missingConst struct {
	path, pkgName string
	keyConst
}

// addKeyConsts adds the missing constants to keys (by value), rebuilt as
// constants of their package: the one the package's types hold, else a
// stand-in of that path and name.
func addKeyConsts(pass *analysis.Pass, keys map[string][]*types.Const, keyPkgs []*types.Package, missing []missingConst) {
	pkgs := map[string]*types.Package{}
	for _, p := range keyPkgs {
		pkgs[selector.PkgPath(p)] = p
	}
	for _, k := range missing {
		p := pkgs[k.path]
		if p == nil {
			p = types.NewPackage(k.path, k.pkgName)
			pkgs[k.path] = p
		}
		c := types.NewConst(token.NoPos, p, k.Name, typeOf(pass.Pkg, p, k.Type), constant.MakeString(k.Value))
		keys[k.Value] = append(keys[k.Value], c)
		slices.SortFunc(keys[k.Value], func(a, b *types.Const) int {
			return cmp.Or(cmp.Compare(selector.PkgPath(a.Pkg()), selector.PkgPath(b.Pkg())), cmp.Compare(a.Name(), b.Name()))
		})
	}
}

// typeKey names a key constant's type for the fact.
func typeKey(t types.Type) string {
	switch t := t.(type) {
	case *types.Basic:
		if t.Info()&types.IsUntyped != 0 {
			return ""
		}
		return t.Name()
	case *types.Named:
		return selector.PkgPath(t.Obj().Pkg()) + "." + t.Obj().Name()
	}
	return ""
}

// typeOf rebuilds a key constant's type from its fact name: the named type
// itself where the package under analysis sees it, else a stand-in of that
// name (no value of the package's own code has that type, so the
// suggested fix's fit check finds none fits and offers no fix).
func typeOf(from, keyPkg *types.Package, name string) types.Type {
	switch name {
	case "":
		return types.Typ[types.UntypedString]
	case "string":
		return types.Typ[types.String]
	}
	i := strings.LastIndexByte(name, '.')
	pkgPath, typeName := name[:i], name[i+1:]
	var tp *types.Package
	for p := range code.Imports(from) {
		if selector.PkgPath(p) == pkgPath {
			tp = p
			break
		}
	}
	switch {
	case tp != nil:
		if tn, ok := tp.Scope().Lookup(typeName).(*types.TypeName); ok {
			return tn.Type()
		}
	case selector.PkgPath(keyPkg) == pkgPath:
		tp = keyPkg
	default:
		tp = types.NewPackage(pkgPath, path.Base(pkgPath))
	}
	return types.NewNamed(types.NewTypeName(token.NoPos, tp, typeName, nil), types.Typ[types.String], nil)
}
