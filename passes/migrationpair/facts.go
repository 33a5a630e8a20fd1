package migrationpair

import "github.com/kvlint/kvlint/internal/effects"

// accessFact summarises, for a function, which configured signal fields it
// reads and which side-reserved fields it writes, directly or through the
// functions it calls, so that a side's calls into helpers of other packages
// count. Keys are "reads <type>.<path>" and "writes <type>.<path>".
type accessFact struct{ effects.Summary }

func (*accessFact) AFact() {}
