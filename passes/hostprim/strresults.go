package hostprim

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// exportStrResults exports what the package's exported functions of one
// string result return (stringsFact), where some return has a known leading
// part. Without it, moving a binary's name or a /proc/sys path into a
// getter of a shared package would hide every run and write through it.
// Methods are left out: their String and Error methods would carry facts by
// the hundred, and a getter of a shared package is a function.
func (m *matcher) exportStrResults(export func(types.Object, analysis.Fact)) {
	for fn := range m.funcDecls() {
		res := fn.Signature().Results()
		if !fn.Exported() || fn.Signature().Recv() != nil || res.Len() != 1 || !isString(res.At(0).Type()) {
			continue
		}
		f := &stringsFact{}
		known := false
		for _, v := range m.resultStrVals(fn, newStrWalk(), 0) {
			f.Vals = append(f.Vals, knownStr{v.s, v.full})
			known = known || v.s != ""
		}
		if known {
			export(fn, f)
		}
	}
}

// importedStrVals reads another package's function's stringsFact: unknown
// when it has none.
func (m *matcher) importedStrVals(fn *types.Func) []strVal {
	var f stringsFact
	if m.importFact == nil || !m.importFact(fn.Origin(), &f) {
		return unknownStr()
	}
	out := make([]strVal, 0, len(f.Vals))
	for _, v := range f.Vals {
		out = append(out, strVal{v.S, v.Full})
	}
	return out
}
