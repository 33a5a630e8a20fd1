package hostprim

import (
	"fmt"
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
	Via   []string
	// Names are the parameters' names, for String.
	Names []string
}

func (*podRootFact) AFact() {}

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
			parts = append(parts, fmt.Sprintf("%s reaches %s", name, f.Via[j]))
		}
	}
	return strings.Join(parts, "; ")
}
