package effects

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/flow"
)

// PendingFact is the fact of the one analyzer that exports pending calls
// (passkit's kvpending): a function's summary with its pending calls and
// no effects, and in the package fact the stored functions' (Summary.Stored).
//
// Pending calls do not depend on the effects a pass looks for: they are
// the calls through keys a function reaches, found on the same call graph
// by the same solver. Each pass used to export its own copy of them, four
// identical lists per function that were 80% of kvlint's fact bytes under
// go vet (virt-controller/watch: 316 KB of the package's own facts, 64 KB
// without them). Now each pass exports its effects only and reads the
// dependencies' pending calls through Spec.Pending.
type PendingFact struct{ Summary }

// AFact implements analysis.Fact.
func (*PendingFact) AFact() {}

// String renders the pending calls for fact tests: "pending KEY.METHOD
// via CHAIN; …", a key as its package's last element and object path.
func (f *PendingFact) String() string {
	s := f.Decoded()
	var parts []string
	for _, p := range s.Pending {
		k := flow.ShortID(p.Key)
		if p.Method != "" {
			k += "." + p.Method
		}
		parts = append(parts, "pending "+k+" via "+strings.Join(p.Witness.Chain, "→"))
	}
	for _, st := range s.Stored {
		parts = append(parts, "stored "+flow.ShortID(st.ID)+": "+(&PendingFact{st.Summary}).String())
	}
	return strings.Join(parts, "; ")
}

// Pendings are the pending calls of a package's dependencies, as their
// packages exported them in PendingFact: what a pass's Spec.Pending reads.
// They are gathered once, when the package's pending analyzer runs, so a
// pass never imports another analyzer's facts.
type Pendings struct {
	funcs  map[types.Object]*Summary
	stored map[string]*Summary
}

// NewPendings gathers the PendingFacts pass can see: pass is the pending
// analyzer's (PendingFact among its fact types). The summaries stay
// undecoded until read.
func NewPendings(pass *analysis.Pass) *Pendings {
	// Only other packages' functions are imported callees.
	p := &Pendings{funcs: map[types.Object]*Summary{}, stored: storedByID(pass)}
	for _, of := range pass.AllObjectFacts() {
		if f, ok := of.Fact.(*PendingFact); ok && of.Object.Pkg() != pass.Pkg {
			p.funcs[of.Object] = &f.Summary
		}
	}
	return p
}

// of is the pending part of fn's summary, nil when it has none.
func (p *Pendings) of(fn *types.Func) *Summary {
	if s := p.funcs[fn]; s != nil {
		return s.Decoded()
	}
	return nil
}

// storedOf is the pending part of the summary of the function stored under
// id, as the package storing it exported it.
func (p *Pendings) storedOf(id string) *Summary { return p.stored[id] }
