package handoff

import "github.com/kvlint/kvlint/internal/effects"

// channelFact is exported for every function of the module that uses a
// handoff channel, directly or through calls: channel name → first witness.
type channelFact struct{ effects.Summary }

func (*channelFact) AFact() {}
