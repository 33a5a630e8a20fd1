package statusfield

import "github.com/kvlint/kvlint/internal/effects"

// writesFact is exported for every function of the module that writes an
// owned status field, directly or through calls: effect key
// ("import/path.Type.Field.Path", or "….Field=CONST" for an enum value) →
// first witness.
type writesFact struct{ effects.Summary }

func (*writesFact) AFact() {}
