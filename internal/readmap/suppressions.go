package readmap

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/core/finding"
)

// Suppression is a finding a directive (//kvlint:ignore, //kvlint:file-ignore)
// suppresses, with the directive's reason: the place a change switches a
// check off, which a reviewer wants to see beside what the change moves.
type Suppression struct {
	Loc
	Component string `json:"component"`
	Code      string `json:"code"`
	// Subject is what the finding is about, as its pass names it (the
	// baseline's subject; a diff matches suppressions by it), the message
	// when the pass names none.
	Subject string `json:"subject"`
	Message string `json:"message"`
	Reason  string `json:"reason"`
}

// suppressions lists the run's suppressed findings outside excluded files,
// in source order.
func (b *builder) suppressions(fs []finding.Finding) {
	b.m.Suppressions = []Suppression{}
	names := map[string]string{}
	for _, pd := range b.pkgs {
		names[pd.pkg.PkgPath] = pd.pkg.Name
	}
	for _, f := range fs {
		if !f.Suppressed || b.pol.Excluded(f.Package, f.File) {
			continue
		}
		s := Suppression{Loc: Loc{File: b.rel(f.File), Line: f.Line, Func: declOf(names, f)},
			Component: b.pol.ComponentOf(f.Package), Code: f.Code, Subject: cmp.Or(f.Subject, f.Message), Message: f.Message, Reason: f.Justification}
		b.link(&s.Loc)
		b.m.Suppressions = append(b.m.Suppressions, s)
	}
	slices.SortStableFunc(b.m.Suppressions, func(x, y Suppression) int {
		if lessLoc(x.Loc, y.Loc) {
			return -1
		}
		if lessLoc(y.Loc, x.Loc) {
			return 1
		}
		return cmp.Or(cmp.Compare(x.Code, y.Code), cmp.Compare(x.Subject, y.Subject))
	})
}

// declOf names the declaration enclosing f as the map names functions,
// qualified by its package's name (vmi.(*Controller).sync); another
// declaration as the finding does (var objectGraphMap, imports).
func declOf(names map[string]string, f finding.Finding) string {
	if f.Func == "" || f.Func == "imports" || strings.Contains(f.Func, " ") {
		return f.Func
	}
	name := names[f.Package]
	if name == "" {
		name = path.Base(f.Package)
	}
	return name + "." + f.Func
}

// writeSuppressions lists the suppressed findings; nothing when there are
// none.
func writeSuppressions(p printer, m *Map) {
	if len(m.Suppressions) == 0 {
		return
	}
	p("## Suppressed findings\n\n")
	p("Findings a `//kvlint:ignore` or `//kvlint:file-ignore` directive suppresses, with the directive's reason: where the code is known to break a rule, and why that was accepted.\n\n")
	ss := m.Suppressions
	capped(p, len(ss), func(i int) {
		where := cmp.Or(ss[i].Func, ss[i].File+":"+itoa(ss[i].Line))
		p("- **%s** %s (%s) in %s; reason: %s\n", md(ss[i].Code), md(ss[i].Message), md(ss[i].Component), mdLink(where, ss[i].Loc), md(ss[i].Reason))
	})
	p("\n")
}
