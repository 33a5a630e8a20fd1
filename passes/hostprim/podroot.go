package hostprim

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
)

// val is what is known about a value: where it flows from (rootBit and
// parameter bits), where its root comes from, and the struct fields it was
// read from (a field whose value reaches a path-following operation makes
// every write into that field a write into the operation).
type val struct {
	mask   uint64
	origin string
	fields []*types.Var
}

func (v val) join(w val) val {
	out := val{mask: v.mask | w.mask, origin: v.origin, fields: v.fields}
	if out.origin == "" {
		out.origin = w.origin
	}
	for _, f := range w.fields {
		if !slices.Contains(out.fields, f) {
			out.fields = append(slices.Clip(out.fields), f)
		}
	}
	return out
}

// covers reports whether v already includes everything w adds.
func (v val) covers(w val) bool {
	if w.mask&^v.mask != 0 || (v.origin == "" && w.origin != "") {
		return false
	}
	for _, f := range w.fields {
		if !slices.Contains(v.fields, f) {
			return false
		}
	}
	return true
}

// podFunc is one function declaration being summarised.
type podFunc struct {
	obj    *types.Func
	decl   *ast.FuncDecl
	params map[*types.Var]int
	names  []string
	nres   int
	named  []*types.Var // named results, if any
	sum    podRootFact
	// fields[j] is the field of this package through which parameter j
	// reaches its operation: a root passed here is a root in that field,
	// reported where the field is read.
	fields map[int]*types.Var
	// steps are the nodes of the body that visit acts on, in the order of
	// a preorder walk (see podSteps).
	steps []podStep
}

// podStep is a node visit acts on; ret marks a return of the function
// itself (not of a closure in it).
type podStep struct {
	n   ast.Node
	ret bool
}

// podRoot runs HP1004 over one package: a flow-insensitive, field-based
// analysis to a fixed point over the package's functions, with facts for
// calls into other packages of the module.
type podRoot struct {
	ctx      *passkit.Context
	cfg      *podRootConfig
	info     *types.Info
	sources  *selector.Set
	followS  *selector.Set
	funcs    []*podFunc
	byObj    map[*types.Func]*podFunc
	vals     map[*types.Var]val      // locals and package-level variables
	fieldRt  map[*types.Var]string   // field → origin of a root stored in it
	fieldSnk map[*types.Var]podChain // field → operation its value reaches
	cur      *podFunc
	changed  bool // a variable, summary or field changed in this walk
	global   bool // a summary, field or package-level variable changed in this round
	found    map[token.Pos]podFinding
	imported map[*types.Func]*podRootFact // facts of other packages' functions, nil for none
}

type podFinding struct {
	end    token.Pos
	origin string
	via    podChain
}

func reportPodRoot(ctx *passkit.Context, cfg *podRootConfig, r *rules) {
	if !cfg.enabled() || cfg.wrapper(ctx.Pass.Pkg.Path()) {
		return
	}
	pr := &podRoot{
		ctx: ctx, cfg: cfg, info: ctx.Pass.TypesInfo,
		sources: r.podSources, followS: r.podFollow,
		byObj: map[*types.Func]*podFunc{}, vals: map[*types.Var]val{},
		fieldRt: map[*types.Var]string{}, fieldSnk: map[*types.Var]podChain{},
		found: map[token.Pos]podFinding{}, imported: map[*types.Func]*podRootFact{},
	}
	pr.collect()
	// Each round can only add flows, so the loop ends; the bound is a guard.
	for round := 0; round < 50; round++ {
		pr.global = false
		for _, fn := range pr.funcs {
			pr.visit(fn)
		}
		// Local variables settle within visit; another round is needed
		// only when what other functions see has changed.
		if !pr.global {
			break
		}
	}
	for _, fn := range pr.funcs {
		// Only exported names can be called from another package.
		if fn.obj.Exported() && !fn.sum.empty() {
			f := fn.sum
			ctx.Pass.ExportObjectFact(fn.obj, &f)
		}
	}
	for _, p := range slices.Sorted(maps.Keys(pr.found)) {
		f := pr.found[p]
		// The subject is what the site calls and where the root comes from:
		// stable when the message or the chain behind the call is reworded.
		called, op := f.via[0].Name, f.via[len(f.via)-1]
		// Through a call, the related locations carry the note (the
		// field the path went through).
		what := op.Name + op.Note
		if len(f.via) > 1 {
			what = op.Name + " via " + called
		}
		ctx.Report.On(called+" of "+f.origin).Report("HP1004", analysis.Diagnostic{
			Pos: p, End: f.end, Related: podRelated(ctx, f.via),
			Message: fmt.Sprintf("path into another root (from %s) reaches %s, which follows symlinks", f.origin, what),
		})
	}
}

