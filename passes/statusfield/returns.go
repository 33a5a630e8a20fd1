package statusfield

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/flow"
)

// returnsFact is exported for an exported function of the module one of
// whose results is of an enum field's type and may hold constants
// (values.go): a caller in another package that stores the result into
// the field (vmi.Status.Phase = util.PhaseOf(state)) stores each of them,
// judged as if written at its write, as for a function of its own package.
type returnsFact struct{ Results []returnedValues }

// returnedValues are the constants result Index may hold: each one's exact
// literal (of kind Kind, a string or an integer) and where the code that
// returns it spells it ("file:line:col", the related location).
type returnedValues struct {
	Index  int
	Kind   constant.Kind
	Values []returnedValue
}

type returnedValue struct{ Literal, At string }

func (*returnsFact) AFact() {}

func (f *returnsFact) String() string {
	var rs []string
	for _, r := range f.Results {
		var vs []string
		for _, v := range r.Values {
			vs = append(vs, v.Literal)
		}
		rs = append(rs, fmt.Sprintf("result %d returns %s", r.Index, strings.Join(vs, " ")))
	}
	return strings.Join(rs, "; ")
}

// exportReturns exports returnsFact for the package's exported functions
// (code.FactFuncs) with a result of an enum field's type that holds
// constants.
func (a *analyzer) exportReturns(export func(types.Object, analysis.Fact)) {
	if len(a.enums) == 0 {
		return
	}
	for _, fn := range a.bodies().FactFuncs() {
		var f returnsFact
		results := fn.Signature().Results()
		for i := range results.Len() {
			if !a.isEnum(results.At(i).Type()) {
				continue
			}
			var vals []flowValue
			a.returnValues(fn, i, 0, map[types.Object]bool{fn: true}, &vals)
			if r := a.returned(i, vals); len(r.Values) > 0 {
				f.Results = append(f.Results, r)
			}
		}
		if len(f.Results) > 0 {
			export(flow.FactObject(fn), &f)
		}
	}
}

// returned renders result i's constants for the fact, each once, in the
// order found.
func (a *analyzer) returned(i int, vals []flowValue) returnedValues {
	r := returnedValues{Index: i}
	seen := map[string]bool{}
	for _, v := range vals {
		k := v.value.Kind()
		if (k != constant.String && k != constant.Int) || (r.Kind != constant.Unknown && k != r.Kind) {
			continue
		}
		lit := v.value.ExactString()
		if seen[lit] {
			continue
		}
		seen[lit] = true
		r.Kind = k
		r.Values = append(r.Values, returnedValue{Literal: lit, At: a.ctx.Files.Position(a.ctx.Pass.Fset, a.ctx.Pass.Files, v.at.Pos()).String()})
	}
	return r
}

// isEnum reports whether t is the type of an enum field with per-value
// owners.
func (a *analyzer) isEnum(t types.Type) bool {
	for _, e := range a.enums {
		if types.Identical(e, t) {
			return true
		}
	}
	return false
}

// importedValues adds the constants result idx of fn, another package's
// function, returns by its returnsFact. Each is placed, for the related
// location, at the spelling the fact names (an empty identifier there).
func (a *analyzer) importedValues(obj types.Object, idx int, out *[]flowValue) {
	var f returnsFact
	if !a.ctx.Pass.ImportObjectFact(obj, &f) {
		return
	}
	tok := map[constant.Kind]token.Token{constant.String: token.STRING, constant.Int: token.INT}
	for _, r := range f.Results {
		if r.Index != idx {
			continue
		}
		for _, v := range r.Values {
			val := constant.MakeFromLiteral(v.Literal, tok[r.Kind], 0)
			if val.Kind() == constant.Unknown {
				continue
			}
			// No name: the identifier ends where it starts, at a
			// position PosAt made for that line and column alone.
			at := &ast.Ident{NamePos: a.ctx.PosAt(v.At)}
			*out = append(*out, flowValue{value: val, at: at})
		}
	}
}
