package passkit

import (
	"cmp"
	"go/ast"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// NewPending builds the pending analyzer (kvpending) for settings s. For
// each package of the module scope it computes every function's pending
// calls (effects.Pending) once and exports them as effects.PendingFact;
// its result is the dependencies' pending calls (effects.Pendings), which
// the passes read through Context.Pending. Pending calls are the same for
// every pass, and each pass exporting its own copy made go vet's facts
// four times larger than they need be.
//
// Every pass built from the same Settings should require one instance
// (Settings.Shared gives them one); a pass built alone gets its own.
func NewPending(s Settings) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       "kvpending",
		Doc:        "kvpending records, for kvlint's passes, the calls through interfaces and function-typed keys that each function reaches and whose implementations importers may store",
		URL:        "https://github.com/kvlint/kvlint/blob/main/docs/architecture.md#effects",
		Requires:   []*analysis.Analyzer{cmp.Or(s.Flow, flow.Analyzer)},
		FactTypes:  []analysis.Fact{new(effects.PendingFact)},
		ResultType: reflect.TypeFor[*pendingResult](),
		Run: func(pass *analysis.Pass) (result any, err error) {
			defer contain(&err, "kvlint's kvpending", pass)
			return runPending(s, pass)
		},
	}
}

// defaultPending is the pending analyzer of the passes' own Analyzer
// variables (Defaults): one instance, as a driver that runs several of
// them needs (a fact type belongs to one analyzer).
var defaultPending = NewPending(Settings{})

// Defaults are the settings the passes' own Analyzer variables are built
// from (go vet's and nogo's analyzers): policy by discovery, one pending
// analyzer for all.
func Defaults() Settings { return Settings{Pending: defaultPending} }

// pendingResult is kvpending's result: the dependencies' pending calls,
// and the package's call graph, held for the first pass to take (the flow
// cache holds it weakly, and the passes come later). It holds no
// inspector: kvpending runs far ahead of the passes, and the passes build
// the package's inspector when the first of them starts (packagePins).
type pendingResult struct {
	pendings *effects.Pendings
	mu       sync.Mutex
	cg       *flow.CallGraph
}

// take hands the held call graph to the first pass that asks (nil to the
// others), so that the result keeps it no longer.
func (r *pendingResult) take() *flow.CallGraph {
	r.mu.Lock()
	defer r.mu.Unlock()
	cg := r.cg
	r.cg = nil
	return cg
}

// runPending computes and exports the package's pending calls, for the
// packages the passes analyse (passkit.Run's scope), and gathers its
// dependencies'.
func runPending(s Settings, pass *analysis.Pass) (*pendingResult, error) {
	_, fs, inScope, err := s.scope(pass)
	if err != nil || !inScope {
		return nil, err
	}
	cg := flow.CallGraphOf(pass, fs)
	ctx := &Context{Pass: pass, Files: fs}
	imp, exp := effects.FactIO[effects.PendingFact](pass)
	// No direct effects: what the solver finds is the pending calls alone,
	// and no inspector is needed.
	effects.Compute(pass, nil, effects.Spec{
		Direct: func(ast.Node) []effects.Direct { return nil }, Nodes: []ast.Node{},
		Import: imp, Export: exp, Site: ctx.Site, Files: fs,
	})
	return &pendingResult{pendings: effects.NewPendings(pass), cg: cg}, nil
}

// usePending gives ctx the pending analyzer's result: the dependencies'
// pending calls, and its call graph if no pass took it yet.
func (c *Context) usePending(res *pendingResult) {
	if res == nil {
		return
	}
	c.pending = res.pendings
	if cg := res.take(); cg != nil {
		c.cg = cg
		c.pins.keep(c.Pass.Pkg, func(pn *pin) { pn.cg = cg })
	}
}

// Pending returns the dependencies' pending calls, for effects.Spec's
// Pending: the result of the pending analyzer the pass requires.
func (c *Context) Pending() *effects.Pendings { return c.pending }
