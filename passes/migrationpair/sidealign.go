package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	kvrun "github.com/kvlint/kvlint/internal/run"
)

// A helper that takes the closed type's nested record by pointer
// (requestAbort(ms *v1.VirtualMachineInstanceMigrationState) {
// ms.AbortRequested = true }) writes below the closed type only where a
// side hands it the object's record: requestAbort(vmi.Status.MigrationState).
// The same helper handed a copy (opts := vmi.Status.MigrationState.X.DeepCopy();
// applyDefaults(opts)) or a fresh value writes nothing of the object's. So
// the write is judged at the side's call, by the argument: the chain the
// argument is below the closed type, and what the callee writes through
// that parameter (its own writes, and those of the helpers it hands the
// parameter, or a field of it, on to), below it. A call through an
// interface method or a function value answers for each implementation the
// package stores (flow's dispatch edges), as a static call would. A callee
// of another package answers by its handedFact.

// maxHandDepth bounds how far a parameter is followed through the
// package's helpers.
const maxHandDepth = 4

// nestedTypes lists the named types that stand below root, once per run:
// every package of the run asked again for the same record types (the
// VMI's status reaches hundreds of named types). Read only.
func (st *state) nestedTypes(root *types.Named) map[string]bool {
	return passkit.Shared[nestedMemo](st.ctx, "nested").Get(root, func() map[string]bool { return nestedTypes(root) })
}

type nestedMemo = kvrun.Memo[*types.Named, map[string]bool]

// nestedTypes lists the named types that stand below root (through
// pointers and containers): a write rooted at a parameter of one of them
// may be the object's (collect keeps it).
func nestedTypes(root *types.Named) map[string]bool {
	out := map[string]bool{}
	var walk func(t *types.Named, depth int)
	walk = func(t *types.Named, depth int) {
		st, ok := t.Underlying().(*types.Struct)
		if !ok || depth > 6 {
			return
		}
		for f := range st.Fields() {
			n, isNamed := derefNamed(f.Type())
			if !isNamed || n == root || out[typeKey(n)] {
				continue
			}
			out[typeKey(n)] = true
			walk(n, depth+1)
		}
	}
	walk(root, 0)
	return out
}

// paramWrite is a write a function makes through one of its parameters:
// the fields below the parameter's value, and where.
type paramWrite struct {
	names []string
	node  ast.Node
}

// paramRoot returns the index of the parameter of fn that expression e
// starts at (through selectors, dereferences, indexes and parens, and a
// local assigned once from such an expression, as chains read it:
// sd := opts.StallDetector; sd.Margin = …), or -1.
func paramRoot(info *types.Info, single map[*types.Var]ast.Expr, fn *types.Func, e ast.Expr) int {
	if fn == nil {
		return -1
	}
	for hops := 0; hops < maxHandDepth; {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.Ident:
			v, isVar := info.Uses[x].(*types.Var)
			if !isVar {
				return -1
			}
			for i, p := range code.Params(fn, false) {
				if p == v {
					return i
				}
			}
			val := single[v]
			if val == nil {
				return -1
			}
			e, hops = code.Unaddr(ast.Unparen(val)), hops+1
		default:
			return -1
		}
	}
	return -1
}

// handedWrites returns what fn writes through its parameter i, below the
// parameter's value: its own writes, and, for each call of a function of
// the package that it hands the parameter or a field of it, that
// function's writes through its parameter, below the fields selected.
// A helper of another package is read by its handedFact, so a side's call
// of it, or a helper's hand-on to it, is judged as one of the package's.
func (st *state) handedWrites(fn *types.Func, i, depth int, h *handed) []paramWrite {
	k := handedKey{fn, i}
	if ws, ok := h.memo[k]; ok || depth > maxHandDepth {
		return ws
	}
	h.memo[k] = nil // a cycle adds nothing
	if fn.Pkg() != st.ctx.Pass.Pkg {
		var f handedFact
		if st.ctx.Pass.ImportObjectFact(fn.Origin(), &f) {
			for _, p := range f.Params {
				if p.Index == i {
					for _, path := range p.Paths {
						h.memo[k] = append(h.memo[k], paramWrite{names: strings.Split(path, ".")})
					}
				}
			}
		}
		return h.memo[k]
	}
	info := st.ctx.Pass.TypesInfo
	var out []paramWrite
	for _, a := range h.writesOf(st, fn) {
		if paramRoot(info, st.acc.single, fn, a.Node.(ast.Expr)) == i {
			out = append(out, paramWrite{names: stepNames(a.C.Steps), node: a.Node})
		}
	}
	for _, e := range st.ctx.CallGraph().Calls[fn] {
		call, isCall := e.Node.(*ast.CallExpr)
		if !isCall || !argsAlign(e) {
			continue
		}
		for j, arg := range call.Args {
			arg = code.Unaddr(ast.Unparen(arg))
			if paramRoot(info, st.acc.single, fn, arg) != i {
				continue
			}
			var prefix []string
			if c, ok := st.acc.chainOf(arg); ok {
				prefix = stepNames(c.Steps)
			}
			for _, w := range st.handedWrites(e.Callee, j, depth+1, h) {
				node := w.node
				if node == nil {
					node = call // written in another package: the hand-on is where it shows here
				}
				out = append(out, paramWrite{names: append(append([]string(nil), prefix...), w.names...), node: node})
			}
		}
	}
	h.memo[k] = out
	return out
}

