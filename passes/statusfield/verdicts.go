package statusfield

import (
	"go/token"
	"slices"

	"github.com/kvlint/kvlint/internal/sites"
)

// The map shows a site per field a write touches, and per field a call into
// another component's code writes; report judges each, so that a finding
// about some fields does not mark the others (verdicts).

// verdictAt is a direct site of one key: one write can make several (two
// fields, the paths a patch variable may hold) at one position.
type verdictAt struct {
	pos token.Pos
	key string
}

// judgeKeys checks s's keys against w, as check does, and returns the
// violations; it notes, for the map, which keys w may not write: code
// (SF1001 or SF1002 by the violation when empty), or sites.Clean.
func (a *analyzer) judgeKeys(w writer, s *site, code string) []violation {
	var out []violation
	for _, k := range s.keys {
		vs := k.check(w)
		out = append(out, vs...)
		a.judged(s.pos, k.String(), vs, code)
	}
	return out
}

// judged notes the verdict on the site of key ks at pos: code (SF1001 or
// SF1002 by the violations vs when empty), or sites.Clean when vs is
// empty. A verdict of a finding stays.
func (a *analyzer) judged(pos token.Pos, ks string, vs []violation, code string) {
	c := code
	switch {
	case len(vs) == 0:
		c = sites.Clean
	case c == "":
		c = "SF1002"
		if slices.ContainsFunc(vs, func(v violation) bool { return v.value == "" && !v.remove }) {
			c = "SF1001"
		}
	}
	at := verdictAt{pos, ks}
	if old, seen := a.verdicts[at]; !seen || old == sites.Clean {
		a.verdicts[at] = c
	}
}

// verdict notes a finding of code about key k at pos, which no clean
// judgement of the same site undoes (the role check judges after the
// owners).
func (a *analyzer) verdict(pos token.Pos, k key, code string) {
	a.verdicts[verdictAt{pos, k.String()}] = code
}

// markVerdicts sets the Code of r's sites that report judged: direct
// writes, and calls into another component's code (Via), judged per key
// of the callee's summary.
func (a *analyzer) markVerdicts(r *sites.Result) *sites.Result {
	for i, s := range r.Sites {
		if c, ok := a.verdicts[verdictAt{s.Pos, s.Key}]; ok && (s.Kind == sites.Direct || s.Kind == sites.Via) {
			r.Sites[i].Code = c
		}
	}
	return r
}
