// Package diag reports kvlint diagnostics: it stamps the stable code, category
// and documentation URL, applies `exclude:` and the module scope, honours
// suppression directives, and reports the directives that suppressed nothing
// (KV0001).
package diag

import (
	"fmt"
	"go/token"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/safetext"
)

// Reporter reports one pass's diagnostics for one package.
type Reporter struct {
	pass     *analysis.Pass
	pol      *policy.Policy
	dirs     *directive.Index
	enabled  func(codes.Code) bool
	inModule bool
	// used records, per directive, which of this pass's codes it suppressed.
	used map[*directive.Directive]map[string]bool
	// notes receives each diagnostic's subject and the suppressed
	// diagnostics (nil: dropped).
	notes       *run.Run
	dropRelated bool
	// files names the package's files physically (see physical.Files):
	// what exclusion decides by.
	files *physical.Files
	// shadows, when the driver prints with pass.Fset, are the copies of
	// files without //line directives that misplaced diagnostics move to
	// (FsetPositions); nil otherwise.
	shadows map[*token.File]*token.File
}

// NewReporter builds a Reporter. enabled says whether a code is on (opt-in
// codes, plugin enable/disable lists); disabled codes are neither reported
// nor counted for KV0001. Every diagnostic's Category is its bare code; the
// reporter tells notes (the driver's run) each diagnostic's subject, and
// the diagnostics a directive suppressed, which are never reported to the
// checker. A nil notes drops both. files are the package's physical files
// (nil: physical.FromPass).
func NewReporter(pass *analysis.Pass, pol *policy.Policy, enabled func(codes.Code) bool, notes *run.Run, files *physical.Files) *Reporter {
	dirs, _ := pass.ResultOf[directive.Analyzer].(*directive.Index)
	if files == nil {
		files = physical.FromPass(pass)
	}
	return &Reporter{
		pass: pass, pol: pol, dirs: dirs, enabled: enabled, notes: notes, files: files,
		inModule: InScope(pol, pass.Pkg.Path(), pass.Module),
		used:     map[*directive.Directive]map[string]bool{},
	}
}

// DropRelated makes the reporter leave related information out of every
// diagnostic (see passkit.Settings.DropRelated).
func (r *Reporter) DropRelated(on bool) { r.dropRelated = on }

// FsetPositions tells the reporter that the driver prints each
// diagnostic's position with pass.Fset, as go vet and golangci-lint do.
// pass.Fset applies every //line directive; kvlint shows a //line position
// only where physical.Files.Display allows it (a generated file naming a
// file of its own package). Other diagnostics are moved onto a copy of
// their file that has its lines but no //line information (the analysis
// API lets a pass add files to Fset), so these drivers print the physical
// file, line and column too.
func (r *Reporter) FsetPositions(on bool) {
	r.shadows = nil
	if on {
		r.shadows = map[*token.File]*token.File{}
	}
}

// InModule reports whether the package is one kvlint reports on.
func (r *Reporter) InModule() bool { return r.inModule }

// Reportable reports whether a diagnostic at pos could be shown: the package is
// in the module scope and the file is not excluded.
func (r *Reporter) Reportable(pos token.Pos) bool {
	if !r.inModule || !pos.IsValid() {
		return false
	}
	// The physical file, read through a file the go command generated
	// (cgo's rewrite in the build cache) to its source: a //line directive
	// must not move a finding into (or out of) an excluded file, and a cgo
	// file is excluded by its own name, not the cache's.
	return !r.pol.Excluded(r.pass.Pkg.Path(), r.files.Name(r.pass.Fset, r.pass.Files, pos))
}

// Enabled reports whether code is on.
func (r *Reporter) Enabled(id string) bool {
	c, ok := codes.Lookup(id)
	return ok && (r.enabled == nil || r.enabled(c))
}

// Reportf reports a diagnostic of code over [pos, end).
func (r *Reporter) Reportf(id string, pos, end token.Pos, format string, args ...any) {
	r.Report(id, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(format, args...)})
}

// On returns a reporter for findings about subject: the field, key, API,
// channel or lifecycle a finding is about, in a form that does not change
// when the message is reworded (e.g. "v1.VirtualMachineInstanceStatus.Phase").
// The subject, not the message, identifies the finding in baselines and
// SARIF fingerprints.
func (r *Reporter) On(subject string) *Subjected { return &Subjected{r: r, subject: subject} }

// Subjected reports findings about one subject.
type Subjected struct {
	r       *Reporter
	subject string
}

// Reportf reports a diagnostic of code over [pos, end) about the subject.
func (s *Subjected) Reportf(id string, pos, end token.Pos, format string, args ...any) {
	s.r.report(id, s.subject, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(format, args...)})
}

// Report reports d under code id about the subject.
func (s *Subjected) Report(id string, d analysis.Diagnostic) { s.r.report(id, s.subject, d) }

// Report reports d under code id, unless out of scope, disabled or suppressed.
func (r *Reporter) Report(id string, d analysis.Diagnostic) { r.report(id, "", d) }

