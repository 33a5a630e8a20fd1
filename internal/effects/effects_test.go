package effects_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// reachFact is the test analyzer's fact, as a pass would declare it.
type reachFact struct{ effects.Summary }

func (*reachFact) AFact()           {}
func (f *reachFact) String() string { return f.Summary.String() }

// The test analyzer counts a call of example.com/sys.Mount as effect "mount"
// and of example.com/sys.Chroot as "chroot", and reports every edge that
// reaches an effect from package comp, with its witness.
var testAnalyzer = sysAnalyzer[reachFact]("effectstest", "test analyzer for internal/effects", nil, reportEdges)

// reportEdges reports every edge of the component packages' results that
// reaches an effect, with its witness and where each link is called.
func reportEdges(pass *analysis.Pass, res *effects.Result) {
	if p := pass.Pkg.Path(); p == "example.com/comp" || p == "example.com/mod/component" || p == "example.com/mod/root" {
		for _, e := range res.Edges {
			if e.Callee.Pkg() == pass.Pkg {
				continue
			}
			for _, key := range res.Of(e.Callee).Keys() {
				w, _ := res.ThroughEdge(e, key)
				// Where each link after the first is called, by
				// file base name and line.
				var at []string
				for _, l := range w.Links() {
					file, line, _ := strings.Cut(l.At, ":")
					line, _, _ = strings.Cut(line, ":")
					at = append(at, l.Caller+"@"+filepath.Base(file)+":"+line)
				}
				pass.Reportf(e.Node.Pos(), "%s via %s calls %s", key, w, strings.Join(at, " "))
			}
		}
	}
}

// sysAnalyzer is a test analyzer that computes each package's effects
// (sysSpec), keeps its summaries in facts of type F with
// effects.FactIO and hands the result to report. With pending (not nil) it
// takes the dependencies' pending calls from that analyzer (Spec.Pending),
// as kvlint's passes take kvpending's.
func sysAnalyzer[F any, PF interface {
	*F
	effects.Fact
}](name, doc string, pending *analysis.Analyzer, report func(*analysis.Pass, *effects.Result)) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:      name,
		Doc:       doc,
		Requires:  []*analysis.Analyzer{inspect.Analyzer, flow.Analyzer},
		FactTypes: []analysis.Fact{PF(new(F))},
		Run: func(pass *analysis.Pass) (any, error) {
			imp, exp := effects.FactIO[F, PF](pass)
			spec := sysSpec(pass, imp, exp)
			if pending != nil {
				spec.Pending = pass.ResultOf[pending].(*effects.Pendings)
			}
			report(pass, effects.Compute(pass, pass.ResultOf[inspect.Analyzer].(*inspector.Inspector), spec))
			return nil, nil
		},
	}
	if pending != nil {
		a.Requires = append(a.Requires, pending)
	}
	return a
}

// sysSpec counts a call of example.com/sys.Mount as effect "mount" and of
// Chroot as "chroot", with sites as "file.go:line".
func sysSpec(pass *analysis.Pass, imp func(*types.Func) *effects.Summary, exp func(*types.Func, *effects.Summary)) effects.Spec {
	apis := map[string]string{"Mount": "mount", "Chroot": "chroot"}
	return effects.Spec{
		Direct: func(n ast.Node) []effects.Direct {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return nil
			}
			fn := code.Callee(pass.TypesInfo, call)
			if fn == nil || selector.PkgPath(fn.Pkg()) != "example.com/sys" {
				return nil
			}
			if key, ok := apis[fn.Name()]; ok {
				return []effects.Direct{{Key: key, API: selector.Name(fn), Pos: call.Pos(), End: call.End()}}
			}
			return nil
		},
		Import: imp,
		Export: exp,
		Site: func(p token.Pos) string {
			pos := pass.Fset.Position(p)
			return filepath.Base(pos.Filename) + ":" + strconv.Itoa(pos.Line)
		},
	}
}

func TestEffects(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer, "example.com/comp")
}

// TestDispatch: calls through interfaces and function-typed fields,
// variables and parameters reach what the package stores there, not every
// implementation, and never what a _test.go file stores.
func TestDispatch(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer, "example.com/mod/component")
}

// TestDispatchAcrossPackages: the interface is declared in one package,
// implemented in another, stored into the worker's fields in a third and
// the worker run from a fourth, where its calls resolve; implementations
// stored only by a test, or stored elsewhere, are never reached.
func TestDispatchAcrossPackages(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer, "example.com/mod/root")
}

// pendingAnalyzer exports every function's pending calls, as kvlint's
// pending analyzer does for its passes.
var pendingAnalyzer = &analysis.Analyzer{
	Name:       "pendingtest",
	Doc:        "pending calls for internal/effects tests",
	Requires:   []*analysis.Analyzer{inspect.Analyzer, flow.Analyzer},
	FactTypes:  []analysis.Fact{new(effects.PendingFact)},
	ResultType: reflect.TypeFor[*effects.Pendings](),
	Run: func(pass *analysis.Pass) (any, error) {
		imp, exp := effects.FactIO[effects.PendingFact](pass)
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		// No node is walked for direct effects: what the solver finds is
		// the pending calls alone.
		spec := sysSpec(pass, imp, exp)
		spec.Nodes = []ast.Node{}
		effects.Compute(pass, ins, spec)
		return effects.NewPendings(pass), nil
	},
}

