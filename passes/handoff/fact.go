package handoff

import "github.com/kvlint/kvlint/internal/effects"

// channelFact is exported for every function of the module that uses a
// handoff channel, directly or through calls: channel name → first witness.
type channelFact struct{ effects.Summary }

func (*channelFact) AFact() {}

// keySetFact is exported for every function of the module that sets an
// owned handoff key on an object, directly or through calls (HO1007):
// key constant → first witness.
type keySetFact struct{ effects.Summary }

func (*keySetFact) AFact() {}

// keySettersFact marks a package some function of which sets an owned key,
// directly or through calls: its importers compute key-set summaries,
// every other package skips them.
type keySettersFact struct{}

func (*keySettersFact) AFact() {}

func (*keySettersFact) String() string { return "sets owned handoff keys" }