func (pr *podRoot) collect() {
	for _, file := range pr.ctx.Pass.Files {
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				obj, _ := pr.info.Defs[d.Name].(*types.Func)
				if obj == nil || d.Body == nil {
					continue
				}
				fn := newPodFunc(obj, d)
				pr.funcs = append(pr.funcs, fn)
				pr.byObj[obj] = fn
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, spec := range d.Specs {
					pr.valueSpec(spec.(*ast.ValueSpec))
				}
			}
		}
	}
}

// newPodFunc numbers obj's parameters (receiver first) for its summary.
func newPodFunc(obj *types.Func, d *ast.FuncDecl) *podFunc {
	sig := obj.Type().(*types.Signature)
	fn := &podFunc{obj: obj, decl: d, params: map[*types.Var]int{}, nres: sig.Results().Len(), fields: map[int]*types.Var{}}
	if r := sig.Recv(); r != nil {
		fn.params[r] = 0
		fn.names = append(fn.names, cmp.Or(r.Name(), "receiver"))
	}
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		fn.params[p] = len(fn.names)
		fn.names = append(fn.names, cmp.Or(p.Name(), "_"))
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if r := sig.Results().At(i); r.Name() != "" {
			fn.named = append(fn.named, r)
		}
	}
	fn.sum = podRootFact{Results: make([]uint64, fn.nres), Origins: make([]string, fn.nres),
		Via: make([]podChain, len(fn.names)), Names: fn.names}
	return fn
}

// visit walks fn's body until its variables stop changing, then updates its
// summary.
func (pr *podRoot) visit(fn *podFunc) {
	pr.cur = fn
	if fn.steps == nil {
		fn.steps = podSteps(fn.decl.Body)
	}
	for i := 0; i < 20; i++ {
		before := pr.changed
		pr.changed = false
		for _, st := range fn.steps {
			if st.ret {
				pr.returns(st.n.(*ast.ReturnStmt))
			} else {
				pr.flow(st.n)
			}
		}
		again := pr.changed
		pr.changed = before || again
		if !again {
			break
		}
	}
	if len(fn.named) == fn.nres {
		for i, r := range fn.named {
			pr.result(i, pr.vals[r])
		}
	}
	pr.cur = nil
}

// podSteps lists, in preorder, the nodes of body that visit acts on: the
// function's own returns, and the assignments, declarations, range
// statements, calls and composite literals of the body and of the closures
// in it (a closure's returns are not the function's, but its body assigns
// the function's variables). A function is walked at least twice per round
// (the last walk finds nothing new) and every function again in each round
// that changed a summary, so the walk is done once and the list replayed.
func podSteps(body *ast.BlockStmt) []podStep {
	steps := []podStep{}
	var walk func(n ast.Node, inLit bool)
	walk = func(n ast.Node, inLit bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				walk(m.Body, true)
				return false
			case *ast.ReturnStmt:
				if !inLit {
					steps = append(steps, podStep{n: m, ret: true})
				}
			case *ast.AssignStmt, *ast.ValueSpec, *ast.RangeStmt, *ast.CallExpr, *ast.CompositeLit:
				steps = append(steps, podStep{n: m})
			}
			return true
		})
	}
	walk(body, false)
	return steps
}

func (pr *podRoot) flow(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		pr.assign(n.Lhs, n.Rhs)
	case *ast.ValueSpec:
		pr.valueSpec(n)
	case *ast.RangeStmt:
		if xt := pr.info.TypeOf(n.X); n.Value != nil && xt != nil {
			if t, ok := xt.Underlying().(*types.Basic); !ok || t.Info()&types.IsString == 0 {
				pr.store(n.Value, pr.eval(n.X))
			}
		}
	case *ast.CallExpr:
		pr.call(n)
	case *ast.CompositeLit:
		pr.structLit(n)
	}
}

