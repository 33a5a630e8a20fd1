package statusfield

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// analyzer holds one package's state.
type analyzer struct {
	ctx    *passkit.Context
	info   *types.Info
	cfg    *config
	tables []*table
	owned  map[*types.TypeName]*owned
	list   []*owned // in policy order
	see    sees     // the packages the policy names, as this package sees them
	// patchRoots are the owned types with JSON-patch helpers.
	patchRoots []*owned

	// aliases maps a local variable to the field expression it aliases
	// (p := &vmi.Status.X, ms := vmi.Status.MigrationState, for _, p := range vmi.Status.PtrSlice).
	aliases map[*types.Var]ast.Expr
	// litVars maps a local variable of an owned type to its literal
	// definition, when it has exactly one and it is a literal.
	litVars map[*types.Var]litDef
	// allowed are the bodies of allowed functions.
	allowed []span
	// funcs are the function declarations in source order, and mentions
	// caches the named types each one mentions (to tell which kind of
	// object an ambiguous patch path is for).
	funcs    []*ast.FuncDecl
	mentions map[*ast.FuncDecl]map[*types.TypeName]bool
	// objects caches, per owned status type, the named type whose Status
	// field it is (VirtualMachineInstance for VirtualMachineInstanceStatus).
	objects map[*owned]*types.TypeName
	// receivers maps the receiver types of this component's controllers
	// to their names (controllerOf), built on first use.
	receivers map[string]string

	// varInits are the initializers of the package-level variables
	// (tables of constants, values.go), indexed on first use.
	varInits map[*types.Var]ast.Expr
	// fieldVals are what the package stores in its own unexported fields
	// (code.FieldDefs), for the values a read of one may give; indexed
	// on first use.
	fieldVals map[*types.Var][]ast.Expr
	// litArgsOf are the arguments the calls of the package's function
	// literals hand each parameter (litparams.go), found on first use.
	litArgsOf map[*types.Var][]ast.Expr
	// valueDefined are the locals declared by the statement that assigns
	// them (rolecheck.go), found on first use.
	valueDefined map[*types.Var]bool
	// flags are the boolean parameters of the package's functions that
	// their bodies never assign, by index (roleflags.go), on first use.
	flags map[*types.Var]paramAt

	// elems are the list elements with per-value owners (elements.go),
	// and expanded the literals a write of an owned location took apart.
	elems    map[*types.TypeName][]elemValue
	expanded map[*ast.CompositeLit]bool
	// ranged maps the value variables of ranges that keep the index to
	// the element they hold (guards.go), built on first use.
	ranged map[*types.Var]elemRef
	// formats maps the format of each fmt.Sprintf call walked so far to
	// the arguments its verbs stand for, for a patch text's values; read
	// the concatenation a patch text was read from, whose constant
	// operands are not read again (patchtext.go); links the + operations
	// inside a concatenation already read, which are pieces of its text,
	// not texts of their own.
	formats map[ast.Expr][]ast.Expr
	read    ast.Node
	links   map[*ast.BinaryExpr]bool
	// opShapes caches, per struct type, its JSON-patch operation fields
	// (opFields).
	opShapes map[*types.Struct][3]int
	// statusMembers caches, per struct type, the index of its field tagged
	// json "status" (-1: none; mergestruct.go): every struct literal of a
	// type the package declares asks.
	statusMembers map[*types.Struct]int

	sites []*site
	// verdicts are the codes report found at each direct site, by
	// position and key (sites.Clean: none), for the map's sites.
	verdicts map[verdictAt]string
	// pw are the parameters each function of the package writes through
	// (paramwrites.go), found on first use.
	pw map[*types.Func]map[int]bool
	// vp are the parameters each function of the package sets or removes
	// a value through (valueparams.go), found on first use; enums the
	// types of the fields with per-value owners.
	vp    map[*types.Func][]valueParam
	enums []types.Type
	// pp are the parameters each function of the package makes a patch's
	// path of (pathparams.go), found on first use.
	pp map[*types.Func][]pathParam
	// helperOf is the configured patch helper each function called is
	// (nil: none), matched on first use (configuredHelper).
	helperOf map[*types.Func]*patchHelper
	// pc is what the package's patches copy field by field
	// (patchcopies.go), kept from the first such patch.
	pc *patchCopies
	// preds are what each predicate of the package compares (predicates.go),
	// read on first use from its declaration.
	preds map[*types.Func][]pick
	// fb are the package's functions with a body, seams too (flow.Bodies),
	// looked up once: the direct walk asks on every call.
	fb flow.Bodies
	// importedPaths are other packages' functions' path parameters, read
	// from their facts once (pathParamsFor).
	importedPaths map[*types.Func][]pathParam
}

