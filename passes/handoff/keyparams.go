package handoff

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// Key parameters. A helper that sets whatever key it is given
//
//	func setLabel(vmi *v1.VirtualMachineInstance, key, value string) { vmi.Labels[key] = value }
//
// sets the owned key a caller passes it (setLabel(vmi, v1.NodeNameLabel,
// node)) as surely as the caller's own vmi.Labels[v1.NodeNameLabel] = node.
// Its name says nothing (a call named Add…/Set…/Remove… is read as a write
// by name where no body is known); its body does. A string parameter is a
// key parameter where the function sets it on an object the way keyUse
// reads a key constant as set, or hands it on as another function's key
// parameter; the key constant passed in its place is then written at the
// call, for HO1007 and the map alike.

// keyParamsFact is exported for an exported function of the module with
// key parameters: the parameter's index → the witness from inside the
// function down to the write.
type keyParamsFact struct{ effects.Summary }

func (*keyParamsFact) AFact() {}

func (f *keyParamsFact) String() string { return "sets key parameters " + f.Summary.String() }

// keylessWriterFact is exported for an exported function of the module
// named as the name rule reads a writer (Add…/Set…/Remove…) that takes a
// string and, read from its body, sets no key it is handed and hands none
// on to a function only its name judges (handsToNamedWriters): its name
// must not make it a writer in the packages that call it, as it does not
// in its own (writerName). Only such functions get it, so the facts stay
// few.
type keylessWriterFact struct{}

func (*keylessWriterFact) AFact() {}

func (*keylessWriterFact) String() string { return "sets no key it is handed" }

// keyParams holds the key parameters of the package's functions, and reads
// other packages' from their facts.
type keyParams struct {
	pass     *analysis.Pass
	local    map[*types.Func]effects.Map
	imported map[types.Object]effects.Map // other packages' facts, as read (by flow.FactObject)
	// locals tells where a call's result kept in a local variable, or
	// returned, becomes an object's labels or annotations; handovers are
	// its calls of other packages' functions handed over, once asked.
	locals    *localMaps
	handovers map[*ast.CallExpr]bool
	// cg resolves calls through function values (calleeOf).
	cg *flow.CallGraph
	// held are the constants locals and own fields hold (heldKeys),
	// built on first use.
	held map[types.Object][]*types.Const
}

// heldConsts returns heldKeys for the package, built once.
func (kp *keyParams) heldConsts(ctx *passkit.Context) map[types.Object][]*types.Const {
	if kp == nil {
		return heldKeys(ctx)
	}
	if kp.held == nil {
		kp.held = heldKeys(ctx)
	}
	return kp.held
}

// at returns the witness of fn's i-th parameter being set as a key.
func (kp *keyParams) at(fn *types.Func, i int) (effects.Witness, bool) {
	return kp.lookup(fn, strconv.Itoa(i))
}

// returnedAt returns the witness of fn's i-th parameter being a key of the
// map fn returns (returnedPrefix).
func (kp *keyParams) returnedAt(fn *types.Func, i int) (effects.Witness, bool) {
	return kp.lookup(fn, returnedPrefix+strconv.Itoa(i))
}

// returnedPrefix starts the fact's key of a parameter that is a key of the
// map the function returns: set where a caller hands the result over.
const returnedPrefix = "returned "

// filteredKey is the fact's key of parameter i that the function filters
// out of its list parameter j (for _, f := range list { if f != key {
// out = append(out, f) } }): removed where a caller hands it an object's
// finalizers as that list, as surely as by the caller's own filter.
func filteredKey(i, j int) string { return "filtered " + strconv.Itoa(i) + " from " + strconv.Itoa(j) }

// filteredList reports the index of fn's list parameter that the key at
// full[i] (a parameter compared in an if) is filtered out of (filterRange).
func filteredList(info *types.Info, full []ast.Node, i int, fn *types.Func) (int, bool) {
	ifs, ok := full[i-1].(*ast.IfStmt)
	cmp, isCmp := full[i].(*ast.BinaryExpr)
	if !ok || !isCmp || ifs.Cond != cmp {
		return 0, false
	}
	rs := filterRange(info, ifs, cmp, full[:i-1])
	if rs == nil {
		return 0, false
	}
	list := code.LocalVarOf(info, rs.X)
	for j, p := range code.Params(fn, false) {
		if p == list && list != nil {
			return j, true
		}
	}
	return 0, false
}

