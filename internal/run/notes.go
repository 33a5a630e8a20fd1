package run

import (
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// A Note is what the driver learns of one kvlint diagnostic beyond the
// diagnostic itself, whose Category is the bare code.
type Note struct {
	// Subject is what the finding is about (a field, key, API, channel or
	// lifecycle, diag.Reporter.On), in a form that does not change when
	// the message is reworded: baselines and SARIF fingerprints key
	// findings by it. "" when the pass names none.
	Subject string
	// Suppressed is set on a diagnostic that a directive suppressed;
	// Reason holds the directives' reasons.
	Suppressed bool
	Reason     string
}

// Suppressed is a diagnostic a directive suppressed, with its note. It is
// never reported to the checker (go vet and golangci-lint would show it as
// a finding); a driver that lists suppressed findings (kvlint ci, for
// SARIF's in-source suppressions) reads it from the run.
type Suppressed struct {
	Diagnostic analysis.Diagnostic
	Note       Note
}

// notes keeps the notes of a run's diagnostics by the action that reported
// them.
type notes struct {
	mu    sync.Mutex
	byAct map[actionKey]*actionNotes
}

// actionKey names one action: a pass on one package (p and p [p.test] are
// two).
type actionKey struct {
	analyzer string
	pkg      *types.Package
}

type actionNotes struct {
	subjects   map[diagKey]string
	suppressed []Suppressed
}

// diagKey identifies a reported diagnostic within its action.
type diagKey struct {
	pos           token.Pos
	code, message string
}

func keyOf(d *analysis.Diagnostic) diagKey { return diagKey{d.Pos, d.Category, d.Message} }

func (n *notes) of(analyzer string, pkg *types.Package) *actionNotes {
	k := actionKey{analyzer, pkg}
	if n.byAct == nil {
		n.byAct = map[actionKey]*actionNotes{}
	}
	an := n.byAct[k]
	if an == nil {
		an = &actionNotes{subjects: map[diagKey]string{}}
		n.byAct[k] = an
	}
	return an
}

// NoteSubject records the subject of d, reported by analyzer on pkg.
func (r *Run) NoteSubject(analyzer string, pkg *types.Package, d *analysis.Diagnostic, subject string) {
	if subject == "" {
		return
	}
	r.notes.mu.Lock()
	defer r.notes.mu.Unlock()
	an := r.notes.of(analyzer, pkg)
	if _, ok := an.subjects[keyOf(d)]; !ok {
		an.subjects[keyOf(d)] = subject
	}
}

// NoteSuppressed records d, which analyzer found on pkg and a directive
// suppressed.
func (r *Run) NoteSuppressed(analyzer string, pkg *types.Package, d analysis.Diagnostic, subject, reason string) {
	r.notes.mu.Lock()
	defer r.notes.mu.Unlock()
	an := r.notes.of(analyzer, pkg)
	an.suppressed = append(an.suppressed, Suppressed{d, Note{Subject: subject, Suppressed: true, Reason: reason}})
}

// NoteOf returns the note of d, a diagnostic analyzer reported on pkg (none
// from a nil run).
func (r *Run) NoteOf(analyzer string, pkg *types.Package, d *analysis.Diagnostic) Note {
	if r == nil {
		return Note{}
	}
	r.notes.mu.Lock()
	defer r.notes.mu.Unlock()
	if an := r.notes.byAct[actionKey{analyzer, pkg}]; an != nil {
		return Note{Subject: an.subjects[keyOf(d)]}
	}
	return Note{}
}

// SuppressedOf returns the diagnostics analyzer found on pkg that a
// directive suppressed, in the order found (none from a nil run).
func (r *Run) SuppressedOf(analyzer string, pkg *types.Package) []Suppressed {
	if r == nil {
		return nil
	}
	r.notes.mu.Lock()
	defer r.notes.mu.Unlock()
	if an := r.notes.byAct[actionKey{analyzer, pkg}]; an != nil {
		return an.suppressed
	}
	return nil
}
