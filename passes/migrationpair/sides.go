package migrationpair

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"path/filepath"

	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/selector"
)

// side is a half of a migration.
type side int

const (
	noSide side = iota
	source
	target
)

func (s side) String() string {
	switch s {
	case source:
		return "source"
	case target:
		return "target"
	}
	return "no"
}

func (s side) other() side {
	switch s {
	case source:
		return target
	case target:
		return source
	}
	return noSide
}

// sideMap assigns each function declared in the package to a side.
type sideMap map[*types.Func]side

// assignSides classifies every function declaration of the package. A
// function pattern decides first, then the receiver type, then the file; a
// function that both sides claim at the same level is a configuration error.
func assignSides(cfg *config, fs *physical.Files, fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info) (sideMap, error) {
	m := sideMap{}
	pkgPath := selector.PkgPath(pkg)
	for _, f := range files {
		// Sides by file go by the physical file, never a //line name.
		base := filepath.Base(fs.Name(fset, files, f.Package))
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, ok := info.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			s, err := classify(cfg, fn, pkgPath, base)
			if err != nil {
				return nil, err
			}
			if s != noSide {
				m[fn] = s
			}
		}
	}
	return m, nil
}

func classify(cfg *config, fn *types.Func, pkgPath, file string) (side, error) {
	levels := []struct {
		what  string
		match func(sideConfig) (string, bool)
	}{
		{"function pattern", func(sd sideConfig) (string, bool) {
			for _, p := range sd.Functions {
				if p.match(fn) {
					return p.String() + " (" + p.Pos.String() + ")", true
				}
			}
			return "", false
		}},
		{"receiver", func(sd sideConfig) (string, bool) {
			recv := selector.RecvKey(fn)
			for _, r := range sd.Receivers {
				if recv != "" && r.Key() == recv {
					return r.String() + " (" + r.Pos.String() + ")", true
				}
			}
			return "", false
		}},
		{"file", func(sd sideConfig) (string, bool) {
			for _, p := range sd.Files {
				if p.Pkg != pkgPath {
					continue
				}
				if ok, _ := path.Match(p.Glob, file); ok {
					return p.String() + " (" + p.Pos.String() + ")", true
				}
			}
			return "", false
		}},
	}
	for _, l := range levels {
		src, isSrc := l.match(cfg.Sides.Source)
		tgt, isTgt := l.match(cfg.Sides.Target)
		switch {
		case isSrc && isTgt:
			return noSide, fmt.Errorf("migration.sides: %s is claimed by both sides, as source by %s %s and as target by %s %s; make the patterns disjoint", selector.Name(fn), l.what, src, l.what, tgt)
		case isSrc:
			return source, nil
		case isTgt:
			return target, nil
		}
	}
	return noSide, nil
}

func (p funcPattern) match(fn *types.Func) bool {
	if selector.PkgPath(fn.Pkg()) != p.Pkg {
		return false
	}
	if ok, _ := path.Match(p.Glob, fn.Name()); !ok {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	if p.Recv == "" {
		return sig.Recv() == nil
	}
	return selector.RecvKey(fn) == p.Pkg+"."+p.Recv
}

func (m sideMap) has(s side) bool {
	for _, v := range m {
		if v == s {
			return true
		}
	}
	return false
}
