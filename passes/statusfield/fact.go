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

// valueParam is a parameter that carries a value of an element field.
type valueParam struct {
	Index int
	// Key names the element field: the table's key and the values path
	// ("kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type").
	Key    string
	Remove bool
	// Into, when set, is 1 + the index of a pointer parameter the value
	// is stored through (*dst = v): the caller's argument there is the
	// field (set(&vmi.Status.Phase, v1.Running)); Key is empty.
	Into int
}

// valueParamsFact is exported for an exported function with element
// parameters (valueparams.go).
type valueParamsFact struct{ Params []valueParam }

func (*valueParamsFact) AFact() {}

func (f *valueParamsFact) String() string {
	var ps []string
	for _, p := range f.Params {
		verb := "sets"
		if p.Remove {
			verb = "removes"
		}
		if p.Into > 0 {
			ps = append(ps, fmt.Sprintf("argument %d is stored through argument %d", p.Index, p.Into-1))
			continue
		}
		ps = append(ps, fmt.Sprintf("argument %d %s %s", p.Index, verb, p.Key))
	}
	return strings.Join(ps, "; ")
}
