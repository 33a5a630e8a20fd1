package hostprim

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// pathUse is a call that hands a local path variable to a path-following
// operation (a use) or to a no-follow wrapper (a check).
type pathUse struct {
	v    *types.Var
	call *ast.CallExpr
	name string // the operation or wrapper, for messages
}

// checkUseBeforeCheck reports HP1004 for a path that a function hands to a
// path-following operation before it hands the same path to a no-follow
// wrapper: the later check says the path is in a tree someone else
// controls, and the earlier use is the symlink race the check exists to
// close (net.DialTimeout(sock) and then safepath.JoinNoFollow(…, sock)).
// The path is the same local variable, assigned once; "before" is a path
// of the function's control-flow graph from the use to the check.
func (pr *podRoot) checkUseBeforeCheck() {
	pr.ctx.Inspector().Preorder([]ast.Node{(*ast.FuncDecl)(nil)}, func(n ast.Node) {
		fd := n.(*ast.FuncDecl)
		if obj, ok := pr.info.Defs[fd.Name].(*types.Func); ok {
			if fn := pr.byObj[obj]; fn != nil && (!fn.scan.follows || !fn.scan.checks) {
				return // no use, or no check, to order
			}
		}
		if fd.Body != nil {
			pr.useBeforeCheck(fd.Body)
		}
	})
}

func (pr *podRoot) useBeforeCheck(body *ast.BlockStmt) {
	var uses, checks []pathUse
	reassigned := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its own function: its calls run when it is called
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN {
				for _, l := range n.Lhs {
					if v := code.LocalVarOf(pr.info, l); v != nil {
						reassigned[v] = true
					}
				}
			}
		case *ast.CallExpr:
			uses, checks = pr.classify(n, uses, checks)
		}
		return true
	})
	if len(uses) == 0 || len(checks) == 0 {
		return
	}
	var g *flow.Blocks
	for _, u := range uses {
		if pr.foundAtPos(u.call.Pos()) || reassigned[u.v] {
			continue
		}
		for _, c := range checks {
			if c.v != u.v {
				continue
			}
			if g == nil {
				mayReturn := func(call *ast.CallExpr) bool { return !code.IsBuiltin(pr.info, call, "panic") }
				g = flow.NewBlocks(cfg.New(body, mayReturn))
			}
			if precedes(g, u.call.Pos(), c.call.Pos()) {
				pr.reportUseBeforeCheck(u, c)
				break
			}
		}
	}
}

// classify adds call to uses when it is a path-following operation of a
// local variable, or to checks when it calls a no-follow wrapper with one.
func (pr *podRoot) classify(call *ast.CallExpr, uses, checks []pathUse) ([]pathUse, []pathUse) {
	fn := code.Callee(pr.info, call)
	if fn == nil || fn.Pkg() == nil {
		return uses, checks
	}
	for _, c := range pr.cfg.Checks {
		if !c.API.Match(fn) || pr.hostRoot(call, c) {
			continue
		}
		for _, a := range argsAt(call, fn, c.Args) {
			if v := code.LocalVarOf(pr.info, a); v != nil && code.IsString(v.Type()) {
				checks = append(checks, pathUse{v: v, call: call, name: selector.Name(fn)})
			}
		}
		return uses, checks
	}
	sel, ok := pr.followS.Match(fn)
	if !ok {
		return uses, checks
	}
	for _, op := range pr.cfg.Follow {
		if op.API.Raw != sel.Raw || pr.noFollow(call, fn, op) {
			continue
		}
		for _, i := range op.pathArgs() {
			if i < len(call.Args) {
				if v := code.LocalVarOf(pr.info, call.Args[i]); v != nil {
					uses = append(uses, pathUse{v: v, call: call, name: selector.Name(fn)})
				}
			}
		}
	}
	return uses, checks
}

// argsAt are the arguments of call at the indexes idx (the first by
// default), and at a variadic parameter's index every one after.
func argsAt(call *ast.CallExpr, fn *types.Func, idx []int) []ast.Expr {
	if len(idx) == 0 {
		idx = []int{0}
	}
	sig := fn.Signature()
	var out []ast.Expr
	for _, i := range idx {
		switch {
		case sig.Variadic() && i == sig.Params().Len()-1 && i < len(call.Args):
			out = append(out, call.Args[i:]...)
		case i < len(call.Args):
			out = append(out, call.Args[i])
		}
	}
	return out
}

// hostRoot reports whether the check resolves below the constant root "/":
// a path of the node's own tree.
func (pr *podRoot) hostRoot(call *ast.CallExpr, c checkOp) bool {
	if c.Root == nil || *c.Root >= len(call.Args) {
		return false
	}
	root, ok := code.ConstString(pr.info, call.Args[*c.Root])
	return ok && root == "/"
}

// precedes reports whether a path of g runs through the node at a and then
// the node at b.
func precedes(g *flow.Blocks, a, b token.Pos) bool {
	found, _ := g.PathAvoiding(a, b, nil)
	return found
}

func (pr *podRoot) reportUseBeforeCheck(u, c pathUse) {
	pr.ctx.Report.On("use of "+u.v.Name()+" by "+u.name+" before "+c.name).Report("HP1004", analysis.Diagnostic{
		Pos: u.call.Pos(), End: u.call.End(),
		Related: []analysis.RelatedInformation{{
			Pos: c.call.Pos(), End: c.call.End(),
			Message: "the no-follow check of " + u.v.Name() + " is here, after the use",
		}},
		Message: "path " + u.v.Name() + " reaches " + u.name + ", which follows symlinks, before its no-follow check " + c.name,
	})
}
