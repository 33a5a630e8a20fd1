package readmap

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// entryNames are the methods and functions a component's controllers run:
// the loops its main starts and the reconcile functions they call.
var entryNames = []string{"Execute", "Run", "execute", "sync"}

// isReconciler reports whether fn is a controller-runtime reconciler's
// Reconcile method, the controller loop of operators built on
// controller-runtime: recognised by its result type, since other methods of
// that name (KubeVirt's restore targets') are steps of a loop.
func isReconciler(fn *types.Func) bool {
	sig := fn.Signature()
	if fn.Name() != "Reconcile" || sig.Recv() == nil || sig.Results().Len() != 2 {
		return false
	}
	n, ok := types.Unalias(sig.Results().At(0).Type()).(*types.Named)
	return ok && n.Obj().Name() == "Result" && n.Obj().Pkg() != nil &&
		selector.PkgPath(n.Obj().Pkg()) == "sigs.k8s.io/controller-runtime/pkg/reconcile"
}

// handlerKeys are the informer event-handler fields of client-go's
// cache.ResourceEventHandlerFuncs and ResourceEventHandlerDetailedFuncs.
var handlerKeys = []string{"AddFunc", "UpdateFunc", "DeleteFunc"}

// entry is one entry point of a package.
type entry struct {
	Kind   string // main, uses, run, informer, watch
	Name   string // function, e.g. "(*Controller).Execute"
	Detail string // informer handlers: the event and the informer; watches: the API and what it watches
	Pos    token.Pos
}

// facts is what the map's own analyzer finds in one package: what no pass
// computes because no rule needs it.
type facts struct {
	Entries []entry
	// Uses are, for a main package, the first declaration it uses from each
	// package it imports (Detail: the imported package's path): what the
	// program wires together.
	Uses []entry
	// Reads are direct reads of owned status fields (Key: "pkg.Type.Field",
	// "pkg.Type.Field=CONST" for a comparison with an enum value).
	Reads []sites.Site
	// Owned are the owned status types the package selects a field of, by
	// key: the map finds their declarations once per run.
	Owned map[string]*types.Named
}

// newAnalyzer builds the map's analyzer. It reads what the rules do not:
// entry points, status reads, and where the owned types are declared.
func newAnalyzer(pol *policy.Policy, statusTypes []string) *analysis.Analyzer {
	owned := map[string]bool{}
	for _, t := range statusTypes {
		owned[t] = true
	}
	return &analysis.Analyzer{
		Name:       "readmap",
		Doc:        "collects the entry points and status reads of kvlint map",
		ResultType: reflect.TypeOf((*facts)(nil)),
		Run: func(pass *analysis.Pass) (any, error) {
			if !diag.InScope(pol, pass.Pkg.Path(), pass.Module) || strings.HasSuffix(pass.Pkg.Path(), ".test") {
				return (*facts)(nil), nil
			}
			f := &facts{Owned: map[string]*types.Named{}}
			ins := passkit.Inspector(pass)
			f.entries(pass, ins)
			f.uses(pass)
			f.reads(pass, ins, owned)
			return f, nil
		},
	}
}

func (f *facts) entries(pass *analysis.Pass, ins *inspector.Inspector) {
	info := pass.TypesInfo
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			switch {
			case fd.Recv == nil && fd.Name.Name == "main" && pass.Pkg.Name() == "main":
				f.Entries = append(f.Entries, entry{Kind: "main", Name: "main", Pos: fd.Name.Pos()})
			case slices.Contains(entryNames, fd.Name.Name) || isReconciler(fn):
				f.Entries = append(f.Entries, entry{Kind: "run", Name: selector.DeclName(fn), Pos: fd.Name.Pos()})
			}
		}
	}
	// One walk over the calls finds both kinds of event entry.
	var localDefs map[*types.Var][]code.Def
	defs := func() map[*types.Var][]code.Def {
		if localDefs == nil {
			localDefs = passkit.Locals(pass).Defs()
		}
		return localDefs
	}
	ins.WithStack([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if push {
			f.informer(pass, n.(*ast.CallExpr), defs)
			f.watch(info, n.(*ast.CallExpr), stack)
		}
		return true
	})
}