type litDef struct {
	lit *ast.CompositeLit // nil for `var x T`
	ok  bool              // the only definition is a literal
}

// span is the body of an allowed function; patch narrows the exemption to
// patch operations on that path, fields to assignments of those field
// paths (allow.Fields).
type span struct {
	pos, end token.Pos
	patch    string
	fields   []string
	entry    policy.Pos // the allow entry, for KV0003
}

// site is one direct write (or a patch path problem) in this package.
type site struct {
	pos, end token.Pos
	patch    string // the helper call for a patch, e.g. `patch.WithAdd("/status/phase")`
	path     string // the JSON-patch path
	keys     []key
	// alts hold the keys of each type an ambiguous patch path may be for
	// (the writer may own it in any one of them).
	alts [][]key
	// bad is an SF1004 message for a patch path that maps to no field.
	bad string
}

func newAnalyzer(ctx *passkit.Context, cfg *config, tables []*table, byObj map[*types.TypeName]*owned, list []*owned) *analyzer {
	a := &analyzer{
		ctx: ctx, info: ctx.Pass.TypesInfo, cfg: cfg, tables: tables, owned: byObj, list: list,
		fb:       flow.BodiesIn(ctx.Pass.Pkg, ctx.Pass.TypesInfo, ctx.Pass.Files),
		aliases:  map[*types.Var]ast.Expr{},
		litVars:  map[*types.Var]litDef{},
		mentions: map[*ast.FuncDecl]map[*types.TypeName]bool{},
		objects:  map[*owned]*types.TypeName{},
		elems:    elemValues(list),
		enums:    valueEnums(list),
		expanded: map[*ast.CompositeLit]bool{},
		verdicts: map[verdictAt]string{},
	}
	for _, o := range list {
		if len(o.rule.Patch) > 0 {
			a.patchRoots = append(a.patchRoots, o)
		}
	}
	return a
}

// prepare records aliases, literal-defined variables and allowed function
// bodies. Aliases are flow-insensitive: the first field expression a
// variable is given is the one it stands for.
func (a *analyzer) prepare(ins *inspector.Inspector) {
	filter := []ast.Node{(*ast.FuncDecl)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil)}
	ins.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.FuncDecl:
			a.funcs = append(a.funcs, n)
			if fn, ok := a.info.Defs[n.Name].(*types.Func); ok {
				for _, al := range a.cfg.Allow {
					if al.Function.Match(fn) {
						a.allowed = append(a.allowed, span{n.Pos(), n.End(), al.Patch, al.Fields, al.Pos})
						a.expectAllow(al)
					}
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				v := code.LocalVarOf(a.info, lhs)
				if v == nil {
					continue
				}
				var rhs ast.Expr
				if len(n.Rhs) == len(n.Lhs) && (n.Tok == token.DEFINE || n.Tok == token.ASSIGN) {
					rhs = n.Rhs[i]
				}
				a.define(v, rhs)
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				v := code.LocalVar(a.info.ObjectOf(id))
				if v == nil {
					continue
				}
				switch {
				case len(n.Values) == 0:
					a.defineZero(v)
				case len(n.Values) == len(n.Names):
					a.define(v, n.Values[i])
				default:
					a.define(v, nil)
				}
			}
		case *ast.RangeStmt:
			if n.Tok != token.DEFINE {
				return
			}
			if id, ok := n.Value.(*ast.Ident); ok {
				if v := code.LocalVar(a.info.ObjectOf(id)); v != nil && refLike(v.Type()) && a.fieldExpr(n.X) {
					if _, dup := a.aliases[v]; !dup {
						a.aliases[v] = n.X
					}
				}
			}
		}
	})
	// The files of a package need not lie in the file set in their order
	// (the loader parses them concurrently), and enclosing searches funcs
	// by position.
	slices.SortFunc(a.funcs, func(x, y *ast.FuncDecl) int { return cmp.Compare(x.Pos(), y.Pos()) })
}