// structLit stores a struct literal's values into their fields.
func (pr *podRoot) structLit(lit *ast.CompositeLit) {
	t := pr.info.TypeOf(lit)
	if t == nil {
		return
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i, el := range lit.Elts {
		f, v := (*types.Var)(nil), el
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			id, _ := kv.Key.(*ast.Ident)
			if id == nil {
				continue
			}
			f, _ = pr.info.Uses[id].(*types.Var)
			v = kv.Value
		} else if i < st.NumFields() {
			f = st.Field(i)
		}
		if f != nil {
			pr.storeField(f, pr.eval(v), el.Pos(), el.End())
		}
	}
}

func (pr *podRoot) valueSpec(vs *ast.ValueSpec) {
	names := make([]ast.Expr, len(vs.Names))
	for i, n := range vs.Names {
		names[i] = n
	}
	pr.assign(names, vs.Values)
}

func (pr *podRoot) assign(lhs, rhs []ast.Expr) {
	if len(lhs) == len(rhs) {
		for i := range lhs {
			pr.store(lhs[i], pr.eval(rhs[i]))
		}
		return
	}
	if len(rhs) == 1 {
		rs := pr.evalMulti(rhs[0], len(lhs))
		for i := range lhs {
			pr.store(lhs[i], rs[i])
		}
	}
}

func (pr *podRoot) returns(r *ast.ReturnStmt) {
	fn := pr.cur
	if fn == nil {
		return
	}
	switch {
	case len(r.Results) == fn.nres:
		for i, e := range r.Results {
			pr.result(i, pr.eval(e))
		}
	case len(r.Results) == 1 && fn.nres > 1:
		for i, v := range pr.evalMulti(r.Results[0], fn.nres) {
			pr.result(i, v)
		}
	}
}

func (pr *podRoot) result(i int, v val) {
	fn := pr.cur
	if i >= fn.nres {
		return
	}
	m := v.mask
	if m&^fn.sum.Results[i] != 0 {
		fn.sum.Results[i] |= m
		pr.changed, pr.global = true, true
	}
	if m&rootBit != 0 && fn.sum.Origins[i] == "" {
		fn.sum.Origins[i] = v.origin
		pr.changed, pr.global = true, true
	}
}

// store records that v flows into the place e.
func (pr *podRoot) store(e ast.Expr, v val) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj, _ := pr.info.ObjectOf(e).(*types.Var)
		if obj == nil || e.Name == "_" || obj.Pkg() == nil {
			return
		}
		pr.storeVar(obj, v)
	case *ast.SelectorExpr:
		sel := pr.info.Selections[e]
		if sel == nil || sel.Kind() != types.FieldVal {
			if obj, ok := pr.info.Uses[e.Sel].(*types.Var); ok {
				pr.storeVar(obj, v)
			}
			return
		}
		pr.storeField(sel.Obj().(*types.Var), v, e.Pos(), e.End())
	case *ast.IndexExpr:
		pr.store(e.X, v)
	case *ast.StarExpr:
		pr.store(e.X, v)
	}
}

func (pr *podRoot) storeField(f *types.Var, v val, pos, end token.Pos) {
	if v.mask&rootBit != 0 && pr.fieldRt[f] == "" {
		pr.fieldRt[f] = v.origin
		pr.changed, pr.global = true, true
	}
	if via := pr.fieldSnk[f]; via != nil {
		pr.sinkVia(v, via.through(" (through field "+f.Name()+")"), pos, end, false, f)
	}
}

// storeVar records that v flows into a local or package-level variable (of
// this package or, through pkg.Var, another).
func (pr *podRoot) storeVar(obj *types.Var, v val) {
	pkgLevel := obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope()
	if pkgLevel {
		// Parameter flows mean nothing outside their function.
		v.mask &= rootBit
	}
	if v.mask == 0 && len(v.fields) == 0 {
		return
	}
	old := pr.vals[obj]
	if old.covers(v) {
		return
	}
	pr.vals[obj] = old.join(v)
	pr.changed = true
	if pkgLevel {
		pr.global = true
	}
}

// evalMulti evaluates an expression that yields n values.
func (pr *podRoot) evalMulti(e ast.Expr, n int) []val {
	out := make([]val, n)
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		rs := pr.evalCall(e)
		copy(out, rs)
	case *ast.IndexExpr, *ast.TypeAssertExpr, *ast.UnaryExpr:
		out[0] = pr.eval(e)
	}
	return out
}

