package migrationpair

import (
	"fmt"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// accessFact summarises, for a function, which configured signal fields it
// reads and which side-reserved fields it writes, directly or through the
// functions it calls, so that a side's calls into helpers of other packages
// count. Keys are "reads <type>.<path>" and "writes <type>.<path>".
type accessFact struct{ effects.Summary }

func (*accessFact) AFact() {}

// partialPathFact is exported for a function that both stops a lifecycle
// and stops it only partially, and has a path that reaches only the partial
// stop (partialPath): a cleanup in another package that calls it stops a
// subset on that path, as it would through a helper of its own package.
// Lifecycles are the lifecycles' names.
type partialPathFact struct{ Lifecycles []string }

func (*partialPathFact) AFact() {}

func (f *partialPathFact) String() string {
	return "may stop only part of " + strings.Join(f.Lifecycles, ", ")
}

// exportPartialPaths exports partialPathFact for the package's functions
// that a cleanup of another package could call: exported names (an
// exported method of an unexported type is callable when promoted), as for
// their summaries.
func (st *state) exportPartialPaths() {
	for _, fn := range st.funcs().Funcs() { // declared, then seams
		sum := st.eff.Of(fn)
		if !fn.Exported() || sum == nil {
			continue
		}
		var f partialPathFact
		for i, lc := range st.cfg.Lifecycles {
			_, full := sum.Effects[lcStop+lc.Name]
			_, part := sum.Effects[lcPartial+lc.Name]
			if full && part && st.partialPath(fn, i) {
				f.Lifecycles = append(f.Lifecycles, lc.Name)
			}
		}
		if len(f.Lifecycles) > 0 {
			st.ctx.Pass.ExportObjectFact(flow.FactObject(fn), &f) // a seam's on its variable
		}
	}
}

// importedPartial reads another package's partialPathFact for fn.
func (st *state) importedPartial(fn *types.Func, lifecycle string) bool {
	var f partialPathFact
	return st.ctx.Pass.ImportObjectFact(flow.FactObject(fn), &f) && slices.Contains(f.Lifecycles, lifecycle)
}

// copyWritesFact is exported for an exported function of a package the
// copies check reads that writes fields of a named struct type it takes a
// pointer to (markFailed(ms *T) { ms.Failed = true }), itself or through
// the functions it calls (writtenBy): a copy in another package that calls
// it leaves none of them out. Fields are "import/path.Type.Field".
type copyWritesFact struct{ Fields []string }

func (*copyWritesFact) AFact() {}

func (f *copyWritesFact) String() string { return "writes " + strings.Join(f.Fields, ", ") }

// exportCopyWrites exports copyWritesFact from written (keyed by writesKey).
func (st *state) exportCopyWrites(written fieldWrites) {
	for _, fd := range code.FuncDeclList(st.ctx.Pass.TypesInfo, st.ctx.Pass.Files) {
		fn := st.ctx.Pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if !fn.Exported() {
			continue
		}
		var f copyWritesFact
		for _, p := range code.Params(fn, true) {
			ptr, ok := p.Type().(*types.Pointer)
			if !ok {
				continue
			}
			t, ok := types.Unalias(ptr.Elem()).(*types.Named)
			if !ok {
				continue
			}
			for _, name := range slices.Sorted(maps.Keys(st.writtenBy(fn, t, written))) {
				if k := namedKey(t) + "." + name; !slices.Contains(f.Fields, k) {
					f.Fields = append(f.Fields, k)
				}
			}
		}
		if len(f.Fields) > 0 {
			st.ctx.Pass.ExportObjectFact(fn, &f)
		}
	}
}

// handedFact is exported for an exported function of the module that
// writes through a pointer parameter to a named struct, itself or through
// the helpers it hands it to: per parameter, the dotted field paths below
// the parameter's value. A side's call of it that hands the object's
// record is judged as a call of the package's own helper is.
type handedFact struct{ Params []handedParam }

type handedParam struct {
	Index int
	Paths []string
}

func (*handedFact) AFact() {}

func (f *handedFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, fmt.Sprintf("%d: %s", p.Index, strings.Join(p.Paths, ", ")))
	}
	return "writes through " + strings.Join(parts, "; ")
}

// nestedParam reports whether t is a pointer to a type that stands below a
// closed root (the object's own type is the effects' to follow).
func (st *state) nestedParam(t types.Type) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	k := typeKey(ptr.Elem())
	for _, cs := range st.closed {
		if cs.nested[k] {
			return true
		}
	}
	return false
}

// exportHanded exports handedFact for the package's exported functions.
func (st *state) exportHanded(h *handed) {
	for _, fn := range st.ctx.CallGraph().Funcs {
		if !fn.Exported() || fn.Pkg() != st.ctx.Pass.Pkg {
			continue
		}
		var f handedFact
		for i, param := range code.Params(fn, false) {
			if !st.nestedParam(param.Type()) {
				continue
			}
			var paths []string
			for _, w := range st.handedWrites(fn, i, 0, h) {
				if p := strings.Join(w.names, "."); !slices.Contains(paths, p) {
					paths = append(paths, p)
				}
			}
			if len(paths) > 0 {
				slices.Sort(paths)
				f.Params = append(f.Params, handedParam{Index: i, Paths: paths})
			}
		}
		if len(f.Params) > 0 {
			st.ctx.Pass.ExportObjectFact(fn, &f)
		}
	}
}

func stepNames(steps []step) []string {
	names := make([]string, len(steps))
	for i, s := range steps {
		names[i] = s.Name
	}
	return names
}
