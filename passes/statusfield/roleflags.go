package statusfield

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
)

// A role's predicate may reach the write as a boolean argument:
// c.failIfPending(vmiCopy, vmi.IsScheduled()) with failIfPending testing
// its parameter before it sets the phase. The helper's paths then test a
// flag, which binds nothing there, so its write is left open with the
// flags tested on the way (openWrite.flags), and each call judges it with
// what its arguments for those flags say (roleSite.extra): passing the
// predicate cannot switch the role off.

// flagParams maps the package's functions' boolean parameters (not a
// variadic one) that their bodies never assign to their function and
// index (paramsIn): where such a parameter is tested, the caller's
// argument was.
func (a *analyzer) flagParams() map[*types.Var]paramAt {
	if a.flags != nil {
		return a.flags
	}
	a.flags = a.paramsIn(code.FuncDeclList(a.info, a.ctx.Pass.Files), false, func(t types.Type) bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && b.Info()&types.IsBoolean != 0
	})
	if len(a.flags) > 0 {
		locals := a.ctx.Locals()
		for v := range a.flags {
			if locals.Changed(v) {
				delete(a.flags, v)
			}
		}
	}
	return a.flags
}

// flagCond is a flag tested: parameter i, to val.
type flagCond struct {
	i   int
	val bool
}

// flagsAt writes the flags of fn that facts test on every path, "+0,-2"
// (parameter 0 true, 2 false), sorted; "" for none. Only a flag tested on
// its own counts, not one of a disjunction.
func (a *analyzer) flagsAt(fn *roleFn, facts []predFact) string {
	if fn.obj == nil {
		return ""
	}
	var out []flagCond
	for _, f := range facts {
		if f.param == nil {
			continue
		}
		at, ok := a.flagParams()[f.param]
		i := at.i
		if !ok || at.fn != fn.obj {
			continue
		}
		c := flagCond{i, f.val}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(x, y flagCond) int { return x.i - y.i })
	var b strings.Builder
	for j, c := range out {
		if j > 0 {
			b.WriteByte(',')
		}
		if c.val {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(strconv.Itoa(c.i))
	}
	return b.String()
}

// flagFacts is what the arguments of call of callee for flags ("+0,-2")
// say of the predicates on the caller's path: each argument tested as its
// flag was. A method expression hands the receiver first
// (T.m(recv, vmi, flag)); a call whose arguments do not line up with the
// parameters otherwise (a spread slice) says nothing.
func (a *analyzer) flagFacts(call *ast.CallExpr, callee *types.Func, flags string) []predFact {
	sig := callee.Signature()
	shift := len(call.Args) - sig.Params().Len()
	if flags == "" || call.Ellipsis.IsValid() || shift != 0 && (shift != 1 || sig.Recv() == nil) {
		return nil
	}
	var out []predFact
	for c := range strings.SplitSeq(flags, ",") {
		i, err := strconv.Atoi(c[1:])
		if err != nil || i < 0 || i+shift >= len(call.Args) {
			continue
		}
		out = a.implied(call.Args[i+shift], c[0] == '+', out)
	}
	for i := range out {
		out[i].handed = true
	}
	return out
}
