// Package finding turns the checker's diagnostics into kvlint ci findings:
// code, repo-relative position (byte and UTF-16 columns), package, enclosing
// declaration, and whether a directive suppressed it (and why).
package finding

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/run"
)

// Finding is one diagnostic of one code.
type Finding struct {
	Code     string // check code, e.g. HP1001 (analyzer name for foreign analyzers)
	Analyzer string
	Message  string // without the "CODE: " prefix
	URL      string

	// Subject is what the finding is about (a field, key, API, lifecycle),
	// as the pass named it; "" when the pass names none.
	Subject string

	Package string // import path
	Func    string // enclosing declaration, e.g. "(*T).Run", "F", "var x", "file a.go"

	File      string // absolute file name
	Path      string // File relative to the source root, slash-separated; File when outside it
	InRoot    bool   // whether Path is relative to the source root
	Line, Col int    // 1-based; Col in bytes
	EndLine   int
	EndCol    int
	// UTF-16 code-unit columns (1-based), for SARIF.
	Col16, EndCol16 int

	Suppressed    bool
	Justification string // the suppressing directive's reason

	// Related are the diagnostic's related locations: the links of a
	// witness chain, in order (SARIF relatedLocations).
	Related []Related

	// Fix is the first suggested fix's edits, in byte offsets of their
	// files; nil when the finding has none.
	Fix []Edit
	// Fixed is set once -fix has applied Fix.
	Fixed bool
}

// Related is one related location with its message.
type Related struct {
	Message         string
	Path            string // relative to the source root when InRoot
	InRoot          bool
	Line, Col       int // Col in bytes
	EndLine, EndCol int
	Col16, EndCol16 int // UTF-16 code units, for SARIF
}

// Position renders "path:line:col".
func (r *Related) Position() string { return fmt.Sprintf("%s:%d:%d", r.Path, r.Line, r.Col) }

// Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	File       string
	Start, End int
	New        []byte
}

// Position renders "path:line:col".
func (f *Finding) Position() string { return fmt.Sprintf("%s:%d:%d", f.Path, f.Line, f.Col) }

// Collect gathers the findings of the graph's root actions and the errors of
// every action, sorted: the diagnostics the actions reported, with the
// subjects the run noted, and the diagnostics the run kept as suppressed.
// root is the source root that paths are made relative to. Identical
// diagnostics reported for several variants of a package (p and
// p [p.test]) are kept once, as the multichecker prints them.
func Collect(g *checker.Graph, root string, r *run.Run) ([]Finding, []error) {
	c := collector{cols: newColumns(), root: root, seen: map[findingKey]bool{}}
	var errs []error
	errSeen := map[string]bool{}
	for act := range g.All() {
		if act.Err != nil {
			msg := fmt.Sprintf("%s: %s: %v", act.Package.ID, act.Analyzer.Name, act.Err)
			if !errSeen[msg] {
				errSeen[msg] = true
				errs = append(errs, fmt.Errorf("%s", msg))
			}
			continue
		}
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			c.add(act, &d, r.NoteOf(act.Analyzer.Name, act.Package.Types, &d))
		}
		for _, s := range r.SuppressedOf(act.Analyzer.Name, act.Package.Types) {
			c.add(act, &s.Diagnostic, s.Note)
		}
	}
	Sort(c.out)
	return c.out, rootCauses(errs)
}

// collector builds the findings of a graph.
type collector struct {
	cols *columns
	root string
	seen map[findingKey]bool
	out  []Finding
}

type findingKey struct {
	pos, end token.Position
	analyzer string
	msg      string
}

