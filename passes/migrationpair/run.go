package migrationpair

import (
	"go/ast"
	"go/types"
	"reflect"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
)

// state is one package's analysis.
type state struct {
	// fb are the package's functions with a body, seams too (flow.Bodies):
	// looked up once, as the scans ask on every call they read.
	fb    flow.Bodies
	ctx   *passkit.Context
	cfg   *config
	acc   *accesses
	sides sideMap
	eff   *effects.Result

	reserved [3][]*fpath  // by side: fields only that side may write
	closed   []closedSide // sides whose writes are an allow-list
	signals  []*fpath     // signal fields checked in this package
	sigAll   []*fpath     // every signal field, for read facts
	mirrors  []mirrorPair
	progress []progressSet
	keys     *keyer
	graphs   map[graphKey]*funcGraph      // control-flow graphs, built on first use
	lits     map[*ast.BlockStmt]boundLits // the literals each function body binds to its variables, on first use
	spawned  map[ast.Node]bool            // the calls of the package's go statements, on first use
	partials map[partialKey]bool          // helpers with a partial-stop-only path (partialPath)
	res      *resolver                    // this package's view of the configured types, with the run's path memo
	progs    []*progCheck                 // one per progress record, on first use (progChecks)
	// writtenTypes are the types anything writes into (copywrites.go),
	// importedWrites other packages' copyWritesFacts, each read once.
	writtenTypes   map[string]bool
	importedWrites map[*types.Func][]string
	// liveFns are the functions code can run (code.LiveFuncs), and
	// liveSides the sides with one, on first use (runs).
	liveFns   map[*types.Func]bool
	liveSides [3]bool
}

// runs reports whether fn is a function of a side whose code vouches for
// that side: what one side does (reads a signal, keeps a record) counts
// only where code can run it. An unexported function nothing refers to,
// beside a side's code that does run, is a decoy: its reads and writes
// would switch a check off exactly where the code the check wants is
// missing. A side none of whose functions is live here (its entry is in
// another package, or a fixture has none) is judged by all of them.
func (st *state) runs(fn *types.Func) bool {
	s := st.sides[fn]
	if fn == nil || s == noSide {
		return false
	}
	if st.liveFns == nil {
		st.liveFns = code.LiveFuncs(st.ctx.Inspector(), st.ctx.Pass.TypesInfo, st.ctx.Pass.Pkg)
		for f, fs := range st.sides {
			st.liveSides[fs] = st.liveSides[fs] || st.liveFns[f]
		}
	}
	return st.liveFns[fn] || !st.liveSides[s]
}

// decoy reports whether fn is a function of a side that does not run
// there: what it does speaks for no side.
func (st *state) decoy(fn *types.Func) bool {
	return fn != nil && st.sides[fn] != noSide && !st.runs(fn)
}

// singles returns the package's variables assigned exactly once, with
// their values (code.Locals.Single).
func (st *state) singles() map[*types.Var]ast.Expr {
	return st.ctx.Locals().Single()
}

type mirrorPair struct {
	m    *mirror
	pair [2]*fpath
}

func run(ctx *passkit.Context) (any, error) {
	st := &state{ctx: ctx, cfg: applicable(ctx, ctx.Section.(*config)),
		fb: flow.BodiesIn(ctx.Pass.Pkg, ctx.Pass.TypesInfo, ctx.Pass.Files)}
	if err := st.resolve(); err != nil {
		return nil, err
	}
	if err := st.resolveSideWrites(ctx.Section.(*config)); err != nil {
		return nil, err
	}
	pass := ctx.Pass
	sides, err := assignSides(st.cfg, ctx.Files, pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo)
	if err != nil {
		return nil, err
	}
	st.sides = sides
	staleSides(ctx, st.cfg)

	var byLC []lcCalls
	if len(st.cfg.Lifecycles) > 0 {
		byLC = st.findLifecycleCalls()
	}
	// A package that cannot see any configured type (not even through its
	// imports) can neither touch those fields nor call anything that does;
	// one that reaches no lifecycle API neither starts nor stops one. Only
	// the key check applies to it.
	fields := len(st.reserved[source])+len(st.reserved[target])+len(st.closed)+len(st.sigAll)+len(st.mirrors)+len(st.progress) > 0
	if fields || st.reachesLifecycles() {
		if fields {
			st.acc = collect(pass, ctx.Inspector(), st.relevance(), st.singles())
		}
		st.eff = st.computeEffects(st.directs(byLC))
		if fields {
			st.checkSideFields()
			st.checkSideWrites()
			if len(st.closed) > 0 {
				h := newHanded()
				st.checkHandedRecords(h)
				st.exportHanded(h)
			}
			st.checkWiredSideWrites()
			st.checkMirrors()
			st.checkSignals()
			st.checkProgress()
			st.exportProgress()
		}
		st.checkCleanups(byLC)
		st.exportPartialPaths()
	}
	if byLC != nil {
		st.checkLifecycles(byLC)
	}
	if len(st.cfg.Copies) > 0 {
		st.checkCopies()
	}
	st.exportKeyDerivs()
	// Last: the when-field tests read the accesses collected above.
	st.exportWhens()
	if ctx.Sites {
		return st.collectSites(byLC), nil
	}
	return nil, nil
}