// filteredAt returns the witness of fn's i-th parameter being filtered out
// of the list call hands it, where that list is an object's finalizers.
func (kp *keyParams) filteredAt(info *types.Info, call *ast.CallExpr, fn *types.Func, i int) (effects.Witness, bool) {
	if kp == nil || fn == nil || i < 0 {
		return effects.Witness{}, false
	}
	args := flow.ParamArgs(info, call, fn)
	for j := range args {
		if w, ok := kp.lookup(fn, filteredKey(i, j)); ok && objectFinalizers(info, args[j]) {
			return w, true
		}
	}
	return effects.Witness{}, false
}

func (kp *keyParams) lookup(fn *types.Func, key string) (effects.Witness, bool) {
	if kp == nil || fn == nil || fn.Pkg() == nil {
		return effects.Witness{}, false
	}
	if fn.Pkg() == kp.pass.Pkg {
		w, ok := kp.local[fn][key]
		return w, ok
	}
	w, ok := kp.importedParams(fn)[key]
	return w, ok
}

// importedParams returns the key parameters of another package's fn, read
// from its keyParamsFact once (nil: it has none).
func (kp *keyParams) importedParams(fn *types.Func) effects.Map {
	obj := flow.FactObject(fn) // a seam's facts are on its variable
	m, seen := kp.imported[obj]
	if !seen {
		// Every key use handed to a call asks, up to four times.
		var f keyParamsFact
		if kp.pass.ImportObjectFact(obj, &f) {
			m = f.Decoded().Effects
		}
		kp.imported[obj] = m
	}
	return m
}

// ownBody reports a function of this package whose body kvlint reads (a
// declaration's or a seam's): judged by its key parameters alone.
func (kp *keyParams) ownBody(fn *types.Func) bool {
	return fn.Pkg() == kp.pass.Pkg && kp.locals.bodies.Node(fn) != nil
}

// callArg returns call's callee (calleeOf) and the index of node among its
// parameters (-1: none, or the variadic tail, which no key parameter is).
func (kp *keyParams) callArg(call *ast.CallExpr, node ast.Node) (*types.Func, int) {
	i := slices.IndexFunc(call.Args, func(a ast.Expr) bool { return a == node })
	fn := kp.calleeOf(call, i)
	if fn != nil && i >= 0 {
		i -= flow.ArgOffset(kp.pass.TypesInfo, call, fn) // a method expression's receiver comes first
	}
	if fn == nil || i < 0 || fn.Signature().Variadic() && i >= fn.Signature().Params().Len()-1 {
		return fn, -1
	}
	return fn, i
}

// passedAsKey reads a key handed to call as the argument node: written
// when the callee sets that parameter as a key.
func (kp *keyParams) passedAsKey(info *types.Info, call *ast.CallExpr, node ast.Node) (string, bool) {
	if kp == nil {
		return "", false
	}
	fn, i := kp.callArg(call, node)
	if _, ok := kp.filteredAt(info, call, fn, i); ok {
		return "filtered out by " + selector.Name(fn), true
	}
	if _, ok := kp.at(fn, i); !ok {
		return "", false
	}
	return "passed to " + selector.Name(fn), true
}

// returnedKey reads a key handed to call as the argument node, where call's
// result is an object's labels or annotations (parent holds it: metaValue;
// or keeps it in a local variable that becomes one, or returns it to a
// caller that hands it over: handedOver): written when the callee returns
// a map with that parameter as a key.
func (kp *keyParams) returnedKey(info *types.Info, parent ast.Node, call *ast.CallExpr, node ast.Node) (string, bool) {
	if kp == nil || !metaValue(info, parent, call) && !handedOver(info, parent, call, kp.locals) && !kp.foreignHandover(call) {
		return "", false
	}
	fn, i := kp.callArg(call, node)
	if _, ok := kp.returnedAt(fn, i); !ok {
		return "", false
	}
	return "map " + selector.Name(fn) + " returns", true
}

// foreignHandover reports whether call, of another package's function, is
// one whose result the package hands over (localMaps.foreignHandovers:
// also through a function of the package that returns it).
func (kp *keyParams) foreignHandover(call *ast.CallExpr) bool {
	if kp.locals == nil {
		return false
	}
	if kp.handovers == nil {
		kp.handovers = map[*ast.CallExpr]bool{}
		for _, c := range kp.locals.foreignHandovers() {
			kp.handovers[c] = true
		}
	}
	return kp.handovers[call]
}

