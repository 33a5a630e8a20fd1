package statusfield

import (
	"fmt"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
)

// writesFact is exported for every function of the module that writes an
// owned status field, directly or through calls: effect key
// ("import/path.Type.Field.Path", or "….Field=CONST" for an enum value) →
// first witness.
type writesFact struct{ effects.Summary }

func (*writesFact) AFact() {}

// elemParam is a parameter that carries a value of an element field.
type elemParam struct {
	Index int
	// Key names the element field: the table's key and the values path
	// ("kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type").
	Key    string
	Remove bool
}

// elemParamsFact is exported for an exported function with element
// parameters (elemparams.go).
type elemParamsFact struct{ Params []elemParam }

func (*elemParamsFact) AFact() {}

func (f *elemParamsFact) String() string {
	var ps []string
	for _, p := range f.Params {
		verb := "sets"
		if p.Remove {
			verb = "removes"
		}
		ps = append(ps, fmt.Sprintf("argument %d %s %s", p.Index, verb, p.Key))
	}
	return strings.Join(ps, "; ")
}
