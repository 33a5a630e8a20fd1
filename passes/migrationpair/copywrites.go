package migrationpair

import (
	"go/types"
	"maps"
	"strings"
)

// What a function writes into values of a type, with what the functions
// it calls write into them, however deep: a helper that sets ms.Failed =
// true under the caller's test of the source's Failed leaves nothing out
// of a field-by-field copy (MP1006), and so does one that calls such a
// helper. Calls are the package's call graph's (through an interface, to
// every implementation it dispatches to); another package's function
// counts by its copyWritesFact, which holds that function's calls too.
// The closure is walked from each function that asks (a copy's, or an
// exported function's for its fact), and only for a type something writes
// into. Solving it with the flow engine instead, for every function of the
// package once per type written, allocated more than these walks (380 MB
// against 358 for the analysis of KubeVirt v1.9.0): few functions ask.

// writtenBy is what fn writes into values of type t, by any value, with
// what the functions it calls write into them (written: the package's own
// writes, by writesKey).
func (st *state) writtenBy(fn *types.Func, t *types.Named, written fieldWrites) map[string]bool {
	tk := namedKey(t)
	if !st.writesType(tk, written) {
		return nil // nothing of the package or its callees writes into t
	}
	out := maps.Clone(written[writesKey(fn, t)])
	if out == nil {
		out = map[string]bool{}
	}
	prefix := tk + "." // another package's fact names its fields "import/path.Type.Field"
	calls := st.ctx.CallGraph().Calls
	seen := map[*types.Func]bool{fn: true}
	for queue := []*types.Func{fn}; len(queue) > 0; queue = queue[1:] {
		for _, e := range calls[queue[0]] {
			if seen[e.Callee] {
				continue
			}
			seen[e.Callee] = true
			if e.Callee.Pkg() == st.ctx.Pass.Pkg {
				maps.Copy(out, written[writesKey(e.Callee, t)])
				queue = append(queue, e.Callee)
				continue
			}
			for _, k := range st.importedCopyWrites(e.Callee) {
				if name, ok := strings.CutPrefix(k, prefix); ok {
					out[name] = true
				}
			}
		}
	}
	return out
}

// writesType reports whether the package writes into a value of the type
// keyed tk, or calls a function of another package whose fact says it does.
func (st *state) writesType(tk string, written fieldWrites) bool {
	if st.writtenTypes == nil {
		st.writtenTypes = map[string]bool{}
		for k := range written {
			st.writtenTypes[typeNameKey(k.t)] = true
		}
		for _, e := range st.ctx.CallGraph().Edges {
			if e.Callee.Pkg() == st.ctx.Pass.Pkg {
				continue
			}
			for _, k := range st.importedCopyWrites(e.Callee) {
				if i := strings.LastIndexByte(k, '.'); i > 0 {
					st.writtenTypes[k[:i]] = true
				}
			}
		}
	}
	return st.writtenTypes[tk]
}

// importedCopyWrites returns the fields another package's fn writes into
// values of any type ("import/path.Type.Field"), read from its fact once.
func (st *state) importedCopyWrites(fn *types.Func) []string {
	fields, ok := st.importedWrites[fn]
	if !ok {
		var f copyWritesFact
		if st.ctx.Pass.ImportObjectFact(fn.Origin(), &f) {
			fields = f.Fields
		}
		if st.importedWrites == nil {
			st.importedWrites = map[*types.Func][]string{}
		}
		st.importedWrites[fn] = fields
	}
	return fields
}
