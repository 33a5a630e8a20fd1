package statusfield

import (
	"fmt"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/policy"
)

// maxListed bounds how many fields one diagnostic lists (a whole-status
// write can touch thirty).
const maxListed = 6

// report reports the direct sites of this package and, at every edge from
// this component's code into code outside it, the writes the callee reaches.
func (a *analyzer) report(res *effects.Result) {
	comp := a.ctx.Component
	a.reportPatchCopies()
	for _, s := range a.sites {
		if s.bad != "" {
			a.ctx.Report.On("patch "+s.path).Reportf("SF1004", s.pos, s.end, "%s", s.bad)
		}
		if comp == policy.Shared {
			continue // shared code is checked in the components that call it
		}
		w := a.writerAt(comp, s.pos)
		if s.patch != "" {
			a.reportPatch(w, s)
			continue
		}
		var cv callViolations
		cv.add(a.judgeKeys(w, s, ""), effects.Witness{})
		if len(cv.fields) > 0 {
			a.ctx.Report.On(subject(cv.fields, "")).Reportf("SF1001", s.pos, s.end, "%s writes %s", w, describe(cv.fields))
		}
		for _, vals := range [][]violation{cv.vals, cv.removed} {
			if len(vals) > 0 {
				d := analysis.Diagnostic{Pos: s.pos, End: s.end, Message: fmt.Sprintf("%s %s %s", w, verbOf(vals), describe(vals)), Related: valueOrigins(vals)}
				a.ctx.Report.On(subject(vals, "")).Report("SF1002", d)
			}
		}
	}
	if comp != policy.Shared {
		a.reportEdges(comp, res)
		a.reportControllerCalls(comp, res)
	}
}

// valueOrigins relates each value a write stores through a variable or a
// call to the constant it comes from.
func valueOrigins(vals []violation) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, v := range vals {
		if v.from != nil {
			out = append(out, analysis.RelatedInformation{Pos: v.from.Pos(), End: v.from.End(),
				Message: "the value " + v.value + " comes from here"})
		}
	}
	return out
}

// reportPatch reports SF1003 for a patch that writes a path comp does not
// own. An ambiguous path is fine when comp owns it in any of its types.
func (a *analyzer) reportPatch(w writer, s *site) {
	var vs []violation
	if len(s.alts) > 0 {
		for i, alt := range s.alts {
			avs := a.check(w, alt)
			if len(avs) == 0 {
				return
			}
			if i == 0 {
				vs = avs
			}
		}
	} else {
		vs = a.judgeKeys(w, s, "SF1003")
	}
	if len(vs) == 0 {
		return
	}
	// The values name the finding too: one function may patch a path with
	// two values it may not set (Pending in one patch, Scheduling in another).
	subject := "patch " + s.path
	var vals []string
	for _, v := range vs {
		if v.value != "" && !slices.Contains(vals, v.value) {
			vals = append(vals, v.value)
		}
	}
	if len(vals) > 0 {
		slices.Sort(vals)
		subject += "=" + strings.Join(vals, ",")
	}
	d := analysis.Diagnostic{Pos: s.pos, End: s.end, Message: fmt.Sprintf("%s patches %q, which writes %s", w, s.path, describe(vs)), Related: valueOrigins(vs)}
	a.ctx.Report.On(subject).Report("SF1003", d)
}

func (a *analyzer) check(w writer, ks []key) []violation {
	var out []violation
	for _, k := range ks {
		out = append(out, k.check(w)...)
	}
	return out
}

// reportEdges reports SF1001/SF1002 where this component's code calls (or
// takes the value of) a function of another component or of shared code
// whose summary writes what this component does not own: once per calling
// function and callee, with each field's witness chain. A callee's summary is
// the same at every edge, so a repeated edge would find the same violations.
func (a *analyzer) reportEdges(comp string, res *effects.Result) {
	type pair struct{ caller, callee *types.Func }
	done := map[pair]bool{}
	outside := func(p *types.Package) bool { return a.ctx.Policy.ComponentOf(p.Path()) != comp }
	for e, sum := range res.Boundary(outside) {
		if done[pair{e.Caller, e.Callee}] {
			continue
		}
		done[pair{e.Caller, e.Callee}] = true
		// The controller whose code this is: the caller's, or, at a call of
		// a controller's method from outside it (the component's main
		// starting its loop, where a call through an interface the main
		// wires resolves), the callee's.
		wr := writer{comp: comp, ctl: a.controllerOf(e.Caller)}
		if wr.ctl == "" {
			wr.ctl = a.controllerOf(e.Callee)
		}
		var cv callViolations
		for _, ks := range sum.Keys() {
			k, ok := a.parseKey(ks)
			if !ok {
				continue
			}
			w, _ := res.Through(e.Callee, ks)
			vs := k.check(wr)
			cv.add(vs, w)
			a.judged(e.Node.Pos(), ks, vs, "")
		}
		a.reportCall(e, wr, &cv)
	}
}

// parseKey reads an effect key back: the longest type key it starts with,
// then the path and an optional "=CONST".
func (a *analyzer) parseKey(s string) (key, bool) {
	var best *table
	for _, t := range a.tables {
		if strings.HasPrefix(s, t.key+".") && (best == nil || len(t.key) > len(best.key)) {
			best = t
		}
	}
	if best == nil {
		return key{}, false
	}
	rest := s[len(best.key)+1:]
	path, shallow := strings.CutSuffix(rest, "{}")
	path, value, _ := strings.Cut(path, "=")
	value, remove := strings.CutPrefix(value, "-")
	return key{t: best, path: path, value: value, shallow: shallow, remove: remove}, true
}