// witnessAt is the chain from the call that the key at the top of stack
// is handed to down to the callee's write of it, for the finding's related
// locations and the map's record; empty where no key parameter takes it.
func (kp *keyParams) witnessAt(info *types.Info, stack []ast.Node) effects.Witness {
	i, node := keyExpr(stack)
	if kp == nil || i == 0 {
		return effects.Witness{}
	}
	call, ok := stack[i-1].(*ast.CallExpr)
	if !ok {
		return effects.Witness{}
	}
	fn, j := kp.callArg(call, node)
	w, ok := kp.filteredAt(info, call, fn, j)
	if !ok {
		w, ok = kp.at(fn, j)
	}
	if !ok {
		w, ok = kp.returnedAt(fn, j)
	}
	if !ok {
		return effects.Witness{}
	}
	return w.Behind(selector.Name(fn), "")
}

// paramRef is a string parameter of a declared function.
type paramRef struct {
	fn    *types.Func
	index int
}

// paramEdge is a parameter handed on to another function's parameter.
type paramEdge struct {
	from   paramRef
	callee *types.Func
	index  int
	call   *ast.CallExpr
}

// findKeyParams finds the package's key parameters: set directly (keyUse,
// on an object: setsOnObject), then handed on, until nothing changes; and
// exports them for the exported functions.
func findKeyParams(ctx *passkit.Context, locals *localMaps) *keyParams {
	info := ctx.Pass.TypesInfo
	kp := &keyParams{pass: ctx.Pass, local: map[*types.Func]effects.Map{}, imported: map[types.Object]effects.Map{}, locals: locals, cg: ctx.CallGraph()}
	at := func(n ast.Node) string { return ctx.Files.Position(ctx.Pass.Fset, ctx.Pass.Files, n.Pos()).String() }
	var edges []paramEdge
	// The package's functions with a body as the engine sees them, declared
	// ones and seams: a helper that sets the key it is given is one whether
	// declared or held in a package-level variable.
	for _, fn := range locals.bodies.Funcs() {
		params := stringParams(fn)
		if len(params) == 0 {
			continue
		}
		node := locals.bodies.Node(fn)
		above := []ast.Node{physical.FileOf(ctx.Pass.Files, node.Pos()), node}
		ast.PreorderStack(locals.bodies.Body(fn), above, func(n ast.Node, stack []ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			ref, ok := params[info.Uses[id]]
			if !ok {
				return true
			}
			full := append(slices.Clip(stack), id)
			// A call's name is no evidence for a parameter: c.Delete(ctx,
			// name) deletes a pod by name. Calls count by their bodies,
			// or by knownKeyParams.
			kind, how := keyUse(info, full, nil)
			if kind == sites.Write && !strings.HasSuffix(how, "(…)") {
				w := effects.Witness{Chain: []string{id.Name + " (" + how + ")"}, Calls: []string{at(id)}, Site: ctx.Site(id.Pos())}
				switch {
				case setsOnObject(info, how, full, locals):
					kp.add(ref, w)
				case returnsWrite(info, locals, keyUseSite{id: id, how: how, stack: full}):
					kp.addKey(ref.fn, returnedPrefix+strconv.Itoa(ref.index), w)
				}
				return true
			}
			i, node := keyExpr(full)
			if i == 0 {
				return true
			}
			if j, ok := filteredList(info, full, i, fn); ok {
				w := effects.Witness{Chain: []string{id.Name + " (list filter)"}, Calls: []string{at(id)}, Site: ctx.Site(id.Pos())}
				kp.addKey(ref.fn, filteredKey(ref.index, j), w)
				return true
			}
			call, ok := full[i-1].(*ast.CallExpr)
			if !ok {
				return true
			}
			callee, j := kp.callArg(call, node)
			switch {
			case j < 0 || callee == nil:
			case knownKeyParam(callee, j):
				kp.add(ref, effects.Witness{Chain: []string{selector.Name(callee)}, Calls: []string{at(call)}, Site: ctx.Site(call.Pos())})
			default:
				edges = append(edges, paramEdge{from: ref, callee: callee, index: j, call: call})
			}
			return true
		})
	}
	kp.handOn(edges, at)
	if !ctx.ExternalTest() {
		kp.export(locals.bodies.Funcs(), edges)
	}
	return kp
}

// export exports the key parameters of the exported functions among funcs,
// and marks those whose name alone would make them writers elsewhere,
// unless they hand a string parameter on (edges) to a function that only
// its name judges (handsToNamedWriters, found at the first such function).
func (kp *keyParams) export(funcs []*types.Func, edges []paramEdge) {
	var byName map[*types.Func]bool
	for _, fn := range funcs {
		if !fn.Exported() {
			continue
		}
		if m := kp.local[fn]; len(m) > 0 {
			kp.pass.ExportObjectFact(flow.FactObject(fn), &keyParamsFact{effects.Summary{Effects: m}})
			continue
		}
		if !writerNamed(fn.Name()) || stringParams(fn) == nil {
			continue
		}
		if byName == nil {
			byName = kp.handsToNamedWriters(edges)
		}
		if !byName[fn] {
			kp.pass.ExportObjectFact(flow.FactObject(fn), new(keylessWriterFact))
		}
	}
}

