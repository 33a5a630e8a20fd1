// Package directive parses kvlint's suppression directives,
//
//	//kvlint:ignore CODES reason
//	//kvlint:file-ignore CODES reason
//
// where CODES is a comma-separated list of check codes or pass names and the
// reason is mandatory. Analyzer is a helper every pass requires, so directives
// work under every driver (multichecker, go vet, golangci-lint, gopls, nogo).
// It reports KV0002 for a malformed directive; each pass reports KV0001 for its
// own codes that a directive named but that suppressed nothing.
package directive

import (
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/safetext"
)

const (
	prefixIgnore     = "//kvlint:ignore"
	prefixFileIgnore = "//kvlint:file-ignore"
)

// Directive is one well-formed directive.
type Directive struct {
	Pos      token.Pos
	End      token.Pos
	File     string
	Line     int
	FileWide bool
	Names    []string // codes (upper case) or pass names, as written
	Reason   string
}

// Subject identifies the directive in baselines: its verb and the names it
// lists, as written (the reason is free text its author may reword).
func (d *Directive) Subject() string {
	verb := "ignore"
	if d.FileWide {
		verb = "file-ignore"
	}
	return verb + " " + strings.Join(d.Names, ",")
}

// MalformedSubject identifies a malformed directive (KV0002) in baselines:
// its text with white space collapsed. The text is what is wrong, so it
// stays the same when the message that explains it is reworded.
func MalformedSubject(c *ast.Comment) string {
	return safetext.Escape(strings.Join(strings.Fields(c.Text), " "))
}

// MalformedSubjectAt is MalformedSubject of the comment of files that starts
// at pos (where KV0002 is reported), or "" when there is none. The directive
// analyzer is shared by every driver and does not mark its categories with
// a subject, so kvlint's own driver recovers it from the syntax.
func MalformedSubjectAt(files []*ast.File, pos token.Pos) string {
	for _, f := range files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, cg := range f.Comments {
			if pos < cg.Pos() || pos >= cg.End() {
				continue
			}
			for _, c := range cg.List {
				if c.Pos() == pos {
					return MalformedSubject(c)
				}
			}
		}
	}
	return ""
}

// Covers reports whether the directive names code (directly or by its pass).
func (d *Directive) Covers(code codes.Code) bool {
	for _, n := range d.Names {
		if n == code.ID || n == code.Pass {
			return true
		}
	}
	return false
}

// Index holds the package's directives, by physical file name and line
// (//line directives are ignored).
type Index struct {
	byFile map[string][]*Directive
}

// InFile returns the directives of a file.
func (x *Index) InFile(file string) []*Directive { return x.byFile[file] }

// Files returns all files that have directives.
func (x *Index) Files() []string {
	var out []string
	for f := range x.byFile {
		out = append(out, f)
	}
	return out
}

// Matching returns the directives that cover a diagnostic of code at
// file:line: file-wide ones, and line ones on the same line or the line above.
func (x *Index) Matching(code codes.Code, file string, line int) []*Directive {
	var out []*Directive
	for _, d := range x.byFile[file] {
		if !d.Covers(code) {
			continue
		}
		if d.FileWide || d.Line == line || d.Line == line-1 {
			out = append(out, d)
		}
	}
	return out
}

// Analyzer parses directives and reports malformed ones (KV0002).
var Analyzer = &analysis.Analyzer{
	Name:       codes.PassDirective,
	Doc:        "parses //kvlint:ignore and //kvlint:file-ignore directives for the other kvlint passes and reports malformed ones (KV0002)",
	URL:        codes.URL("KV0002"),
	Run:        run,
	ResultType: reflect.TypeOf((*Index)(nil)),
}

func run(pass *analysis.Pass) (any, error) {
	x := &Index{byFile: map[string][]*Directive{}}
	for _, f := range pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				d, problem, ok := Parse(c)
				if !ok {
					continue
				}
				if problem != "" {
					pass.Report(analysis.Diagnostic{
						Pos: c.Pos(), End: c.End(), Category: "KV0002", URL: codes.URL("KV0002"),
						Message: "KV0002: " + problem,
					})
					continue
				}
				// A directive applies to the physical file it is written
				// in: with the position a //line directive gives, a
				// file-ignore in a generated file would suppress
				// findings in the file it names.
				p := pass.Fset.PositionFor(c.Pos(), false)
				d.File, d.Line = p.Filename, p.Line
				x.byFile[d.File] = append(x.byFile[d.File], d)
			}
		}
	}
	return x, nil
}

