package hostprim

import (
	"fmt"
	"slices"
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
	// Tree[j] is the chain by which parameter j reaches an operation in a
	// way the root of a tree someone else controls must not: an operation
	// that follows links below its path, or any operation after a path was
	// built below the parameter. Empty when it does not.
	Tree []effects.Witness
	// Names are the parameters' names, for String.
	Names []string
	// Pending are the calls through keys importers may store into that
	// the function reaches with a root or a parameter in an argument
	// (podroot_pending.go), sorted.
	Pending []podPending
	// Hands are what the function passes to calls of its function
	// parameters (podroot_hand.go).
	Hands []podHand
	// Conds are the parameters that reach an operation only as the
	// arguments of a program another parameter names (podroot_prog.go),
	// sorted.
	Conds []podCond
}

// podResult is the flow into one result: a path in another root (from
// Origin), and the parameters that flow into it.
type podResult struct {
	Root bool
	// Tree: the root is only that of a tree someone else controls.
	Tree   bool
	Origin string
	Params params
	// Below are the parameters a path built below flows from.
	Below params
	// Own: the process's own pid ("self") may be the result (val.own).
	Own bool
}

func (*podRootFact) AFact() {}

// sinks reports whether parameter j reaches an operation.
func (f *podRootFact) sinks(j int) bool { return j < len(f.Via) && len(f.Via[j].Chain) > 0 }

// treeSinks reports whether parameter j reaches an operation a tree's root
// must not reach.
func (f *podRootFact) treeSinks(j int) bool { return j < len(f.Tree) && len(f.Tree[j].Chain) > 0 }

// empty reports whether f says nothing: it is not active and no result
// carries an argument.
func (f *podRootFact) empty() bool {
	if active(f) || len(f.Hands) > 0 {
		return false
	}
	for _, r := range f.Results {
		if !r.Params.empty() || !r.Below.empty() {
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
		switch {
		case r.Root && r.Tree:
			parts = append(parts, fmt.Sprintf("result %d a tree from %s", i, r.Origin))
		case r.Root:
			parts = append(parts, fmt.Sprintf("result %d in another root from %s", i, r.Origin))
		}
		if r.Own {
			parts = append(parts, fmt.Sprintf("result %d may be the own pid", i))
		}
		for j, name := range f.Names {
			if r.Params.has(j) {
				parts = append(parts, fmt.Sprintf("result %d from %s", i, name))
			}
			if r.Below.has(j) {
				parts = append(parts, fmt.Sprintf("result %d below %s", i, name))
			}
		}
	}
	for j, name := range f.Names {
		if f.sinks(j) {
			parts = append(parts, fmt.Sprintf("%s reaches %s", name, chainText(f.Via[j])))
		}
		if f.treeSinks(j) && !slices.Equal(f.Tree[j].Chain, f.Via[j].Chain) {
			parts = append(parts, fmt.Sprintf("%s as a tree reaches %s", name, chainText(f.Tree[j])))
		}
	}
	for _, p := range f.Pending {
		what := "root from " + p.Origin
		switch {
		case p.Param >= 0 && p.Param < len(f.Names):
			what = f.Names[p.Param]
			if p.Below {
				what = "below " + what
			}
		case p.Tree:
			what = "tree from " + p.Origin
		}
		for j, name := range f.Names {
			if p.PidOf.has(j) {
				what += " if " + name + " is another pid"
			}
		}
		parts = append(parts, fmt.Sprintf("pending %s → %s [%d]", what, chainText(p.Witness), p.Arg))
	}
	for _, h := range f.Hands {
		parts = append(parts, f.handText(h))
	}
	for _, c := range f.Conds {
		parts = append(parts, f.condText(c))
	}
	return strings.Join(parts, "; ")
}