func (r *Reporter) report(id, subject string, d analysis.Diagnostic) {
	code, ok := codes.Lookup(id)
	if !ok {
		panic("diag: unknown code " + id)
	}
	if code.Pass != r.pass.Analyzer.Name && !strings.HasPrefix(r.pass.Analyzer.Name, code.Pass) {
		panic(fmt.Sprintf("diag: pass %s reported %s, which belongs to %s", r.pass.Analyzer.Name, id, code.Pass))
	}
	if !r.Enabled(id) || !r.Reportable(d.Pos) {
		return
	}
	suppressed, reason := r.suppressed(code, d.Pos)
	if suppressed && r.notes == nil {
		return
	}
	if d.End == token.NoPos {
		d.End = d.Pos
	}
	d.Category = code.ID
	d.URL = codes.URL(code.ID)
	// Messages quote policy strings (a channel's doc:) and source text: a
	// newline in one must not start a line of its own in any driver's
	// output (where "::error" would be a GitHub workflow command), and a
	// bidirectional override must not hide what follows.
	d.Message = code.ID + ": " + safetext.Escape(d.Message)
	if r.dropRelated {
		d.Related = nil
	}
	for i := range d.Related {
		d.Related[i].Message = safetext.Escape(d.Related[i].Message)
	}
	r.emit(d, safetext.Escape(subject), suppressed, reason)
}

// emit reports d to the checker and its subject to the run, or, when a
// directive suppressed it, to the run alone.
func (r *Reporter) emit(d analysis.Diagnostic, subject string, suppressed bool, reason string) {
	if suppressed {
		r.notes.NoteSuppressed(r.pass.Analyzer.Name, r.pass.Pkg, d, subject, reason)
		return
	}
	if r.notes != nil {
		r.notes.NoteSubject(r.pass.Analyzer.Name, r.pass.Pkg, &d, subject)
	}
	if r.shadows != nil {
		d.Pos, d.End = r.displayed(d.Pos), r.displayed(d.End)
		for i := range d.Related {
			d.Related[i].Pos, d.Related[i].End = r.displayed(d.Related[i].Pos), r.displayed(d.Related[i].End)
		}
	}
	r.pass.Report(d)
}

// displayed returns pos, or where a driver printing with pass.Fset must
// find it to print its physical position: the same offset in a copy of its
// file without //line information, when a //line directive moves pos and
// physical.Files.Display does not allow it.
func (r *Reporter) displayed(pos token.Pos) token.Pos {
	fset := r.pass.Fset
	tf := fset.File(pos)
	if tf == nil || fset.PositionFor(pos, true) == fset.PositionFor(pos, false) {
		return pos
	}
	if r.files.Display(fset, physical.FileOf(r.pass.Files, pos), pos) {
		return pos
	}
	shadow := r.shadows[tf]
	if shadow == nil {
		shadow = fset.AddFile(tf.Name(), -1, tf.Size())
		shadow.SetLines(tf.Lines())
		r.shadows[tf] = shadow
	}
	return shadow.Pos(tf.Offset(pos))
}

// suppressed reports whether directives cover a diagnostic of code at pos,
// and their reasons.
func (r *Reporter) suppressed(code codes.Code, pos token.Pos) (bool, string) {
	if r.dirs == nil {
		return false, ""
	}
	// Directives are indexed by physical position (see directive.Index), so
	// a //line directive cannot carry one into another file.
	p := r.pass.Fset.PositionFor(pos, false)
	ds := r.dirs.Matching(code, p.Filename, p.Line)
	var reasons []string
	for _, d := range ds {
		if r.used[d] == nil {
			r.used[d] = map[string]bool{}
		}
		r.used[d][code.ID] = true
		reasons = append(reasons, d.Reason)
	}
	return len(ds) > 0, strings.Join(reasons, "; ")
}

// Finish reports KV0001 for every directive in a reportable file that names
// an enabled code of this pass (or the pass itself) and suppressed nothing of
// it. Call it once, after the pass has reported everything.
func (r *Reporter) Finish() {
	// KV0001 can be turned off like any code (plugin `disable: [KV0001]`).
	if r.dirs == nil || !r.inModule || !r.Enabled("KV0001") {
		return
	}
	passName := r.pass.Analyzer.Name
	files := r.dirs.Files()
	sort.Strings(files)
	for _, f := range files {
		for _, d := range r.dirs.InFile(f) {
			if !r.Reportable(d.Pos) {
				continue
			}
			var stale []string
			for _, c := range codes.OfPass(passName) {
				if !d.Covers(c) || !r.Enabled(c.ID) {
					continue
				}
				if !r.used[d][c.ID] && namesCode(d, c.ID) {
					stale = append(stale, c.ID)
				}
			}
			byPass := namesCode(d, passName) && len(r.used[d]) == 0
			if len(stale) == 0 && !byPass {
				continue
			}
			what := strings.Join(stale, ", ")
			if byPass {
				what = "pass " + passName
				if len(stale) > 0 {
					what += ", " + strings.Join(stale, ", ")
				}
			}
			// The subject is the directive's own identity: its verb and
			// names.
			r.emit(analysis.Diagnostic{
				Pos: d.Pos, End: d.End, Category: "KV0001", URL: codes.URL("KV0001"),
				Message: fmt.Sprintf("KV0001: directive for %s suppressed nothing here", what),
			}, safetext.Escape(d.Subject()), false, "")
		}
	}
}

func namesCode(d *directive.Directive, name string) bool {
	return slices.Contains(d.Names, name)
}