// resolve resolves the configured field paths against this package's view of
// the types. Paths below a type the package cannot see are dropped: the
// package cannot touch them.
func (st *state) resolve() error {
	cfg := st.ctx.Section.(*config)
	r := newResolver(st.ctx.Pass.Pkg, passkit.Shared[kvrun.Sight](st.ctx, "visible").Seen(st.ctx.Pass.Pkg, cfg.packages), st.ctx.Stale)
	// Kept by the run for the decoded section, which the per-package
	// copies applicable makes share.
	r.memo = passkit.Shared[pathMemo](st.ctx, "paths")
	st.res = r
	for _, sf := range st.cfg.SideFields {
		for _, l := range []struct {
			s    side
			list []fieldPath
		}{{source, sf.Source}, {target, sf.Target}} {
			for _, fp := range l.list {
				p, err := r.resolve(sf.Type, fp)
				if err != nil {
					return err
				}
				if p != nil {
					st.reserved[l.s] = append(st.reserved[l.s], p)
				}
			}
		}
	}
	for i := range st.cfg.Mirrors {
		m := &st.cfg.Mirrors[i]
		a, err := r.resolve(m.Type, m.Pair[0])
		if err != nil {
			return err
		}
		b, err := r.resolve(m.Type, m.Pair[1])
		if err != nil {
			return err
		}
		if a != nil && b != nil {
			st.mirrors = append(st.mirrors, mirrorPair{m, [2]*fpath{a, b}})
		}
	}
	pkg := st.ctx.Pass.Pkg.Path()
	for _, sg := range st.cfg.Signals {
		for _, fp := range sg.Fields {
			p, err := r.resolve(sg.Type, fp)
			if err != nil {
				return err
			}
			if p == nil {
				continue
			}
			st.sigAll = append(st.sigAll, p)
			if len(sg.Packages) == 0 || sg.Packages.Match(pkg) {
				st.signals = append(st.signals, p)
			}
		}
	}
	for _, pr := range st.cfg.Progress {
		ps, err := r.resolveProgress(&pr)
		if err != nil {
			return err
		}
		if ps != nil {
			st.progress = append(st.progress, *ps)
		}
	}
	return nil
}

