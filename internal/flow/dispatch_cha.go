package flow

import (
	"fmt"
	"go/types"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// DebugAnalyzer returns kvflow (Analyzer) with a debug-only dispatch
// resolution, for measuring it, never for production runs (kvlint's hidden
// -debug-dispatch flag):
//
//   - "cha" resolves a call through an interface method of the module by
//     class-hierarchy analysis: to every named non-interface type of the
//     module in the package's view (its own and the packages it imports,
//     transitively; never a type declared in a _test.go file) whose value
//     or pointer implements the interface, whatever the code stores;
//     function-typed keys keep their stored functions;
//   - "stored" keeps the default resolution (the stores);
//
// and with either, each package prints one line to standard error,
// "kvflow-debug: MODE PKG edges=N open=M": the dispatch edges of its call
// graph (one per call and implementation resolved in the package) and its
// calls left open for importers. Every pass of a run must require the same
// instance (passkit.Settings.Flow), so that it runs once per package.
func DebugAnalyzer(mode string) (*analysis.Analyzer, error) {
	switch mode {
	case "stored", "cha":
		return newAnalyzer(mode), nil
	default:
		return nil, fmt.Errorf("-debug-dispatch=%s: want cha or stored (a debug switch; leave it out for normal runs)", mode)
	}
}

// chaTargets is targets by class-hierarchy analysis for a call through a
// method of the interface key holds: the module's types in this package's
// view that implement it, in a stable order.
func (d *dispatch) chaTargets(key string) []source {
	obj := d.object(key)
	if obj == nil {
		return nil
	}
	t := held(keyType(obj))
	if t == nil {
		return nil
	}
	iface, ok := t.Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	memo := "\x03cha\x00" + key
	if ts, ok := d.memo[memo]; ok {
		return ts
	}
	d.pkg("") // fills d.pkgs with the package's view
	var out []source
	for _, p := range d.pkgs {
		if !d.inModule(p) {
			continue
		}
		for _, name := range p.Scope().Names() {
			tn, ok := p.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || d.inTestFile(tn) {
				continue
			}
			n, ok := tn.Type().(*types.Named)
			if !ok || n.TypeParams().Len() > 0 || types.IsInterface(n) {
				continue
			}
			if _, isSig := n.Underlying().(*types.Signature); isSig {
				continue
			}
			switch {
			case types.Implements(n, iface):
				out = append(out, source{srcType, d.id(tn)})
			case types.Implements(types.NewPointer(n), iface):
				out = append(out, source{srcPtr, d.id(tn)})
			}
		}
	}
	slices.SortFunc(out, func(a, b source) int { return strings.Compare(a.id, b.id) })
	d.memo[memo] = out
	return out
}

// inTestFile reports a type declared in a _test.go file of this package.
func (d *dispatch) inTestFile(tn *types.TypeName) bool {
	return tn.Pkg() == d.pass.Pkg && strings.HasSuffix(d.pass.Fset.PositionFor(tn.Pos(), false).Filename, "_test.go")
}

// debugLine prints the package's dispatch counts when the debug switch is
// set, once per package.
func (g *CallGraph) debugLine() {
	d := g.d
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.mode == "" || d.pass == nil || d.printed {
		return
	}
	d.printed = true
	n := 0
	for _, e := range g.Edges {
		if e.Via != nil {
			n++
		}
	}
	fmt.Fprintf(os.Stderr, "kvflow-debug: %s %s edges=%d open=%d narrowed=%d\n", d.mode, d.pass.Pkg.Path(), n, len(g.Open), len(g.Narrowed))
}