// argsAlign reports whether the call of edge e hands its arguments to
// e.Callee's parameters in order: a static call, or a call through an
// interface method or a function value whose implementation takes the
// same parameters (a method expression stored as a function value,
// (*T).M, takes the receiver first and does not).
func argsAlign(e flow.Edge) bool {
	if e.Via == nil {
		return true
	}
	sig, ok := e.Via.Type().Underlying().(*types.Signature)
	return ok && sig.Params().Len() == e.Callee.Signature().Params().Len()
}

// handed is one package's memo of handedWrites, with its writes by
// function.
type handed struct {
	memo   map[handedKey][]paramWrite
	writes map[*types.Func][]access
}

type handedKey struct {
	fn *types.Func
	i  int
}

func newHanded() *handed { return &handed{memo: map[handedKey][]paramWrite{}} }

// writesOf lists fn's field writes that start at an expression (where a
// parameter may be their root).
func (h *handed) writesOf(st *state, fn *types.Func) []access {
	if h.writes == nil {
		h.writes = map[*types.Func][]access{}
		for _, a := range st.acc.list {
			if _, isExpr := a.Node.(ast.Expr); a.Write && a.Fn != nil && isExpr && len(a.C.Steps) > 0 {
				h.writes[a.Fn] = append(h.writes[a.Fn], a)
			}
		}
	}
	return h.writes[fn]
}

// checkHandedRecords reports MP1001 where a closed side hands a record
// below its closed type to a function (of the package, or of another by
// its handedFact) that writes, through that parameter, a field outside the
// side's list.
func (st *state) checkHandedRecords(h *handed) {
	if len(st.closed) == 0 {
		return
	}
	done := map[writeAt]bool{}
	for _, caller := range st.ctx.CallGraph().Funcs {
		s := st.sides[caller]
		if s == noSide {
			continue
		}
		for _, e := range st.ctx.CallGraph().Calls[caller] {
			call, isCall := e.Node.(*ast.CallExpr)
			if !isCall || !argsAlign(e) {
				continue
			}
			for j, arg := range call.Args {
				c, ok := st.acc.chainOf(code.Unaddr(ast.Unparen(arg)))
				for i := range st.closed {
					if cs := &st.closed[i]; ok && cs.side == s {
						if base, under := under(c, cs.root); under {
							st.judgeHanded(cs, e, arg, base, st.handedWrites(e.Callee, j, 0, h), done)
						}
					}
				}
			}
		}
	}
}

// judgeHanded reports the writes ws a side's call e makes through its
// argument arg, the record at base below cs's root, outside the side's list.
func (st *state) judgeHanded(cs *closedSide, e flow.Edge, arg ast.Expr, base string, ws []paramWrite, done map[writeAt]bool) {
	call := e.Node.(*ast.CallExpr)
	name := effects.CalleeName(e.Callee, e.Via)
	for _, w := range ws {
		p := strings.Join(w.names, ".")
		if base != "" {
			p = base + "." + p
		}
		if cs.allows(p) || st.reservedElsewhere(cs, p) || done[writeAt{call, p}] {
			continue
		}
		done[writeAt{call, p}] = true
		d := analysis.Diagnostic{
			Pos: call.Pos(), End: call.End(),
			Message: fmt.Sprintf("the %s side (%s), through %s, writes %s, which is not among the %s side's fields",
				cs.side, funcName(e.Caller), name, shortType(cs.root)+"."+p, cs.side),
		}
		if w.node != nil { // none for another package's helper: its fact has no place
			d.Related = []analysis.RelatedInformation{{Pos: w.node.Pos(), End: w.node.End(),
				Message: fmt.Sprintf("%s writes %s here, below the %s it is handed", effects.CalleeName(e.Callee, nil), strings.Join(w.names, "."), types.ExprString(arg))}}
		}
		st.ctx.Report.On(cs.side.String()+" writes "+cs.root+"."+p+" via "+e.Callee.FullName()).Report("MP1001", d)
	}
}