// eval says where the value of e flows from.
func (pr *podRoot) eval(e ast.Expr) val {
	e = ast.Unparen(e)
	if tv, ok := pr.info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			if origin, ok := pr.rootTemplate(constant.StringVal(tv.Value)); ok {
				return val{mask: rootBit, origin: origin}
			}
		}
		return val{}
	}
	switch e := e.(type) {
	case *ast.Ident:
		obj, _ := pr.info.Uses[e].(*types.Var)
		if obj == nil {
			return val{}
		}
		v := pr.vals[obj]
		if pr.cur != nil {
			if j, ok := pr.cur.params[obj]; ok {
				v.mask |= paramBit(j)
			}
		}
		return v
	case *ast.SelectorExpr:
		sel := pr.info.Selections[e]
		if sel == nil {
			if obj, ok := pr.info.Uses[e.Sel].(*types.Var); ok {
				return pr.vals[obj]
			}
			return val{}
		}
		if sel.Kind() != types.FieldVal {
			return val{}
		}
		f := sel.Obj().(*types.Var)
		v := val{fields: []*types.Var{f}}
		if o := pr.fieldRt[f]; o != "" {
			v.mask, v.origin = rootBit, o
		}
		return v
	case *ast.IndexExpr:
		return pr.eval(e.X)
	case *ast.SliceExpr:
		return pr.eval(e.X)
	case *ast.StarExpr:
		return pr.eval(e.X)
	case *ast.TypeAssertExpr:
		return pr.eval(e.X)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return pr.eval(e.X)
		}
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return val{}
		}
		v := pr.eval(e.X).join(pr.eval(e.Y))
		return pr.withTemplate(e, v)
	case *ast.CompositeLit:
		var v val
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			v = v.join(pr.eval(el))
		}
		return v
	case *ast.CallExpr:
		if rs := pr.evalCall(e); len(rs) > 0 {
			return rs[0]
		}
	}
	return val{}
}

// evalAll joins what is known about each of es.
func (pr *podRoot) evalAll(es []ast.Expr) val {
	var v val
	for _, e := range es {
		v = v.join(pr.eval(e))
	}
	return v
}

// withTemplate adds rootBit when the string the expression builds has the
// shape of a path in another root, such as "/proc/" + pid + "/root".
func (pr *podRoot) withTemplate(e ast.Expr, v val) val {
	if v.mask&rootBit != 0 {
		return v
	}
	t, ok := pr.template(e, 0)
	if !ok {
		return v
	}
	if origin, ok := pr.rootTemplate(t); ok {
		v.mask |= rootBit
		v.origin = origin
	}
	return v
}

// template renders the string e builds with its unknown parts as "%v", or
// false when e is not string building.
func (pr *podRoot) template(e ast.Expr, depth int) (string, bool) {
	e = ast.Unparen(e)
	if tv, ok := pr.info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
		return tv.Value.ExactString(), true
	}
	if depth > 6 {
		return "%v", true
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			x, _ := pr.template(e.X, depth+1)
			y, _ := pr.template(e.Y, depth+1)
			return x + y, true
		}
	case *ast.CallExpr:
		fn := code.Callee(pr.info, e)
		if fn == nil || fn.Pkg() == nil {
			break
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "path.Join", "path/filepath.Join":
			var parts []string
			for _, a := range e.Args {
				s, _ := pr.template(a, depth+1)
				parts = append(parts, s)
			}
			return joinSlash(parts), true
		case "fmt.Sprintf":
			if len(e.Args) == 0 {
				break
			}
			f, ok := pr.template(e.Args[0], depth+1)
			if !ok {
				break
			}
			return verb.ReplaceAllString(f, "%v"), true
		}
	}
	return "%v", false
}

var verb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

func joinSlash(parts []string) string {
	s := strings.Join(parts, "/")
	for strings.Contains(s, "//") {
		s = strings.ReplaceAll(s, "//", "/")
	}
	return s
}

// procRoot matches /proc/<pid>/root as a whole path element.
var procRoot = regexp.MustCompile(`/proc/([^/]*)/root(/|$)`)

// rootTemplate reports whether a string (constant, or a template with %v
// for unknown parts) is a path in another root, and names it for messages.
// A format such as "/proc/%d/root/var/run" counts: it is filled in with a
// pid later.
func (pr *podRoot) rootTemplate(s string) (string, bool) {
	if m := procRoot.FindStringSubmatch(s); m != nil {
		switch pid := m[1]; {
		case pid == "self" || pid == "thread-self" || pid == "":
			// The process's own root.
		case pid == "1":
			// The node's root seen from a host-PID pod: another root only
			// under the prefixes a pod can write (below).
		default:
			return `"/proc/` + shortPid(pid) + `/root"`, true
		}
	}
	for _, p := range pr.cfg.Prefixes {
		if strings.HasPrefix(s, p.Name) {
			return `"` + p.Name + `"`, true
		}
	}
	return "", false
}