// Parse parses one comment. ok is false when the comment is not a kvlint
// directive at all; problem is non-empty when it is one but malformed.
func Parse(c *ast.Comment) (d *Directive, problem string, ok bool) {
	fileWide, rest, problem, ok := verbOf(c.Text)
	if !ok || problem != "" {
		return nil, problem, ok
	}
	fields := strings.Fields(rest)
	form := "//kvlint:ignore"
	if fileWide {
		form = "//kvlint:file-ignore"
	}
	if len(fields) == 0 {
		return nil, "directive names no check: write " + form + " CODES reason", true
	}
	// "SF1001, SF1002 reason" reads as two codes but is one code and a
	// reason starting with SF1002, which would stay unsuppressed.
	// A pass name is an ordinary word ("handoff") and may start a reason;
	// a code (SF1002) may not.
	if len(fields) > 1 && (strings.HasSuffix(fields[0], ",") || strings.HasPrefix(fields[1], ",") || isCode(strings.TrimRight(fields[1], ",.:;"))) {
		return nil, "the list of checks has a space in it: write " + form + " " + strings.Trim(fields[0], ",") + "," + strings.Trim(fields[1], ",") + " reason (commas, no spaces)", true
	}
	names, problem := checkNames(fields[0])
	if problem != "" {
		return nil, problem, true
	}
	if len(names) == 0 {
		return nil, "directive names no check: write " + form + " CODES reason", true
	}
	reason := strings.TrimSpace(strings.Join(fields[1:], " "))
	if reason == "" {
		return nil, "directive has no reason: write " + form + " " + fields[0] + " <why this is correct>", true
	}
	if err := safetext.Check(rest, false); err != nil {
		// A reason that displays differently from what it says (a
		// bidirectional override, an invisible character) hides what was
		// excused from the reviewer.
		return nil, "directive " + err.Error(), true
	}
	return &Directive{Pos: c.Pos(), End: c.End(), FileWide: fileWide, Names: names, Reason: reason}, "", true
}

// verbOf reads a comment's directive verb: whether it is file-wide and the
// text after the verb; ok is false when the comment is no kvlint directive,
// problem non-empty when it looks like one but is malformed.
func verbOf(text string) (fileWide bool, rest, problem string, ok bool) {
	const usage = "write //kvlint:ignore CODES reason or //kvlint:file-ignore CODES reason"
	lower := strings.ToLower(text)
	switch {
	case strings.HasPrefix(text, prefixFileIgnore) && startsField(text[len(prefixFileIgnore):]):
		return true, text[len(prefixFileIgnore):], "", true
	case strings.HasPrefix(text, prefixIgnore) && startsField(text[len(prefixIgnore):]):
		return false, text[len(prefixIgnore):], "", true
	case strings.HasPrefix(lower, "//kvlint:"):
		// Anything else that looks like a directive is one that suppresses
		// nothing, which its author does not expect: //kvlint:ignored,
		// //KVLINT:ignore, //kvlint:ignore:SF1001.
		verb := text[len("//kvlint:"):]
		if i := strings.IndexFunc(verb, unicode.IsSpace); i >= 0 {
			verb = verb[:i]
		}
		return false, "", "unknown directive " + safetext.Escape(text[:len("//kvlint:")]+verb) + ": " + usage, true
	case strings.HasPrefix(lower, "// kvlint:ignore") || strings.HasPrefix(lower, "// kvlint:file-ignore"):
		return false, "", "a directive has no space after //: write //kvlint:ignore CODES reason", true
	case strings.HasPrefix(strings.TrimLeft(lower[min(len(lower), 2):], " \t"), "kvlint:") && strings.HasPrefix(text, "/*"):
		// A block comment is never parsed as a directive: the line a
		// finding must be on is ambiguous for a comment spanning lines.
		return false, "", "a directive is a // line comment, not /* */: " + usage, true
	}
	return false, "", "", false
}

// checkNames reads a directive's comma-separated list of codes and passes.
func checkNames(list string) (names []string, problem string) {
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		code, isKnownCode := codes.Lookup(n)
		switch {
		case isKnownCode && code.Pass == codes.PassDirective || n == codes.PassDirective:
			// KV0001-KV0003 judge directives and the policy; a directive
			// that silenced them would silence the judge.
			return nil, quote(n) + " cannot be suppressed by a directive: fix the directive, or the stale policy entry, that it reports"
		case isKnownCode:
			names = append(names, code.ID)
		case codes.IsPass(n):
			names = append(names, n)
		default:
			return nil, "unknown check " + quote(n) + " in directive: name a code such as SF1001 or a pass such as hostprim (kvlint explain lists them)"
		}
	}
	return names, ""
}

// startsField reports whether rest, the text after a directive's verb, is
// empty or starts with white space: "//kvlint:ignored" is not "ignore".
func startsField(rest string) bool {
	return rest == "" || rest[0] == ' ' || rest[0] == '\t'
}

// isCode reports whether s is a check code.
func isCode(s string) bool {
	_, ok := codes.Lookup(s)
	return ok && !codes.IsPass(s)
}

// quote quotes text from a source file for a message, escaped so that it
// cannot break the message's line or hide what follows.
func quote(s string) string { return strconv.QuoteToGraphic(s) }
