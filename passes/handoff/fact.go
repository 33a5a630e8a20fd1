package handoff

import "github.com/kvlint/kvlint/internal/effects"

// channelFact is exported for every function of the module that uses a
// handoff channel, directly or through calls: channel name → first witness.
type channelFact struct{ effects.Summary }

func (*channelFact) AFact() {}

// String renders "launcher-pod via podutil.Create→v1.PodInterface.Create"
// for fact tests.
func (f *channelFact) String() string { return f.Summary.String() }