func shortPid(pid string) string {
	if strings.Contains(pid, "%") {
		return "<pid>"
	}
	return pid
}

// evalCall says where each result of a call flows from.
func (pr *podRoot) evalCall(call *ast.CallExpr) []val {
	if tv, ok := pr.info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			return []val{pr.eval(call.Args[0])}
		}
		return nil
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := pr.info.Uses[id].(*types.Builtin); ok && b.Name() == "append" {
			return []val{pr.evalAll(call.Args)}
		}
	}
	fn := code.Callee(pr.info, call)
	if fn == nil {
		return nil
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return nil
	}
	n := sig.Results().Len()
	if _, ok := pr.sources.Match(fn); ok {
		out := make([]val, n)
		for i := range out {
			if !isErrorType(sig.Results().At(i).Type()) {
				out[i] = val{mask: rootBit, origin: selector.Name(fn)}
			}
		}
		return out
	}
	if fn.Pkg() != nil && isPathBuilder(fn) {
		out := make([]val, n)
		if n > 0 {
			out[0] = pr.withTemplate(call, pr.evalAll(call.Args))
		}
		return out
	}
	sum := pr.summary(fn)
	if sum == nil {
		return make([]val, n)
	}
	args := pr.args(call, fn)
	out := make([]val, n)
	for i := 0; i < n && i < len(sum.Results); i++ {
		r := sum.Results[i]
		if r&rootBit != 0 {
			out[i] = val{mask: rootBit, origin: selector.Name(fn) + " ← " + sum.Origins[i]}
		}
		for j, a := range args {
			if r&paramBit(j) != 0 {
				out[i] = out[i].join(pr.evalAll(a))
			}
		}
	}
	return out
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// isPathBuilder: functions whose first result is a path made of their
// arguments.
func isPathBuilder(fn *types.Func) bool {
	if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "path", "path/filepath":
		switch fn.Name() {
		case "Join", "Clean", "Dir", "Abs", "Glob", "EvalSymlinks", "FromSlash", "ToSlash":
			return true
		}
	case "fmt":
		return fn.Name() == "Sprintf" || fn.Name() == "Sprint"
	case "strings":
		return fn.Name() == "Join"
	}
	return false
}

// summary returns fn's summary: this package's current one, or its fact.
func (pr *podRoot) summary(fn *types.Func) *podRootFact {
	fn = fn.Origin()
	if f := pr.byObj[fn]; f != nil {
		return &f.sum
	}
	if fn.Pkg() == nil || fn.Pkg() == pr.ctx.Pass.Pkg {
		return nil
	}
	// Every walk of a function asks again for each call; a fact of another
	// package does not change while this one is analysed.
	if f, ok := pr.imported[fn]; ok {
		return f
	}
	f := new(podRootFact)
	if !pr.ctx.Pass.ImportObjectFact(fn, f) {
		f = nil
	}
	pr.imported[fn] = f
	return f
}

// args returns the argument expressions of a call per parameter index of
// its summary (receiver first for methods; a variadic parameter gets every
// remaining argument).
func (pr *podRoot) args(call *ast.CallExpr, fn *types.Func) [][]ast.Expr {
	sig := fn.Type().(*types.Signature)
	var out [][]ast.Expr
	if sig.Recv() != nil {
		var recv []ast.Expr
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			recv = []ast.Expr{sel.X}
		}
		out = append(out, recv)
	}
	np := sig.Params().Len()
	for i := 0; i < np; i++ {
		switch {
		case i == np-1 && sig.Variadic() && !call.Ellipsis.IsValid():
			if i < len(call.Args) {
				out = append(out, call.Args[i:])
			} else {
				out = append(out, nil)
			}
		case i < len(call.Args):
			out = append(out, call.Args[i:i+1])
		default:
			out = append(out, nil)
		}
	}
	return out
}

