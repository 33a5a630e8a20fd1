package hostprim

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// exportStrResults exports what the package's exported functions and
// methods whose first result is a string return as it (stringsFact), where
// some return has a known leading part. Without it, moving a binary's name
// or a /proc/sys path into a getter of a shared package would hide every
// run and write through it. Every exported function and method is read
// (code.FactFuncs), a String method too: a name chosen by whoever writes
// the getter must not hide what it returns. An exported seam's getter
// (var MountBinary = func() string { … }) is read as a function is; its
// fact goes on the variable, which is what another package calls.
func (m *matcher) exportStrResults(export func(types.Object, analysis.Fact)) {
	for _, fn := range m.funcs.FactFuncs() {
		res := fn.Signature().Results()
		if res.Len() == 0 || !code.IsString(res.At(0).Type()) {
			continue
		}
		vals := m.resultStrVals(fn, 0, newStrWalk(), 0)
		if slices.ContainsFunc(vals, func(v strVal) bool { return v.S != "" }) {
			export(flow.FactObject(fn), &stringsFact{Vals: vals})
		}
	}
}

// importedStrVals reads another package's function's stringsFact: unknown
// when it has none.
func (m *matcher) importedStrVals(fn *types.Func) []strVal {
	var f stringsFact
	if m.importFact == nil || !m.importFact(flow.FactObject(fn), &f) {
		return unknownStr()
	}
	return slices.Clone(f.Vals) // the fact is shared: callers may change their values
}