// readAll returns the fields whose reads are summarised: signals, and the
// progress fields whose tests excuse a missing companion (MP1005).
func (st *state) readAll() []*fpath {
	if len(st.progress) == 0 {
		return st.sigAll
	}
	out := append([]*fpath(nil), st.sigAll...)
	seen := map[string]bool{}
	for _, p := range out {
		seen[p.Key] = true
	}
	for _, ps := range st.progress {
		for _, p := range ps.fields {
			if !seen[p.Key] {
				seen[p.Key] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// reachesLifecycles reports whether the package imports, directly or
// transitively, a package that declares a lifecycle API: only then can its
// functions start or stop one.
func (st *state) reachesLifecycles() bool {
	want := map[string]bool{}
	for _, lc := range st.cfg.Lifecycles {
		want[lc.Start.Pkg] = true
		want[lc.Stop.Pkg] = true
		for _, p := range lc.PartialStops {
			want[p.Pkg] = true
		}
	}
	for path := range want {
		if st.res.pkgOf(path) != nil {
			return true
		}
	}
	return st.narrowsLifecycles()
}

// narrowsLifecycles reports whether the package calls through an interface
// of the module, whose implementations its importers store, a method named
// as a lifecycle API: such an interface may narrow the lifecycle's (a
// helper that stops the proxy through an interface of its own needs no
// import of the proxy's package), and the importer that hands it the
// manager resolves the call. A narrowing interface's method has the wider
// one's name, so the name is a sound filter.
func (st *state) narrowsLifecycles() bool {
	names := map[string]bool{}
	for _, lc := range st.cfg.Lifecycles {
		for _, s := range append([]selector.Selector{lc.Start, lc.Stop}, lc.PartialStops...) {
			if s.Recv != "" {
				names[s.Name] = true
			}
		}
	}
	if len(names) == 0 {
		return false
	}
	for _, o := range st.ctx.CallGraph().Open {
		if names[o.Method] || names["*"] {
			return true
		}
	}
	return false
}

// writes reports whether access a writes field p: a write of p or of
// something below it, or a whole value of p's root type (vmi.Status = s,
// *status = s). Replacing a struct between the root and p
// (vmi.Status.MigrationState = ms) is a write of that field only: its values
// come from elsewhere and were checked where they were written.
func writes(a access, p *fpath) bool {
	if !a.Write {
		return false
	}
	under, above := relate(a.C, p)
	return under || (above && a.Deep && endsAtRoot(a.C, p))
}

// overwrites reports whether access a writes field p as the side-field rule
// (MP1001) sees it: writes, or a whole value from elsewhere put in a struct
// between the root and p (vmi.Status.MigrationState = old.DeepCopy(),
// json.Unmarshal(b, ms)), which overwrites p with whatever that value holds:
// a side that replaces the record replaces the other side's fields in it,
// however they were checked where they were written. A literal or nil is
// not such a value: the fields it leaves out are only reset.
func overwrites(a access, p *fpath) bool {
	if writes(a, p) {
		return true
	}
	_, above := relate(a.C, p)
	return a.Write && a.Deep && above
}

// endsAtRoot reports whether chain c denotes a whole value of p's root type.
func endsAtRoot(c chain, p *fpath) bool {
	if n := len(c.Steps); n > 0 {
		return c.Steps[n-1].Typ == p.Root
	}
	return c.Base == p.Root
}

// reads reports whether access a reads field p (or something below it).
func reads(a access, p *fpath) bool {
	if a.Write {
		return false
	}
	under, _ := relate(a.C, p)
	return under
}

const (
	readKey  = "reads "
	writeKey = "writes "
	// mirrorKey marks a write of a mirror pair's member (MP1002): a
	// helper of another package that writes the twin covers its caller's
	// write as one of the package's own does.
	mirrorKey = "mirror-writes "
)

// lifecycleDirects is what a call of fn does to the lifecycles, for a call
// that is not in this package (effects.Spec.Narrowed).
func (st *state) lifecycleDirects(fn *types.Func) []effects.Direct {
	var out []effects.Direct
	for i := range st.cfg.Lifecycles {
		lc := &st.cfg.Lifecycles[i]
		if kind := lcKind(lc, fn); kind != "" {
			out = append(out, effects.Direct{Key: kind + lc.Name, API: selector.Name(fn)})
		}
	}
	return out
}

// directs turns the lifecycle calls and the accesses that matter across
// packages (signal reads, writes of side-reserved fields and of mirror
// members) into direct effects, by node.
func (st *state) directs(byLC []lcCalls) map[ast.Node][]effects.Direct {
	out := map[ast.Node][]effects.Direct{}
	for i, f := range byLC {
		name := st.cfg.Lifecycles[i].Name
		for _, l := range []struct {
			key   string
			calls []lcCall
		}{{lcStart, f.starts}, {lcStop, f.stops}, {lcPartial, f.partials}} {
			for _, c := range l.calls {
				api := types.ExprString(c.call.Fun)
				if fn := code.Callee(st.ctx.Pass.TypesInfo, c.call); fn != nil {
					api = selector.Name(fn)
				}
				out[c.call] = append(out[c.call], effects.Direct{Key: l.key + name, API: api, Pos: c.call.Pos(), End: c.call.End()})
			}
		}
	}
	if st.acc == nil {
		return out
	}
	readable := st.readAll()
	for _, a := range st.acc.list {
		if a.Write {
			for _, s := range []side{source, target} {
				for _, p := range st.reserved[s] {
					if overwrites(a, p) {
						out[a.Node] = append(out[a.Node], effects.Direct{Key: writeKey + p.Key, API: p.Short + " (write)", Pos: a.Node.Pos(), End: a.Node.End()})
					}
				}
			}
			st.closedDirects(a, out)
			for _, mp := range st.mirrors {
				for _, m := range mp.pair {
					if writes(a, m) {
						out[a.Node] = append(out[a.Node], effects.Direct{Key: mirrorKey + m.Key, API: m.Short + " (write)", Pos: a.Node.Pos(), End: a.Node.End()})
					}
				}
			}
			continue
		}
		for _, p := range readable {
			if reads(a, p) {
				out[a.Node] = append(out[a.Node], effects.Direct{Key: readKey + p.Key, API: p.Short + " (read)", Pos: a.Node.Pos(), End: a.Node.End()})
			}
		}
	}
	return out
}

// funcName renders a function of the package for messages; nil is the
// package's initialisation (a package-level variable's initializer).
func funcName(fn *types.Func) string {
	if fn == nil {
		return "package initialisation"
	}
	return selector.LocalName(fn)
}

// samePkgCallers returns, for each function of the package, the other
// functions of the package that reference it (calls, go/defer, method
// values).
func (st *state) samePkgCallers() map[*types.Func][]*types.Func {
	callers := map[*types.Func][]*types.Func{}
	seen := map[[2]*types.Func]bool{}
	for _, e := range st.eff.Edges {
		if e.Caller == nil || e.Callee.Pkg() != st.ctx.Pass.Pkg || e.Caller == e.Callee {
			continue
		}
		k := [2]*types.Func{e.Caller, e.Callee}
		if seen[k] {
			continue
		}
		seen[k] = true
		callers[e.Callee] = append(callers[e.Callee], e.Caller)
	}
	return callers
}

// nodeTypes returns one node of each type among the keys of direct, for
// effects.Spec.Nodes: the walk visits only nodes of the types that can
// carry a direct effect (none when there is none).
func nodeTypes(direct map[ast.Node][]effects.Direct) []ast.Node {
	out := []ast.Node{}
	seen := map[reflect.Type]bool{}
	for n := range direct {
		if t := reflect.TypeOf(n); !seen[t] {
			seen[t] = true
			out = append(out, n)
		}
	}
	return out
}

// computeEffects summarises what each function of the package reads,
// writes, starts and stops (direct: the package's own accesses and
// lifecycle calls, by node), through its calls and other packages' facts.
func (st *state) computeEffects(direct map[ast.Node][]effects.Direct) *effects.Result {
	ins := st.ctx.Inspector()
	pass := st.ctx.Pass
	imp, exp := effects.FactIO[accessFact](pass)
	return effects.Compute(pass, ins, effects.Spec{
		Direct: func(n ast.Node) []effects.Direct { return direct[n] },
		// The package's own calls through narrowing keys are in direct
		// (dispatched); another package's pending call that this
		// package's stores narrow is a start or stop of the method.
		Narrowed: func(call *ast.CallExpr, fn *types.Func) []effects.Direct {
			if call != nil {
				return nil
			}
			return st.lifecycleDirects(fn)
		},
		Nodes:  nodeTypes(direct),
		Files:  st.ctx.Files,
		Import: imp,
		// Only exported names can be called from another package (an
		// exported method of an unexported type is callable when promoted);
		// nil is the package's own fact (effects.Spec.Export). So its
		// summaries keep their own pending calls (no Spec.Pending):
		// kvpending's cover every function, and an importer reading
		// them would see pending calls of unexported ones this pass
		// never exported.
		Export: func(fn *types.Func, s *effects.Summary) {
			if fn == nil || fn.Exported() {
				exp(fn, s)
			}
		},
		Site: st.ctx.Site,
	})
}
