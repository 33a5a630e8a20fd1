package hostprim

import (
	"fmt"
	"slices"
	"strings"
)

// rootBit marks a value as a path in another root; bit j+1 marks a value
// that flows from parameter j (the receiver counts as parameter 0 of a
// method). Parameters past maxParams are not tracked.
const (
	rootBit   uint64 = 1
	maxParams        = 62
)

func paramBit(j int) uint64 {
	if j >= maxParams {
		return 0
	}
	return 1 << uint(j+1)
}

// podRootFact summarises a function of the module for HP1004, so that a root
// built in one package and followed in another is still seen.
type podRootFact struct {
	// Results[i] is the flow into result i: rootBit when it is a path in
	// another root, paramBit(j) when parameter j flows into it.
	Results []uint64
	// Origins[i] says where result i's root comes from.
	Origins []string
	// Sinks has paramBit(j) set when parameter j reaches an operation that
	// follows symlinks; Via[j] is the chain to it.
	Sinks uint64
	Via   []podChain
	// Names are the parameters' names, for String.
	Names []string
}

func (*podRootFact) AFact() {}

// podLink is one link of the chain from a call to the operation that
// follows symlinks: the function called (the operation last), where
// ("file:line:col", so that it survives in facts), and how the path got
// there ("(through field f)").
type podLink struct {
	Name, At, Note string
}

// podChain is the chain from a call to the operation, the call's own
// function first. Chains are never modified once built: extending one
// copies it.
type podChain []podLink

// then returns the chain with l in front.
func (c podChain) then(l podLink) podChain { return append(podChain{l}, c...) }

// through returns the chain with note added to its last link.
func (c podChain) through(note string) podChain {
	out := slices.Clone(c)
	out[len(out)-1].Note += note
	return out
}

// String renders "a → b → os.Open (through field f)".
func (c podChain) String() string {
	parts := make([]string, len(c))
	for i, l := range c {
		parts[i] = l.Name + l.Note
	}
	return strings.Join(parts, " → ")
}

func (f *podRootFact) empty() bool {
	if f.Sinks != 0 {
		return false
	}
	for _, r := range f.Results {
		if r != 0 {
			return false
		}
	}
	return true
}

// String renders "result 0 in another root (from …); p reaches os.Open" for
// fact tests.
func (f *podRootFact) String() string {
	var parts []string
	for i, r := range f.Results {
		if r&rootBit != 0 {
			parts = append(parts, fmt.Sprintf("result %d in another root from %s", i, f.Origins[i]))
		}
		for j, name := range f.Names {
			if r&paramBit(j) != 0 {
				parts = append(parts, fmt.Sprintf("result %d from %s", i, name))
			}
		}
	}
	for j, name := range f.Names {
		if f.Sinks&paramBit(j) != 0 {
			parts = append(parts, fmt.Sprintf("%s reaches %s", name, f.Via[j].String()))
		}
	}
	return strings.Join(parts, "; ")
}
