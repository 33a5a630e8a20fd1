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