// informer records the handlers of a client-go AddEventHandler… call: a
// handler literal in the call, or in the one definition of the local
// variable the call passes, and the handler a filtering handler wraps.
func (f *facts) informer(pass *analysis.Pass, call *ast.CallExpr, defs func() map[*types.Var][]code.Def) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !strings.HasPrefix(sel.Sel.Name, "AddEventHandler") {
		return
	}
	informer := types.ExprString(sel.X)
	for _, arg := range call.Args {
		f.handlers(pass, handlerLiteral(pass.TypesInfo, arg, defs), informer)
	}
}

// handlerLiteral returns the composite literal e is, or the literal that
// is the only definition of the local variable e names.
func handlerLiteral(info *types.Info, e ast.Expr, defs func() map[*types.Var][]code.Def) *ast.CompositeLit {
	if lit := code.Literal(e); lit != nil {
		return lit
	}
	v := code.LocalVarOf(info, e)
	if v == nil || !isHandlerType(v.Type()) {
		return nil
	}
	if ds := defs()[v]; len(ds) == 1 && ds[0].Index == 0 {
		return code.Literal(ds[0].Rhs)
	}
	return nil
}

// handlers records the event functions of a handler literal.
func (f *facts) handlers(pass *analysis.Pass, lit *ast.CompositeLit, informer string) {
	if lit == nil {
		return
	}
	info := pass.TypesInfo
	kind := handlerKind(info.TypeOf(lit))
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		switch {
		case !ok:
		case kind == "FilteringResourceEventHandler" && k.Name == "Handler":
			f.handlers(pass, code.Literal(kv.Value), informer)
		case kind != "" && kind != "FilteringResourceEventHandler" && slices.Contains(handlerKeys, k.Name):
			f.Entries = append(f.Entries, handlerEntry(pass, kv.Value, k.Name+" on "+informer))
		}
	}
}

// handlerEntry is the entry of one event function.
func handlerEntry(pass *analysis.Pass, fun ast.Expr, detail string) entry {
	e := entry{Kind: "informer", Name: "func literal", Detail: detail, Pos: fun.Pos()}
	if fn := funcOf(pass.TypesInfo, fun); fn != nil {
		e.Name = selector.DeclName(fn)
		if fn.Pkg() == pass.Pkg {
			e.Pos = fn.Pos()
		}
	}
	return e
}

// uses records, for a main package, the first declaration (in source order
// of the uses) it takes from each imported package of the module.
func (f *facts) uses(pass *analysis.Pass) {
	if pass.Pkg.Name() != "main" {
		return
	}
	type use struct {
		at  token.Pos
		obj types.Object
	}
	first := map[*types.Package]use{}
	for id, obj := range pass.TypesInfo.Uses {
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == pass.Pkg || !obj.Pos().IsValid() {
			continue
		}
		if _, isPkg := obj.(*types.PkgName); isPkg {
			continue
		}
		if old, ok := first[obj.Pkg()]; !ok || id.Pos() < old.at {
			first[obj.Pkg()] = use{id.Pos(), obj}
		}
	}
	for p, u := range first {
		name := p.Name() + "." + u.obj.Name()
		if fn, ok := u.obj.(*types.Func); ok {
			name = selector.DeclName(fn)
		}
		f.Uses = append(f.Uses, entry{Kind: "uses", Name: name, Detail: selector.PkgPath(p), Pos: u.obj.Pos()})
	}
}

// handlerTypes are client-go's handler adapters whose fields are the event
// functions, and the filtering handler that wraps one.
var handlerTypes = []string{"ResourceEventHandlerFuncs", "ResourceEventHandlerDetailedFuncs", "FilteringResourceEventHandler"}

// handlerKind names t (or what it points to) when it is one of client-go's
// handlerTypes, by package as well as name: a type of that name elsewhere is
// no informer handler. "" otherwise.
func handlerKind(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || selector.PkgPath(n.Obj().Pkg()) != "k8s.io/client-go/tools/cache" || !slices.Contains(handlerTypes, n.Obj().Name()) {
		return ""
	}
	return n.Obj().Name()
}

func isHandlerType(t types.Type) bool { return handlerKind(t) != "" }

// funcOf returns the declared function an expression names (f, pkg.F,
// c.method), or nil.
func funcOf(info *types.Info, e ast.Expr) *types.Func {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[x.Sel].(*types.Func)
		return fn
	}
	return nil
}