// handsToNamedWriters returns the functions that hand a string parameter
// on, themselves or through functions of the package, to a function named
// as a writer whose body kvlint does not read (a library's AddLabel, an
// interface's Delete): a parameter is no key parameter for a callee's name
// alone, but such a helper is no evidence of setting no key either, so its
// callers in other packages keep reading its name, as they did before its
// body was read.
func (kp *keyParams) handsToNamedWriters(edges []paramEdge) map[*types.Func]bool {
	out := map[*types.Func]bool{}
	unread := func(c *types.Func) bool {
		if c.Pkg() == kp.pass.Pkg {
			return !kp.ownBody(c)
		}
		return !kp.keyless(c) && len(kp.importedParams(c)) == 0
	}
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			if out[e.from.fn] {
				continue
			}
			if writerNamed(e.callee.Name()) && unread(e.callee) || out[e.callee] {
				out[e.from.fn] = true
				changed = true
			}
		}
	}
	return out
}

// keyless reports an imported function whose body was read and sets no key
// it is handed (keylessWriterFact).
func (kp *keyParams) keyless(fn *types.Func) bool {
	return fn.Pkg() != kp.pass.Pkg && kp.pass.ImportObjectFact(flow.FactObject(fn), new(keylessWriterFact))
}

// handOn adds, until nothing changes, the key parameters that are handed
// on along edges to another function's: set as a key there, or a key of
// the map it returns where the function returns that call's result.
func (kp *keyParams) handOn(edges []paramEdge, at func(ast.Node) string) {
	returned := map[*ast.CallExpr]bool{}
	for _, e := range edges {
		if !returned[e.call] && slices.Contains(kp.locals.mapReturns().calls(e.from.fn), e.call) {
			returned[e.call] = true
		}
	}
	forwards := func(e paramEdge) bool { return returned[e.call] }
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			if w, ok := kp.at(e.callee, e.index); ok {
				changed = kp.add(e.from, w.Behind(selector.Name(e.callee), at(e.call))) || changed
			}
			if w, ok := kp.returnedAt(e.callee, e.index); ok && forwards(e) {
				key := returnedPrefix + strconv.Itoa(e.from.index)
				changed = kp.addKey(e.from.fn, key, w.Behind(selector.Name(e.callee), at(e.call))) || changed
			}
		}
	}
}

// add records the witness of ref's parameter being set (from inside its
// function: the callee it is handed to first, or the write), unless one is
// recorded.
func (kp *keyParams) add(ref paramRef, w effects.Witness) bool {
	return kp.addKey(ref.fn, strconv.Itoa(ref.index), w)
}

func (kp *keyParams) addKey(fn *types.Func, key string, w effects.Witness) bool {
	if _, ok := kp.local[fn][key]; ok {
		return false
	}
	if kp.local[fn] == nil {
		kp.local[fn] = effects.Map{}
	}
	kp.local[fn][key] = w
	return true
}

// returnsWrite reports whether u, a write of a key, puts it into the map
// its declared function returns (mapWriteOf, mapReturns: the reading
// returnedKeysFact makes of a key constant).
func returnsWrite(info *types.Info, locals *localMaps, u keyUseSite) bool {
	w, ok := mapWriteOf(info, locals.bodies, u)
	return ok && locals.mapReturns().returned(info, w)
}

// knownKeyParams are functions outside the module, whose bodies kvlint does
// not read, that set the key they are given on an object: package path →
// function → the key's parameter index.
var knownKeyParams = map[string]map[string]int{
	"k8s.io/apimachinery/pkg/apis/meta/v1":                         {"SetMetaDataLabel": 1, "SetMetaDataAnnotation": 1},
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil": {"AddFinalizer": 1, "RemoveFinalizer": 1},
}

func knownKeyParam(fn *types.Func, i int) bool {
	if fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return false
	}
	j, ok := knownKeyParams[fn.Pkg().Path()][fn.Name()]
	return ok && i == j
}

// stringParams indexes fd's parameters of a string type (not variadic).
func stringParams(fn *types.Func) map[types.Object]paramRef {
	var out map[types.Object]paramRef
	for i, p := range code.Params(fn, false) {
		if !code.IsString(p.Type()) {
			continue
		}
		if out == nil {
			out = map[types.Object]paramRef{}
		}
		out[p] = paramRef{fn: fn, index: i}
	}
	return out
}