func (a *analyzer) define(v *types.Var, rhs ast.Expr) {
	if a.ownedOf(v.Type()) != nil {
		d, seen := a.litVars[v]
		lit := code.Literal(rhs)
		isLit := lit != nil
		switch {
		case !seen:
			a.litVars[v] = litDef{lit: lit, ok: isLit}
		case d.ok:
			a.litVars[v] = litDef{} // defined twice: not a plain literal any more
		}
	}
	if rhs == nil {
		return
	}
	if _, dup := a.aliases[v]; dup {
		return
	}
	e := ast.Unparen(rhs)
	if x := code.Unaddr(e); x != e {
		if a.fieldExpr(x) {
			a.aliases[v] = x
		}
		return
	}
	if refLike(v.Type()) && a.fieldExpr(e) {
		a.aliases[v] = e
	}
}

func (a *analyzer) defineZero(v *types.Var) {
	if a.ownedOf(v.Type()) == nil {
		return
	}
	if _, seen := a.litVars[v]; seen {
		a.litVars[v] = litDef{}
		return
	}
	a.litVars[v] = litDef{ok: true}
}

// fieldExpr reports whether e selects a field somewhere (x.F, x.F[i], *x.F, an alias).
func (a *analyzer) fieldExpr(e ast.Expr) bool {
	return len(a.locate(e, 0).steps) > 0
}

// refLike reports whether a value of type t shares memory with what it was
// copied from.
func refLike(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice:
		return true
	}
	return false
}

// isAllowed reports whether a write at pos is exempt: inside an allowed
// function, and (for a patch operation on path; "" for other writes) not
// narrowed to another path.
//
// An allow entry whose function the run analysed but which makes no status
// write it covers is stale (KV0003): it would excuse the next write that
// lands there.
func (a *analyzer) isAllowed(pos token.Pos, path string) bool {
	for _, s := range a.allowed {
		if s.pos <= pos && pos < s.end && s.fields == nil && (s.patch == "" || s.patch == path) {
			a.ctx.Used(s.entry)
			return true
		}
	}
	return false
}

// isAllowedAssign is isAllowed for an assignment: an entry narrowed to
// fields exempts it when every side it assigns is one of them.
func (a *analyzer) isAllowedAssign(n *ast.AssignStmt) bool {
	if a.isAllowed(n.Pos(), "") {
		return true
	}
	for _, s := range a.allowed {
		if s.pos <= n.Pos() && n.Pos() < s.end && s.fields != nil && assignsOnly(n, s.fields) {
			a.ctx.Used(s.entry)
			return true
		}
	}
	return false
}

// assignsOnly reports whether each left side of n is a field path of
// fields below a variable (vm.Status, (*vm).Status.InstancetypeRef).
func assignsOnly(n *ast.AssignStmt, fields []string) bool {
	for _, lhs := range n.Lhs {
		if path, ok := fieldChain(lhs); !ok || !slices.Contains(fields, path) {
			return false
		}
	}
	return true
}

// fieldChain renders e, a variable's field selected through any
// dereferences and parentheses, as the dotted field path below the
// variable ("Status.InstancetypeRef"); ok is false for anything else.
func fieldChain(e ast.Expr) (path string, ok bool) {
	var names []string
	for {
		e = ast.Unparen(e)
		if star, isStar := e.(*ast.StarExpr); isStar {
			e = star.X
			continue
		}
		sel, isSel := e.(*ast.SelectorExpr)
		if !isSel {
			break
		}
		names = append(names, sel.Sel.Name)
		e = sel.X
	}
	if _, isIdent := e.(*ast.Ident); !isIdent || len(names) == 0 {
		return "", false
	}
	slices.Reverse(names)
	return strings.Join(names, "."), true
}

func (a *analyzer) expectAllow(al *allow) {
	switch {
	case al.Patch != "":
		a.ctx.Expect(al.Pos, "statusfield.allow %s: the function makes no JSON-patch operation on %s", al.Function.Raw, al.Patch)
	case len(al.Fields) > 0:
		a.ctx.Expect(al.Pos, "statusfield.allow %s: the function's own body assigns no status field through %s", al.Function.Raw, strings.Join(al.Fields, ", "))
	default:
		a.ctx.Expect(al.Pos, "statusfield.allow %s: the function's own body writes no status field (an allow entry covers only the writes in the body it names)", al.Function.Raw)
	}
}