// add adds the finding of d, a diagnostic of act, unless an identical one
// is there.
func (c *collector) add(act *checker.Action, d *analysis.Diagnostic, n run.Note) {
	fset, files := act.Package.Fset, act.Package.Syntax
	fs := physical.FromPackage(act.Package)
	pos, end := positions(fset, files, fs, d.Pos, d.End, c.root)
	k := findingKey{pos, end, act.Analyzer.Name, d.Message}
	if c.seen[k] {
		return
	}
	c.seen[k] = true
	f := Identify(d, n, act.Analyzer.Name, act.Package.PkgPath, act.Package.Syntax, fset)
	f.File, f.Line, f.Col, f.EndLine, f.EndCol = pos.Filename, pos.Line, pos.Column, end.Line, end.Column
	if len(d.SuggestedFixes) > 0 {
		f.Fix = edits(fset, d.SuggestedFixes[0])
	}
	for _, ri := range d.Related {
		rp, re := positions(fset, files, fs, ri.Pos, ri.End, c.root)
		if !rp.IsValid() {
			continue
		}
		r := Related{Message: ri.Message, Line: rp.Line, Col: rp.Column, EndLine: re.Line, EndCol: re.Column}
		r.Path, r.InRoot = RelPath(c.root, rp.Filename)
		r.Col16 = c.cols.utf16(rp.Filename, rp.Line, rp.Column)
		r.EndCol16 = c.cols.utf16(re.Filename, re.Line, re.Column)
		f.Related = append(f.Related, r)
	}
	f.Path, f.InRoot = RelPath(c.root, f.File)
	f.Col16 = c.cols.utf16(f.File, f.Line, f.Col)
	f.EndCol16 = c.cols.utf16(f.File, f.EndLine, f.EndCol)
	c.out = append(c.out, f)
}

// Identify returns what a finding is keyed by and says, from d, a
// diagnostic of analyzer in package pkgPath, and n, what the run noted of
// it: code (the analyzer's name for a foreign analyzer), subject,
// suppression, URL, message without its code, package and enclosing
// declaration. Positions are left to the caller.
func Identify(d *analysis.Diagnostic, n run.Note, analyzer, pkgPath string, files []*ast.File, fset *token.FileSet) Finding {
	code, subject := d.Category, n.Subject
	if code == "" {
		code = analyzer
	}
	if code == "KV0002" && subject == "" {
		subject = directive.MalformedSubjectAt(files, d.Pos)
	}
	return Finding{
		Code: code, Subject: subject, Analyzer: analyzer, URL: d.URL,
		Message:    strings.TrimPrefix(d.Message, code+": "),
		Package:    pkgPath,
		Func:       Enclosing(files, fset, d.Pos),
		Suppressed: n.Suppressed, Justification: n.Reason,
	}
}

// edits converts a suggested fix to file offsets; a fix with an edit
// outside any file is dropped whole.
func edits(fset *token.FileSet, fix analysis.SuggestedFix) []Edit {
	var out []Edit
	for _, te := range fix.TextEdits {
		tf := fset.File(te.Pos)
		end := te.End
		if !end.IsValid() {
			end = te.Pos
		}
		if tf == nil || tf != fset.File(end) {
			return nil
		}
		out = append(out, Edit{File: tf.Name(), Start: tf.Offset(te.Pos), End: tf.Offset(end), New: te.NewText})
	}
	return out
}

// rootCauses drops "failed prerequisites" errors when the failures they
// point at are listed too, and sorts the rest.
func rootCauses(errs []error) []error {
	var causes []error
	for _, e := range errs {
		if !strings.Contains(e.Error(), ": failed prerequisites: ") {
			causes = append(causes, e)
		}
	}
	if len(causes) == 0 {
		causes = errs
	}
	sort.Slice(causes, func(i, j int) bool { return causes[i].Error() < causes[j].Error() })
	return causes
}

// Sort orders findings by file, position, code and message.
func Sort(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := &fs[i], &fs[j]
		return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col),
			cmp.Compare(a.Code, b.Code), cmp.Compare(a.Message, b.Message)) < 0
	})
}

// RelPath returns file relative to root, slash-separated, and true when it
// is under root; else file, slash-separated, and false.
func RelPath(root, file string) (string, bool) {
	if root != "" {
		if rel, err := filepath.Rel(root, file); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(rel), true
		}
	}
	return filepath.ToSlash(file), false
}
