package hostprim

import "github.com/kvlint/kvlint/internal/effects"

// reachFact is exported for every function of the module that reaches a host
// primitive category, directly or through calls: category → first witness.
type reachFact struct{ effects.Summary }

func (*reachFact) AFact() {}
