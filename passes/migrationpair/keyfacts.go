package migrationpair

import (
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/flow"
)

// keyDerivsFact is exported for an exported function of the module with
// one string result whose every return tells how it derives the value
// (keys.go): a lifecycle key computed by another package's helper
// (migrationproxy.Key(vmi)) is the set of that helper's derivations, as
// one computed by a function of the package is, so a stop keyed by
// vmi.UID alone still covers only part of a start keyed by a helper that
// may return the source VMI's UID.
type keyDerivsFact struct{ Derivs []keyDeriv }

// keyDeriv is one derivation: its identity (deriv.id, the same in every
// package: fields by their owner's import path) and how it is shown.
type keyDeriv struct{ ID, Shown, Inner string }

func (*keyDerivsFact) AFact() {}

func (f *keyDerivsFact) String() string {
	ids := make([]string, len(f.Derivs))
	for i, d := range f.Derivs {
		ids[i] = d.ID
	}
	return "key derives " + strings.Join(ids, " | ")
}

// exportKeyDerivs exports keyDerivsFact for the package's exported
// functions with one string result whose returns are all told. A
// derivation that only names a call says nothing an importer's own
// "call" derivation would not.
func (st *state) exportKeyDerivs() {
	if len(st.cfg.Lifecycles) == 0 || st.ctx.ExternalTest() {
		return
	}
	var k *keyer
	pass := st.ctx.Pass
	for _, fn := range st.funcs().FactFuncs() {
		if !returnsString(fn) {
			continue
		}
		if k == nil {
			k = st.keyer()
		}
		d := k.returnsOf(fn, 0)
		if len(d) == 0 || len(d) == 1 && strings.HasPrefix(d[0].id, "call ") {
			continue
		}
		f := &keyDerivsFact{}
		for _, x := range d {
			f.Derivs = append(f.Derivs, keyDeriv{ID: x.id, Shown: x.shown, Inner: x.inner})
		}
		pass.ExportObjectFact(flow.FactObject(fn), f)
	}
}

// returnsString reports whether fn has one result, of a string type.
func returnsString(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() != 1 {
		return false
	}
	b, ok := res.At(0).Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// importedDerivs returns the derivations of another package's function's
// result by its keyDerivsFact, or nil.
func (k *keyer) importedDerivs(obj types.Object) derivs {
	if k.pass == nil {
		return nil
	}
	var f keyDerivsFact
	if !k.pass.ImportObjectFact(obj, &f) {
		return nil
	}
	out := make(derivs, len(f.Derivs))
	for i, d := range f.Derivs {
		out[i] = deriv{d.ID, d.Shown, d.Inner}
	}
	return out
}
