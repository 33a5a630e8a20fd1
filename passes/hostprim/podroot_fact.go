package hostprim

import (
	"fmt"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
)

// podRootFact summarises a function of the module for HP1004, so that a root
// built in one package and followed in another is still seen. Parameters
// are numbered receiver first; there is no limit on their number.
type podRootFact struct {
	// Results[i] is the flow into result i.
	Results []podResult
	// Via[j] is the chain by which parameter j reaches an operation that
	// follows symlinks, the operation last; an empty chain when it does
	// not.
	Via []effects.Witness
	// Names are the parameters' names, for String.
	Names []string
}

// podResult is the flow into one result: a path in another root (from
// Origin), and the parameters that flow into it.
type podResult struct {
	Root   bool
	Origin string
	Params params
}

func (*podRootFact) AFact() {}

// sinks reports whether parameter j reaches an operation.
func (f *podRootFact) sinks(j int) bool { return j < len(f.Via) && len(f.Via[j].Chain) > 0 }

func (f *podRootFact) empty() bool {
	for j := range f.Via {
		if f.sinks(j) {
			return false
		}
	}
	for _, r := range f.Results {
		if r.Root || !r.Params.empty() {
			return false
		}
	}
	return true
}

// opWitness is the chain of a call of a path-following operation at "at"
// ("file:line:col", so that it survives in facts).
func opWitness(name, at string) effects.Witness {
	return effects.Witness{Chain: []string{name}, Calls: []string{at}, Site: at}
}

// calledVia returns w with a call of name at "at" in front. Chains are
// never modified once built: extending one copies it.
func calledVia(w effects.Witness, name, at string) effects.Witness {
	return effects.Witness{
		Chain: append([]string{name}, w.Chain...),
		Calls: append([]string{at}, w.Calls...),
		Site:  w.Site,
		Note:  w.Note,
	}
}

// through returns w with note (how the path got to the operation) added.
func through(w effects.Witness, note string) effects.Witness {
	w.Note += note
	return w
}

func chainText(w effects.Witness) string { return strings.Join(w.Chain, " → ") + w.Note }

// String renders "result 0 in another root (from …); p reaches a → os.Open"
// for fact tests.
func (f *podRootFact) String() string {
	var parts []string
	for i, r := range f.Results {
		if r.Root {
			parts = append(parts, fmt.Sprintf("result %d in another root from %s", i, r.Origin))
		}
		for j, name := range f.Names {
			if r.Params.has(j) {
				parts = append(parts, fmt.Sprintf("result %d from %s", i, name))
			}
		}
	}
	for j, name := range f.Names {
		if f.sinks(j) {
			parts = append(parts, fmt.Sprintf("%s reaches %s", name, chainText(f.Via[j])))
		}
	}
	return strings.Join(parts, "; ")
}
