// Package effects answers "does this function, directly or through the
// functions it calls, do X?" for any X a pass defines. It computes a summary
// per function over the package's static call graph — each strongly
// connected component solved to its own fixed point, callees first — and
// exports it through the calling pass's own fact type, so callers in other
// packages see it.
//
// Edges and the solver are the flow engine's (internal/flow): an edge is
// every reference to a declared function or method inside a function body —
// calls, `go` and `defer` calls, method values and function values (a
// function handed to another is assumed to be called). Closures belong to
// the function that contains them. Calls through the module's interface
// methods and function-typed variables are edges to the implementations the
// package stores there (flow's dispatch, with Edge.Via set); a witness names
// the dispatch ("netsetup.NetConf.Setup, implemented by
// impl.netConf.Setup"). A call whose implementations other packages may
// store stays pending in the summaries (pending.go) until an importer that
// sees the stores resolves it. What initializing a package reaches (its
// imports', its package-level initializers' calls, its init functions) is
// a summary of its own, in the package fact, for passes that ask
// (Spec.ImportInit, init.go).
package effects

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/selector"
)

// Direct is one effect performed directly at a node.
type Direct struct {
	Key string    // effect name
	API string    // display name of what performs it, e.g. "unix.Mount"
	Pos token.Pos // where
	End token.Pos
}

// Spec is what a pass supplies.
type Spec struct {
	// Direct returns the effects node n performs by itself. It is called for
	// every node inside every function body and package-level initializer.
	Direct func(n ast.Node) []Direct
	// Nodes, when not nil, are the types of the nodes Direct may return
	// effects for (a node of each, as inspector.Nodes takes them): Direct
	// is called for those only, and an empty list walks nothing.
	Nodes []ast.Node
	// Narrowed, when not nil, returns the effects call performs when its
	// callee, a method of an interface of the module, is fn, a method of a
	// wider interface whose values the receiver may hold (flow's Narrowed):
	// what Direct returns for a call of fn itself. call is nil for a
	// pending call of another package that this package's stores narrow
	// (only what calling fn does by itself counts; positions are unused).
	// Without it such calls have no effect of their own.
	Narrowed func(call *ast.CallExpr, fn *types.Func) []Direct
	// Import loads the summary of a function of another package (nil if none).
	Import func(fn *types.Func) *Summary
	// Export stores the summary of a function of this package. Only non-empty
	// summaries are exported. With a nil fn it stores the package's fact
	// (Summary.Stored); FactIO's Export does both.
	Export func(fn *types.Func, s *Summary)
	// ImportInit, when not nil, reads what initializing an imported
	// package reaches (its package fact's effects; nil if nothing), and
	// Compute works out the same for this package (Result.Init, init.go)
	// and exports it in the package fact.
	ImportInit func(*types.Package) *Summary
	// Site renders a position for witnesses.
	Site func(token.Pos) string
	// Files are the package's physical files, which tell cgo's own
	// generated files from code someone wrote (nil: from the pass).
	Files *physical.Files
	// Pending, when not nil, are the dependencies' pending calls, exported
	// once for every pass by the pending analyzer (PendingFact): an
	// imported summary takes its pending calls from there, and Export
	// stores effects only. Nil: the summaries Import reads and Export
	// stores carry their own pending calls (the pending analyzer itself).
	Pending *Pendings
}

// Edge is one static reference from a function of this package to a
// declared function: the flow engine's call edge, the one definition of
// what an edge is.
type Edge = flow.Edge

// Site is one direct effect inside a function of this package.
type Site struct {
	Caller *types.Func // nil inside package-level initializers
	Direct
}

// Result is the package's effect information.
type Result struct {
	Funcs map[*types.Func]*Summary // this package's functions
	Edges []Edge
	Sites []Site
	// Init is what initializing the package reaches (Spec.ImportInit).
	Init Map
	// inits are the imports' initialization summaries, as read.
	inits map[*types.Package]*Summary
	spec  Spec
	pkg   *types.Package
	cg    *flow.CallGraph // keeps the package's shared call graph alive while a pass uses it
	// imported holds the callees of other packages as this package sees
	// them: their summaries with the pending calls this package resolves.
	imported map[*types.Func]*importedLinks
	plain    map[*types.Func]*importedLinks // the same, without resolution
	aug      map[*types.Func]*Summary       // imported summaries with resolutions, as Of returns them
	fset     *token.FileSet
	pass     *analysis.Pass
	stored   map[string]*Summary // the dependencies' Summary.Stored, by id; nil until needed
	// resolvable memoises live's answer for pending keys.
	resolvable map[string]bool
}

// Of returns the summary of fn: computed for this package's functions,
// imported for others. Nil when fn has no effects.
//
// The summary of another package's function includes what its pending
// calls reach through the implementations this package's view resolves
// them to (pending.go).
func (r *Result) Of(fn *types.Func) *Summary {
	fn = fn.Origin()
	if fn.Pkg() == r.pkg {
		return r.Funcs[fn]
	}
	if s, ok := r.aug[fn]; ok {
		return s
	}
	return r.importSummary(fn)
}

func (r *Result) importSummary(fn *types.Func) *Summary {
	if r.spec.Import == nil {
		return nil
	}
	s := r.spec.Import(fn)
	if s == nil && (!fn.Exported() || flow.IsSeam(fn)) && r.cg != nil {
		// An unexported function of another package, reached through
		// its seam (var One = mountIt), or the literal a seam holds
		// (var One = func…): facts on it stay in its package, which
		// published its summary with what it stores.
		s = r.storedSummary(r.cg.StoredID(fn))
	}
	return s
}

// importPending is the pending part of fn's summary when Spec.Pending
// holds them (else the imported summary carries them).
func (r *Result) importPending(fn *types.Func) *Summary {
	if r.spec.Pending == nil {
		return nil
	}
	return r.spec.Pending.of(fn)
}

// none reports whether s has neither effects nor pending calls.
func (s *Summary) none() bool { return s == nil || (len(s.Effects) == 0 && len(s.Pending) == 0) }

// storedSummary is the summary of a function stored under id, as the
// package that stores it saw it (Summary.Stored).
func (r *Result) storedSummary(id string) *Summary {
	if r.stored == nil {
		r.stored = storedByID(r.pass)
	}
	return r.stored[id]
}

// storedByID gathers the stored summaries (Summary.Stored) of the package
// facts of pass's analyzer that its dependencies exported, by id.
func storedByID(pass *analysis.Pass) map[string]*Summary {
	out := map[string]*Summary{}
	for _, pf := range pass.AllPackageFacts() {
		if f, ok := pf.Fact.(Fact); ok && pf.Package != pass.Pkg {
			for i := range f.summary().Stored {
				st := &f.summary().Stored[i]
				out[st.ID] = &st.Summary
			}
		}
	}
	return out
}

// Through returns the witness by which a call to callee reaches key, with
// callee itself prepended to the chain.
func (r *Result) Through(callee *types.Func, key string) (Witness, bool) {
	s := r.Of(callee)
	if s == nil {
		return Witness{}, false
	}
	w, ok := s.Effects[key]
	if !ok {
		return Witness{}, false
	}
	return prependCallee(callee, w), true
}

// prependCallee is w with callee's name before its chain.
func prependCallee(callee *types.Func, w Witness) Witness {
	return w.Behind(selector.Name(callee), "")
}