// reads records every direct read of a field of an owned status type: a
// field selection that is not written (the left of an assignment, ++/--,
// its address taken). A read compared with a constant (==, !=, switch
// cases) also reads that enum value.
func (f *facts) reads(pass *analysis.Pass, ins *inspector.Inspector, owned map[string]bool) {
	if len(owned) == 0 {
		return
	}
	info := pass.TypesInfo
	enums := enumConsts{}
	ins.WithStack([]ast.Node{(*ast.SelectorExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		sel := n.(*ast.SelectorExpr)
		s, ok := info.Selections[sel]
		if !ok || s.Kind() != types.FieldVal {
			return true
		}
		named := namedOf(s.Recv())
		if named == nil || named.Obj().Pkg() == nil {
			return true
		}
		key := selector.PkgPath(named.Obj().Pkg()) + "." + named.Obj().Name()
		if !owned[key] {
			return true
		}
		f.Owned[key] = named
		top, parent := climb(stack)
		if written(top, parent) {
			return true
		}
		fn := sites.FuncOf(info, stack)
		field := key + "." + sel.Sel.Name
		f.Reads = append(f.Reads, sites.Site{Kind: sites.Read, Key: field, API: sel.Sel.Name, Func: fn, Pos: sel.Pos(), End: sel.End()})
		if top == sel {
			for _, v := range comparedValues(info, enums, sel, parent) {
				f.Reads = append(f.Reads, sites.Site{Kind: sites.Read, Key: field + "=" + v, API: sel.Sel.Name, Func: fn, Pos: sel.Pos(), End: sel.End()})
			}
		}
		return true
	})
}

// climb returns the outermost expression the selection at the top of stack
// is part of as an operand of further selections, indexes, dereferences and
// parentheses, and that expression's parent.
func climb(stack []ast.Node) (ast.Node, ast.Node) {
	i := code.Outermost(stack, func(parent, node ast.Node) bool {
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			return p.X == node
		case *ast.IndexExpr:
			return p.X == node
		case *ast.StarExpr, *ast.ParenExpr:
			return true
		}
		return false
	})
	if i == 0 {
		return stack[0], nil
	}
	return stack[i], stack[i-1]
}

// written reports whether top is written in parent.
func written(top, parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == top {
				return true
			}
		}
	case *ast.IncDecStmt:
		return true
	case *ast.UnaryExpr:
		return p.Op == token.AND
	}
	return false
}

// comparedValues returns the constant names sel is compared with: the other
// operand of == or !=, or the cases of a switch on it.
func comparedValues(info *types.Info, enums enumConsts, sel *ast.SelectorExpr, parent ast.Node) []string {
	t := info.TypeOf(sel)
	var vals []ast.Expr
	switch p := parent.(type) {
	case *ast.BinaryExpr:
		if p.Op != token.EQL && p.Op != token.NEQ {
			return nil
		}
		if p.X == sel {
			vals = []ast.Expr{p.Y}
		} else {
			vals = []ast.Expr{p.X}
		}
	case *ast.SwitchStmt:
		if p.Tag != sel {
			return nil
		}
		for _, st := range p.Body.List {
			if cc, ok := st.(*ast.CaseClause); ok {
				vals = append(vals, cc.List...)
			}
		}
	default:
		return nil
	}
	var out []string
	for _, v := range vals {
		tv, ok := info.Types[v]
		if !ok || tv.Value == nil {
			continue
		}
		if name := enums.name(t, tv.Value); name != "" {
			out = append(out, name)
		}
	}
	return out
}

// enumConsts holds, per named type, the constants of that type declared in
// its package, in scope order: listed once per package analysed, not once
// per comparison (an API package's scope has thousands of names).
type enumConsts map[*types.Named][]*types.Const

// name names the constant of named type t with value v, declared in t's
// package ("" if none).
func (e enumConsts) name(t types.Type, v constant.Value) string {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	cs, ok := e[n]
	if !ok {
		scope := n.Obj().Pkg().Scope()
		for _, name := range scope.Names() {
			if c, ok := scope.Lookup(name).(*types.Const); ok && types.Identical(c.Type(), t) {
				cs = append(cs, c)
			}
		}
		e[n] = cs
	}
	for _, c := range cs {
		if constant.Compare(c.Val(), token.EQL, v) {
			return c.Name()
		}
	}
	return ""
}

func namedOf(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}
