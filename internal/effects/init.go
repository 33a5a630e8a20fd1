package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/selector"
)

// A package's initialization runs before any of its functions: its
// imports' initialization, its package-level variables' initializers and
// its init functions. A binary that imports a package runs all of it
// without calling anything, so a component reaches what initializing
// the packages it imports reaches. No call edge leads there: Result.Init
// is the package's own answer, exported in its package fact for its
// importers (Spec.ImportInit).

// InitName is how a witness names the initialization of the package at
// path: "init of PATH".
func InitName(path string) string { return "init of " + path }

// InitCrossing is an import of a package outside a component whose
// initialization reaches Key.
type InitCrossing struct {
	Import *ast.ImportSpec
	Key    string
	// Witness is the chain from the imported package's initialization,
	// named first (InitName), to the API.
	Witness Witness
}

// InitCrossings yields, for every import in the package's files of a
// package that outside accepts (asked once per package), each effect its
// initialization reaches (Spec.ImportInit), in file order and key order.
// This is where a pass reports what a component reaches by importing
// shared code: no call leads there.
func (r *Result) InitCrossings(outside func(*types.Package) bool) iter.Seq[InitCrossing] {
	return func(yield func(InitCrossing) bool) {
		if r.spec.ImportInit == nil {
			return
		}
		byPath := map[string]*types.Package{}
		for _, p := range r.pkg.Imports() {
			if outside(p) {
				byPath[p.Path()] = p
			}
		}
		for _, f := range r.pass.Files {
			for _, spec := range f.Imports {
				path, err := strconv.Unquote(spec.Path.Value)
				p := byPath[path]
				if err != nil || p == nil {
					continue
				}
				s := r.importedInit(p)
				for _, k := range s.Keys() {
					if !yield(InitCrossing{Import: spec, Key: k, Witness: s.Effects[k].Behind(InitName(path), "")}) {
						return
					}
				}
			}
		}
	}
}

// initEffects returns what initializing the package reaches, the least
// witness per effect: the calls its package-level initializers make (not
// those in function literals they only hold; a function or primitive they
// only name, var openFunc = open, runs when something calls it), its init
// functions, and its imports' initialization.
func (r *Result) initEffects(ws *witnesses) Map {
	links := map[string]*link{}
	runs := initCalls(r.pass.Files)
	for _, s := range r.Sites {
		// A pass places a direct effect on the call, or on the name it
		// calls (a channel's API).
		if s.Caller == nil && runs[span{s.Pos, s.End}] {
			offer(links, s.Key, &link{name: s.API, site: r.spec.Site(s.Pos), n: 1, pos: s.Pos})
		}
	}
	for _, e := range r.Edges {
		if call, ok := e.Node.(*ast.CallExpr); ok && e.Caller == nil && runs[span{call.Pos(), call.End()}] {
			r.offerThrough(links, r.Of(e.Callee), linkName(e), e.Pos)
		}
	}
	// In source order: two init functions through the same chain tie, and
	// the first one's is the one a witness shows.
	for _, fn := range initFuncs(r.pass) {
		r.offerThrough(links, r.Funcs[fn], selector.Name(fn), fn.Pos())
	}
	for _, imp := range r.pkg.Imports() {
		r.offerThrough(links, r.importedInit(imp), InitName(imp.Path()), importPos(r.pass.Files, imp.Path()))
	}
	if len(links) == 0 {
		return nil
	}
	m := make(Map, len(links))
	for k, l := range links {
		m[k] = ws.of(l)
	}
	return m
}

// importedInit is what initializing imported package p reaches, read
// from its package fact once for the package's own summary and its
// crossings (nil when nothing).
func (r *Result) importedInit(p *types.Package) *Summary {
	if s, ok := r.inits[p]; ok {
		return s
	}
	if r.inits == nil {
		r.inits = map[*types.Package]*Summary{}
	}
	s := r.spec.ImportInit(p).Decoded()
	r.inits[p] = s
	return s
}

// offerThrough offers each effect of s reached through name, called (or
// imported) at pos.
func (r *Result) offerThrough(links map[string]*link, s *Summary, name string, pos token.Pos) {
	if s == nil {
		return
	}
	for k, w := range s.Effects {
		offer(links, k, linkOf(w).prepend(name, pos))
	}
}

// initFuncs are the package's init functions, in source order: the
// functions named init without a receiver (Go allows no other; a method
// may have the name).
func initFuncs(pass *analysis.Pass) []*types.Func {
	var out []*types.Func
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					out = append(out, fn)
				}
			}
		}
	}
	return out
}

// importPos is where files import path (NoPos if they do not).
func importPos(files []*ast.File, path string) token.Pos {
	for _, f := range files {
		for _, spec := range f.Imports {
			if p, err := strconv.Unquote(spec.Path.Value); err == nil && p == path {
				return spec.Path.Pos()
			}
		}
	}
	return token.NoPos
}

// span is a node's range.
type span struct{ pos, end token.Pos }

// initCalls are the calls package-level variable declarations make when
// the package initializes, with the names they call: not those inside the
// function literals they hold (a table of handlers, a default hook), which
// run when something calls them; a literal called in place (var x =
// func() T { … }()) runs.
func initCalls(files []*ast.File) map[span]bool {
	out := map[span]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			called := map[*ast.FuncLit]bool{}
			ast.Inspect(gd, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					out[span{n.Pos(), n.End()}] = true
					switch fun := ast.Unparen(n.Fun).(type) {
					case *ast.FuncLit:
						called[fun] = true
					case *ast.Ident:
						out[span{fun.Pos(), fun.End()}] = true
					case *ast.SelectorExpr:
						out[span{fun.Sel.Pos(), fun.Sel.End()}] = true
					}
				case *ast.FuncLit:
					return called[n]
				}
				return true
			})
		}
	}
	return out
}
