package statusfield

import (
	"fmt"
	"go/constant"
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

// predicateFact is exported for an exported predicate that compares a
// field of a parameter with constants. Values are
// the constants' exact literals, of kind Kind (a string or an integer).
type predicateFact struct{ Picks []predicatePick }

type predicatePick struct {
	Param  int
	Field  string
	Read   bool
	Kind   constant.Kind
	Values []string
}

func (*predicateFact) AFact() {}

func (f *predicateFact) String() string {
	var ps []string
	for _, p := range f.Picks {
		not := ""
		if !p.Read {
			not = " not"
		}
		ps = append(ps, fmt.Sprintf("argument %d.%s%s %s", p.Param, p.Field, not, strings.Join(p.Values, " ")))
	}
	return strings.Join(ps, "; ")
}

// rolePredFact is exported for an exported predicate whose truth (True)
// or falsity (False) tells the value of API predicates: one of its
// alternatives held, each a list of "+key" (true) and "-key" (false); a
// key is the object's package path and objectpath.
type rolePredFact struct{ True, False [][]string }

func (*rolePredFact) AFact() {}

func (f *rolePredFact) String() string {
	alts := func(as [][]string) string {
		var out []string
		for _, a := range as {
			out = append(out, strings.Join(a, " "))
		}
		return strings.Join(out, " | ")
	}
	return "true: " + alts(f.True) + "; false: " + alts(f.False)
}

// roleOpenFact is exported for a function that leaves a role-restricted
// write open: each entry the role's name and the effect key.
type roleOpenFact struct{ Writes []roleOpen }

type roleOpen struct {
	Role, Key string
	// Bound: the helper's own path bound the role (shared code, which is
	// not reported itself); its callers report the call unless their
	// paths rule the role out.
	Bound bool
	// Flags are the boolean parameters the helper tested on the way,
	// "+0,-2": a caller's arguments for them are tested so on its path.
	Flags string
	// At is where the helper (or the helper it calls) writes,
	// "file:line:col", for its callers' related location.
	At string
}

func (*roleOpenFact) AFact() {}

func (f *roleOpenFact) String() string {
	var out string
	for i, w := range f.Writes {
		if i > 0 {
			out += " "
		}
		out += w.Key + " (" + w.Role + ")"
		if w.Bound {
			out += " bound"
		}
		if w.Flags != "" {
			out += " if " + w.Flags
		}
	}
	return out
}
