package hostprim

import (
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
)

// reachFact is exported for every function of the module that reaches a host
// primitive category, directly or through calls: category → first witness.
type reachFact struct{ effects.Summary }

func (*reachFact) AFact() {}

// execParamsFact is exported for an exported function whose parameters name
// the binary a program run executes (execparams.go): a caller in another
// package that passes a binary there runs it, as a caller in the function's
// own package does.
type execParamsFact struct{ Params []execParam }

// execParam is one such parameter, with whether the run looks a bare name
// up in $PATH.
type execParam struct {
	Index      int
	PathLookup bool
}

func (*execParamsFact) AFact() {}

func (f *execParamsFact) String() string {
	var ix []string
	for _, p := range f.Params {
		ix = append(ix, strconv.Itoa(p.Index))
	}
	return "runs the binary its argument " + strings.Join(ix, ", ") + " names"
}

// stringsFact is exported for an exported function of one string result
// whose returns have a known leading part (strresults.go): a getter of
// another package (hostbin.Mount() returning "/bin/mount") names a binary
// or a path at its callers as one of the caller's own package would.
type stringsFact struct{ Vals []strVal }

func (*stringsFact) AFact() {}

func (f *stringsFact) String() string {
	var vs []string
	for _, v := range f.Vals {
		if !v.Full {
			v.S += "…"
		}
		vs = append(vs, v.S)
	}
	return "returns " + strings.Join(vs, ", ")
}

// heldFact is exported for an exported package-level variable initialized
// with a function of another package that hostprim knows (a primitive, an
// exec API, a path writer): var Mount = unix.Mount, a seam its tests swap.
// A call of the variable in an importer performs that function, as a call
// in the variable's own package does (held.go).
type heldFact struct{ Pkg, Name string }

func (*heldFact) AFact() {}

func (f *heldFact) String() string { return "holds " + f.Pkg + "." + f.Name }