// call checks one call: a path-following operation, or a function whose
// parameter reaches one.
func (pr *podRoot) call(call *ast.CallExpr) {
	fn := code.Callee(pr.info, call)
	if fn == nil {
		return
	}
	if sel, ok := pr.followS.Match(fn); ok {
		for _, op := range pr.cfg.Follow {
			if op.API.Raw != sel.Raw || pr.noFollow(call, fn, op) {
				continue
			}
			idx := op.Args
			if len(idx) == 0 {
				idx = []int{0}
			}
			for _, i := range idx {
				if i < len(call.Args) {
					pr.sinkVia(pr.eval(call.Args[i]), podChain{pr.link(fn, call)}, call.Pos(), call.End(), true, nil)
				}
			}
		}
		return
	}
	sum := pr.summary(fn)
	if sum == nil || sum.Sinks == 0 {
		return
	}
	local := pr.byObj[fn.Origin()]
	for j, a := range pr.args(call, fn) {
		if sum.Sinks&paramBit(j) == 0 {
			continue
		}
		var field *types.Var
		if local != nil {
			field = local.fields[j]
		}
		for _, e := range a {
			v := pr.eval(e)
			if field != nil && v.mask&rootBit != 0 {
				// Reported once, where the field is read.
				pr.storeField(field, val{mask: rootBit, origin: v.origin}, e.Pos(), e.End())
				continue
			}
			pr.sinkVia(v, sum.Via[j].then(pr.link(fn, call)), call.Pos(), call.End(), true, field)
		}
	}
}

// sinkVia records that v reaches the operation via, through field (nil:
// directly): a finding when v is in another root, a summary bit for
// parameters, a field that reaches it.
func (pr *podRoot) sinkVia(v val, via podChain, pos, end token.Pos, report bool, field *types.Var) {
	if v.mask&rootBit != 0 {
		// Reported here (or, for a field, where the field is read): the
		// parameters mixed into it are not paths of their own.
		if _, ok := pr.found[pos]; !ok && report {
			pr.found[pos] = podFinding{end: end, origin: v.origin, via: via}
		}
		return
	}
	if fn := pr.cur; fn != nil {
		for j := range fn.names {
			if v.mask&paramBit(j) != 0 && fn.sum.Sinks&paramBit(j) == 0 {
				fn.sum.Sinks |= paramBit(j)
				fn.sum.Via[j] = via
				if field != nil {
					fn.fields[j] = field
				}
				pr.changed, pr.global = true, true
			}
		}
	}
	for _, f := range v.fields {
		if pr.fieldSnk[f] == nil {
			pr.fieldSnk[f] = via
			pr.changed, pr.global = true, true
		}
	}
}

// noFollow reports whether the call is made safe by a constant no-follow
// flag, or is a network call on a network other than unix.
func (pr *podRoot) noFollow(call *ast.CallExpr, fn *types.Func, op followOp) bool {
	if op.Network != nil && *op.Network < len(call.Args) {
		if tv, ok := pr.info.Types[call.Args[*op.Network]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			if !strings.HasPrefix(constant.StringVal(tv.Value), "unix") {
				return true
			}
		}
	}
	if op.Flags != nil && *op.Flags < len(call.Args) {
		tv, ok := pr.info.Types[call.Args[*op.Flags]]
		if !ok || tv.Value == nil || fn.Pkg() == nil {
			return false
		}
		flags, ok := constant.Int64Val(constant.ToInt(tv.Value))
		if !ok {
			return false
		}
		for _, name := range []string{"O_NOFOLLOW", "AT_SYMLINK_NOFOLLOW"} {
			if c, ok := fn.Pkg().Scope().Lookup(name).(*types.Const); ok {
				if bit, ok := constant.Int64Val(constant.ToInt(c.Val())); ok && bit != 0 && flags&bit == bit {
					return true
				}
			}
		}
	}
	return false
}

// link is the chain link of a call of fn.
func (pr *podRoot) link(fn *types.Func, call *ast.CallExpr) podLink {
	return podLink{Name: selector.Name(fn), At: pr.ctx.Pass.Fset.Position(call.Pos()).String()}
}

// podRelated turns a chain into related locations, one per link after the
// first (whose call is the finding): "a → b" at b's call.
func podRelated(ctx *passkit.Context, via podChain) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for i := 1; i < len(via); i++ {
		if pos := ctx.PosAt(via[i].At); pos.IsValid() {
			out = append(out, analysis.RelatedInformation{Pos: pos, End: pos,
				Message: via[i-1].Name + " → " + via[i].Name + via[i].Note})
		}
	}
	return out
}
