package migrationpair

import (
	"go/types"
	"slices"
	"strings"
)

// A progress helper of another package (a shared markFailed(ms) that sets
// the end timestamp, Completed and Failed) keeps for its callers what it
// writes on every path through it, as one of the package's own helpers
// does: a side that calls it keeps those fields there, and one whose
// transition it makes (it writes the marker) makes it at the call
// (helperGroups). Without the fact, moving one side's transitions into a
// shared package would take that side out of the comparison.

// progressFact is exported for an exported function that writes progress
// fields on every path through it. Keeps are progressKey strings.
type progressFact struct{ Keeps []string }

func (*progressFact) AFact() {}

func (f *progressFact) String() string { return "keeps " + strings.Join(f.Keeps, ", ") }

// progressKey names field i of ps the same way in every package: the
// record's type and the field's path.
func progressKey(ps *progressSet, i int) string {
	return ps.cfg.Type.Key() + " " + ps.cfg.Fields[i].String()
}

// exportProgress exports progressFact for the package's exported keepers.
func (st *state) exportProgress() {
	keeps := map[*types.Func][]string{}
	for _, pc := range st.progChecks() {
		ps := pc.ps
		for fn := range pc.keepers {
			if !fn.Exported() {
				continue
			}
			kept := pc.keeps(fn)
			for i := range ps.fields {
				if kept.has(i) {
					keeps[fn] = append(keeps[fn], progressKey(ps, i))
				}
			}
		}
	}
	for fn, ks := range keeps {
		st.ctx.Pass.ExportObjectFact(fn, &progressFact{Keeps: ks})
	}
}

// importedKeeps is keeps for fn of another package: its fact's fields of
// this record.
func (pc *progCheck) importedKeeps(fn *types.Func) fieldSet {
	var f progressFact
	if !pc.st.ctx.Pass.ImportObjectFact(fn.Origin(), &f) {
		return 0
	}
	var out fieldSet
	for i := range pc.ps.fields {
		if slices.Contains(f.Keeps, progressKey(pc.ps, i)) {
			out |= 1 << uint(i)
		}
	}
	return out
}