// takesPendingFact is the fact of a pass that takes the pending calls from
// pendingAnalyzer (Spec.Pending) and so exports effects only.
type takesPendingFact struct{ effects.Summary }

func (*takesPendingFact) AFact()           {}
func (f *takesPendingFact) String() string { return f.Summary.String() }

// takesPending is testAnalyzer's pass with Spec.Pending set; it hands every
// package's result to seen.
func takesPending(seen func(*analysis.Pass, *effects.Result)) *analysis.Analyzer {
	return sysAnalyzer[takesPendingFact]("takespending", "testAnalyzer, taking its pending calls from pendingtest", pendingAnalyzer,
		func(pass *analysis.Pass, res *effects.Result) {
			reportEdges(pass, res)
			seen(pass, res)
		})
}

// TestPassWithPendingFindsTheSame: a pass whose pending calls the pending
// analyzer exports finds every effect, with the same witnesses, that a
// pass carrying its own pending calls finds, through calls that resolve
// two packages up (the want lines testAnalyzer meets).
func TestPassWithPendingFindsTheSame(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), takesPending(func(*analysis.Pass, *effects.Result) {}), "example.com/mod/root")
}

// TestUnresolvedPendingCallsAreNotCarried: where the package's view
// resolves a pending call to nothing, a pass with Spec.Pending does not
// carry it (its export would drop it), while a pass that exports its own
// pending calls does. root's Main reaches the worker's three calls through
// fields: the setter and the hook, which the wiring package in root's view
// stores into, and the mock, which only the worker's test stores into.
func TestUnresolvedPendingCallsAreNotCarried(t *testing.T) {
	var mu sync.Mutex
	carried := map[string][]string{}
	record := func(name string) func(*analysis.Pass, *effects.Result) {
		return func(pass *analysis.Pass, res *effects.Result) {
			if pass.Pkg.Path() != "example.com/mod/root" {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for fn, s := range res.Funcs {
				for _, p := range s.Pending {
					if fn.Name() == "Main" {
						carried[name] = append(carried[name], p.Key+"."+p.Method)
					}
				}
			}
		}
	}
	analysistest.Run(t, analysistest.TestData(), sysAnalyzer[reachFact]("recordown", "testAnalyzer, recording", nil, func(pass *analysis.Pass, res *effects.Result) {
		reportEdges(pass, res)
		record("own")(pass, res)
	}), "example.com/mod/root")
	analysistest.Run(t, analysistest.TestData(), takesPending(record("taken")), "example.com/mod/root")
	if len(carried["own"]) != 3 {
		t.Errorf("the pass exporting its own pending calls carries %q; want the setter's, the hook's and the mock's", carried["own"])
	}
	if len(carried["taken"]) != 2 {
		t.Errorf("the pass with Spec.Pending carries %q; want the setter's and the hook's only", carried["taken"])
	}
	for _, k := range carried["taken"] {
		if !slices.Contains(carried["own"], k) {
			t.Errorf("the pass with Spec.Pending carries %q, which the other does not", k)
		}
	}
}

// initFact is the initialization test analyzer's fact.
type initFact struct{ effects.Summary }

func (*initFact) AFact()           {}
func (f *initFact) String() string { return f.Summary.String() }

// initAnalyzer computes what initializing each package reaches
// (Spec.ImportInit) and reports, in example.com/initcomp, every import
// whose initialization reaches an effect, with its witness and where each
// link after the first is.
var initAnalyzer = &analysis.Analyzer{
	Name:      "effectsinit",
	Doc:       "initialization test analyzer for internal/effects",
	Requires:  []*analysis.Analyzer{inspect.Analyzer, flow.Analyzer},
	FactTypes: []analysis.Fact{new(initFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		imp, exp := effects.FactIO[initFact](pass)
		spec := sysSpec(pass, imp, exp)
		spec.ImportInit = effects.InitIO[initFact](pass)
		res := effects.Compute(pass, pass.ResultOf[inspect.Analyzer].(*inspector.Inspector), spec)
		if pass.Pkg.Path() != "example.com/initcomp" {
			return nil, nil
		}
		for c := range res.InitCrossings(func(*types.Package) bool { return true }) {
			var at []string
			for _, l := range c.Witness.Links() {
				file, line, _ := strings.Cut(l.At, ":")
				line, _, _ = strings.Cut(line, ":")
				at = append(at, l.Caller+"@"+filepath.Base(file)+":"+line)
			}
			pass.Reportf(c.Import.Pos(), "%s via %s calls %s", c.Key, c.Witness, strings.Join(at, " "))
		}
		return nil, nil
	},
}

// TestInitialization: what initializing a package reaches is its init
// functions' effects (the first of two that tie), its package-level
// initializers' calls (not the functions and literals they only hold),
// and its imports' initialization, through any number of imports; an
// importer reaches it at the import, and carries it in its own package
// fact.
func TestInitialization(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), initAnalyzer, "example.com/initcomp")
}
