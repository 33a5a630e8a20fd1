package hostprim

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// noPos keys a definition that reaches every use: an assignment inside a
// function literal (it runs whenever the literal is called) or a
// parameter's value on entry.
const noPos = token.NoPos

// def records that the current step stores v into the local variable obj.
func (pr *podRoot) def(obj *types.Var, pos token.Pos, v val) {
	w := pr.walk
	if w == nil || code.LocalVar(obj) == nil {
		return
	}
	fn := w.fn
	if w.step < len(fn.steps) && fn.steps[w.step].lit {
		pos = noPos
	}
	ds := fn.defs[obj]
	for i := range ds {
		if ds[i].pos == pos {
			ds[i].v = ds[i].v.join(v)
			return
		}
	}
	fn.defs[obj] = append(ds, podDef{pos, v})
}

// podDef is what the assignments at pos store into a variable.
type podDef struct {
	pos token.Pos
	v   val
}

// atUse narrows v, the join of everything the local variable obj ever
// holds, to the assignments that can reach the use at pos: a variable
// that holds a tree's root and is later set to a path below it
// (p = path.Join(p, "disk.img")) is still the root where it is used
// before. Only an untrusted value is narrowed: that is where the join
// would report a use that sees none of it.
func (pr *podRoot) atUse(obj *types.Var, pos token.Pos, v val) val {
	fn := pr.fn()
	if fn == nil || !v.untrusted() {
		return v
	}
	ds := fn.defs[obj]
	n := len(ds)
	if isParam(fn, obj) {
		n++
	}
	if n < 2 {
		return v
	}
	if fn.g == nil {
		mayReturn := func(call *ast.CallExpr) bool { return !code.IsBuiltin(pr.info, call, "panic") }
		fn.g = flow.NewBlocks(cfg.New(fn.body, mayReturn))
	}
	var out val
	if j, ok := fn.params[obj]; ok {
		out.params = paramOf(j)
	}
	var kills []token.Pos
	for _, d := range ds {
		if d.pos != noPos {
			kills = append(kills, d.pos)
		}
	}
	for _, d := range ds {
		if d.pos == noPos || reaches(fn.g, d.pos, pos, kills) {
			out = out.join(d.v)
		}
	}
	return out
}

// reaches reports whether the assignment at def can reach the use at use
// along a path of g that no other assignment of the variable (kills)
// interrupts. A position g does not place reaches and is reached.
func reaches(g *flow.Blocks, def, use token.Pos, kills []token.Pos) bool {
	found, placed := g.PathAvoiding(def, use, kills)
	return found || !placed
}

func isParam(fn *podFunc, obj *types.Var) bool {
	_, ok := fn.params[obj]
	return ok
}