// related lists, for each violation reached through a call, its witness
// chain's links, each once; when there are several violations, each link
// names the field it leads to.
// reportCall reports at the call e what its callee writes that w may not:
// the fields (SF1001) and the values (SF1002), each with its witness.
// callViolations are the violations of the writes a call reaches, fields
// (SF1001) apart from values (SF1002), each with its write's witness.
type callViolations struct {
	fields, vals, removed []violation
	fw, vw, rw            []effects.Witness
}

// add files the violations of one write reached through w.
func (c *callViolations) add(vs []violation, w effects.Witness) {
	for _, v := range vs {
		switch {
		case v.remove:
			c.removed, c.rw = append(c.removed, v), append(c.rw, w)
		case v.value != "":
			c.vals, c.vw = append(c.vals, v), append(c.vw, w)
		default:
			c.fields, c.fw = append(c.fields, v), append(c.fw, w)
		}
	}
}

// verbOf says what the violations of one value diagnostic do.
func verbOf(vals []violation) string {
	if vals[0].remove {
		return "removes"
	}
	return "sets"
}

func (a *analyzer) reportCall(e effects.Edge, w writer, cv *callViolations) {
	for _, r := range []struct {
		code, verb string
		vs         []violation
		ws         []effects.Witness
	}{{"SF1001", "writes", cv.fields, cv.fw}, {"SF1002", "sets", cv.vals, cv.vw}, {"SF1002", "removes", cv.removed, cv.rw}} {
		if len(r.vs) == 0 {
			continue
		}
		a.ctx.Report.On(subject(r.vs, e.Callee.FullName())).Report(r.code, analysis.Diagnostic{
			Pos: e.Node.Pos(), End: e.Node.End(), Related: a.related(r.vs, r.ws, r.verb),
			Message: fmt.Sprintf("%s, through %s, %s %s", w, effects.CalleeName(e.Callee, e.Via), r.verb, describe(r.vs)),
		})
	}
}

func (a *analyzer) related(vs []violation, ws []effects.Witness, verb string) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	seen := map[string]bool{}
	for i, v := range vs {
		for _, r := range a.ctx.Related(ws[i], verb) {
			if len(vs) > 1 {
				r.Message = v.t.short + "." + v.written + ": " + r.Message
			}
			if k := fmt.Sprint(r.Pos, r.Message); !seen[k] {
				seen[k] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// describe renders violations for a message. One field (or value) is
// shown with the components that may write it. Several are listed by the
// path refused, the type named once when they share it, without owners (the
// policy lists them): a whole-status write would otherwise run to hundreds
// of characters.
func describe(vs []violation) string {
	var items []string
	seen := map[string]bool{}
	typ := vs[0].t.short
	for _, v := range vs {
		item := v.t.short + "." + v.path
		if v.value != "" {
			item += "=" + v.value
		}
		if !seen[item] {
			seen[item] = true
			items = append(items, item)
		}
		if v.t.short != typ {
			typ = ""
		}
	}
	if len(items) == 1 {
		v := vs[0]
		switch {
		case v.remove:
			return fmt.Sprintf("%s.%s=%s, a value %s", v.t.short, v.written, v.value, onlyMay(v.owners, "remove"))
		case v.value != "":
			return fmt.Sprintf("%s.%s=%s, a value %s", v.t.short, v.written, v.value, onlyMay(v.owners, "set"))
		case v.path != v.written:
			return fmt.Sprintf("%s.%s, including %s, which %s", v.t.short, v.written, v.path, onlyMay(v.owners, "write"))
		}
		return fmt.Sprintf("%s.%s, which %s", v.t.short, v.written, onlyMay(v.owners, "write"))
	}
	sort.Strings(items)
	head := "fields it may not write"
	switch {
	case vs[0].remove:
		head = "values it may not remove"
	case vs[0].value != "":
		head = "values it may not set"
	}
	if typ != "" {
		head = typ + " " + head
		for i := range items {
			items[i] = strings.TrimPrefix(items[i], typ+".")
		}
	}
	list := strings.Join(items, ", ")
	if len(items) > maxListed {
		list = fmt.Sprintf("%s and %d more", strings.Join(items[:maxListed], ", "), len(items)-maxListed)
	}
	return head + ": " + list
}

func onlyMay(owners []string, verb string) string {
	if len(owners) == 0 {
		return "no component may " + verb
	}
	return "only " + strings.Join(owners, ", ") + " may " + verb
}

// subject names what a finding is about for baselines: the paths written
// (with the values set), and the function called when the write happens
// through it; never the wording of the message.
func subject(vs []violation, via string) string {
	parts := make([]string, 0, len(vs))
	for _, v := range vs {
		p := v.written
		if v.value != "" {
			p += "=" + v.value
		}
		if v.remove {
			p = "removal of " + p
		}
		parts = append(parts, p)
	}
	slices.Sort(parts)
	s := strings.Join(slices.Compact(parts), ",")
	if via != "" {
		s += " via " + via
	}
	return s
}
