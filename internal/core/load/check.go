package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/types"
	"os"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// load gives one node its types: read from export data, or type-checked
// from source, in full or without function bodies.
func (g *graph) load(n *node) {
	p := n.pkg
	p.TypesSizes = g.sizes
	switch n.how {
	case referenced:
		return
	case export:
		if p.PkgPath != "unsafe" {
			g.readExport(n)
		}
		return
	case full:
		p.Fset = g.fset
		p.TypesInfo = &types.Info{
			Types:        make(map[ast.Expr]types.TypeAndValue),
			Defs:         make(map[*ast.Ident]types.Object),
			Uses:         make(map[*ast.Ident]types.Object),
			Implicits:    make(map[ast.Node]types.Object),
			Instances:    make(map[*ast.Ident]types.Instance),
			Scopes:       make(map[ast.Node]*types.Scope),
			Selections:   make(map[*ast.SelectorExpr]*types.Selection),
			FileVersions: make(map[*ast.File]string),
		}
	}
	tc := &types.Config{
		Importer:         importer(p),
		IgnoreFuncBodies: n.how == bodiless,
		Sizes:            g.sizes,
		Error: func(err error) {
			var te types.Error
			if errors.As(err, &te) {
				p.TypeErrors = append(p.TypeErrors, te)
				p.Errors = append(p.Errors, packages.Error{Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError})
				return
			}
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		tc.GoVersion = "go" + p.Module.GoVersion
	}
	var files []*ast.File
	fake := false
	if n.how == full {
		// Analysed packages are parsed with comments (directives,
		// generated-file headers), from the files the compiler compiles
		// (cgo's output for a cgo package). Without the parser's object
		// resolution, which go/types does not use and no pass reads
		// (Ident.Obj, File.Scope): on KubeVirt v1.9.0 it cost 7 MB of the
		// loaded program's live heap and about 0.1 s of the load.
		files = g.parse(p, p.CompiledGoFiles, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
	} else {
		// A dependency needs neither comments nor object resolution,
		// and its exported API is what its sources declare: a cgo
		// package's sources are checked as they are (fakeCgo).
		files = g.parse(p, p.GoFiles, parser.SkipObjectResolution)
		if fake = fakeCgo(files); fake {
			// The fake makes errors of its own where a fake constant
			// meets a C type; the go command compiles the package with
			// cgo's real declarations.
			tc.FakeImportC = true
			tc.Error = func(error) {}
		}
	}
	err := types.NewChecker(tc, g.fset, p.Types, p.TypesInfo).Files(files)
	if err != nil && len(p.Errors) == 0 && !fake {
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
	p.IllTyped = len(p.Errors) > 0
	for _, d := range p.Imports {
		p.IllTyped = p.IllTyped || d.IllTyped
	}
	if n.how == full {
		p.Syntax = files
	}
}

// parse parses a package's files, recording what does not parse in its
// Errors.
func (g *graph) parse(p *packages.Package, names []string, mode parser.Mode) []*ast.File {
	files := make([]*ast.File, 0, len(names))
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: name + ":1", Msg: err.Error(), Kind: packages.ParseError})
			continue
		}
		f, err := parser.ParseFile(g.fset, name, src, mode)
		var list scanner.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		} else if err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.ParseError})
		}
		if f != nil {
			files = append(files, f)
		}
	}
	return files
}

// importer resolves p's imports to its dependencies' types, complete by
// the time p is checked.
func importer(p *packages.Package) types.Importer {
	return importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		d := p.Imports[path]
		if d == nil {
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if d.Types == nil || !d.Types.Complete() {
			return nil, fmt.Errorf("%s did not load", path)
		}
		return d.Types, nil
	})
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// readExport reads a dependency's export data into its types.Package, as
// go/packages does: serially (the reader may fill any package of the
// dependency's closure) and with a view of exactly that closure.
func (g *graph) readExport(n *node) {
	g.exportMu.Lock()
	defer g.exportMu.Unlock()
	p := n.pkg
	if p.Types.Complete() {
		return
	}
	fail := func(err error) {
		p.IllTyped = true
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		fail(err)
		return
	}
	defer f.Close()
	// The build cache's export files are compiler archives, which only
	// NewReader opens (go/packages reads them the same way); its
	// deprecation names Go 1.29.
	r, err := gcexportdata.NewReader(f) //nolint:staticcheck // SA1019: Read alone cannot open archives before Go 1.29
	if err != nil {
		fail(fmt.Errorf("reading %s: %w", p.ExportFile, err))
		return
	}
	view := map[string]*types.Package{}
	seen := map[*packages.Package]bool{}
	var visit func(*packages.Package)
	visit = func(q *packages.Package) {
		for _, d := range q.Imports {
			if !seen[d] {
				seen[d] = true
				view[d.PkgPath] = d.Types
				visit(d)
			}
		}
	}
	visit(p)
	view[p.PkgPath] = p.Types
	tpkg, err := gcexportdata.Read(r, g.fset, view, p.PkgPath)
	if err != nil {
		fail(fmt.Errorf("reading %s: %w", p.ExportFile, err))
		return
	}
	p.Types = tpkg
}
