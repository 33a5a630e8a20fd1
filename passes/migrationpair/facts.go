package migrationpair

import (
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
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
