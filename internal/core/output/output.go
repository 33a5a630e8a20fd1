// Package output renders kvlint ci results as text, JSON, SARIF or GitHub
// workflow commands.
package output

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/core/sarif"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/safetext"
	"github.com/kvlint/kvlint/internal/stale"
)

// Formats lists the -format values.
var Formats = []string{"text", "json", "sarif", "github"}

// Results is one run's outcome.
type Results struct {
	Version  string
	Root     string
	Findings []finding.Finding
	States   []baseline.State // nil without a baseline
	Stale    []baseline.Stale
	// Policies names the policy files the run used, the root policy first.
	Policies []string
	// StalePolicy lists the policy entries that name something the code
	// lacks (KV0003); PolicyVerdicts says which fail the run.
	StalePolicy  []stale.Entry
	StrictPolicy bool
	// PolicyStates, when the baseline records the stale policy entries,
	// says for each of StalePolicy whether the record lists it; nil
	// without a record. PolicyGone counts the recorded entries that are
	// stale no more.
	PolicyStates []baseline.State
	PolicyGone   int
	// Verbose lists stale entries of embedded profiles too (-v).
	Verbose bool
}

// IsNew reports whether finding i fails the run: not suppressed, not fixed
// by -fix and not accepted by the baseline.
func (r *Results) IsNew(i int) bool {
	if r.Findings[i].Suppressed || r.Findings[i].Fixed {
		return false
	}
	return r.States == nil || r.States[i] == baseline.New
}

// Write renders r in format to w.
func Write(w io.Writer, format string, r *Results) error {
	switch format {
	case "text":
		return writeText(w, r)
	case "json":
		return writeJSON(w, r)
	case "sarif":
		data, err := sarif.Build(sarif.Input{
			Version: r.Version, Root: r.Root, Findings: r.Findings, States: r.States, Policies: r.Policies,
			StalePolicy: sarifStale(r),
		}).Marshal()
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	case "github":
		return writeGitHub(w, r)
	}
	return fmt.Errorf("unknown format %q (want one of %s)", format, strings.Join(Formats, ", "))
}

// sarifStale locates each stale policy entry for SARIF: a policy file in
// the repository by its repo-relative path, another by its absolute path,
// the embedded profile by the name the text output prints.
func sarifStale(r *Results) []sarif.PolicyEntry {
	var out []sarif.PolicyEntry
	verdicts := r.PolicyVerdicts()
	for i, e := range r.StalePolicy {
		pe := sarif.PolicyEntry{Line: e.Pos.Line, Col: e.Pos.Col, Pass: e.Pass, Msg: e.Text(),
			Fails: verdicts[i].Fails(), State: string(verdicts[i].State)}
		pe.Path, pe.InRoot = policyLocation(r.Root, e.Pos.File)
		out = append(out, pe)
	}
	return out
}

// policyLocation locates a policy file named by a position: relative to
// root (inRoot) when it is in the repository, else absolute; a name that is
// no file (an embedded profile) is returned as it is. A relative name is
// relative to the working directory, as -config takes it.
func policyLocation(root, name string) (path string, inRoot bool) {
	if name == "" || policy.IsProfileFile(name) {
		return name, false
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return name, false
	}
	if rel, ok := finding.RelPath(root, abs); ok {
		return rel, true
	}
	return abs, false
}

// writeText prints the findings that fail the run, as go vet does, each
// followed by its related locations (the links of a witness chain) on lines
// of their own indented by a tab, as go vet -json nests them under
// "related": a line that starts with a file name is always a finding.
func writeText(w io.Writer, r *Results) error {
	var b bytes.Buffer
	for i := range r.Findings {
		if r.IsNew(i) {
			f := &r.Findings[i]
			// Findings of foreign analyzers, and file names, are not
			// escaped by kvlint's reporter: one finding, one line.
			fmt.Fprintf(&b, "%s: %s: %s\n", safetext.Escape(f.Position()), safetext.Escape(f.Code), safetext.Escape(f.Message))
			head, tail := elide(len(f.Related))
			for j := range f.Related {
				if j == head && tail > head {
					fmt.Fprintf(&b, "\t... %d more related locations (-format=json or sarif lists them all)\n", tail-head)
				}
				if j >= head && j < tail {
					continue
				}
				rel := &f.Related[j]
				fmt.Fprintf(&b, "\t%s: %s\n", safetext.Escape(rel.Position()), safetext.Escape(rel.Message))
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// MaxRelated bounds the related locations text output prints for one
// finding: a witness chain through 2,000 calls would bury every other
// finding. The first and last MaxRelated/2 are printed, and the count of
// those between; JSON and SARIF keep every one.
const MaxRelated = 20

// elide returns the range [head, tail) of n related locations to leave out
// (empty when n is within MaxRelated).
func elide(n int) (head, tail int) {
	if n <= MaxRelated {
		return n, n
	}
	return MaxRelated / 2, n - MaxRelated/2
}

type jsonFinding struct {
	Code string `json:"code"`
	jsonPlace
	Package       string `json:"package"`
	Subject       string `json:"subject,omitempty"`
	Function      string `json:"function,omitempty"`
	Fingerprint   string `json:"fingerprint"`
	URL           string `json:"url,omitempty"`
	Baseline      string `json:"baseline,omitempty"`
	Suppressed    bool   `json:"suppressed,omitempty"`
	Justification string `json:"justification,omitempty"`
	Fixed         bool   `json:"fixed,omitempty"`
	// Related: the links of the finding's witness chain, in order.
	Related []jsonPlace `json:"related,omitempty"`
}

// jsonPlace is a message and the span it is about: a finding's (its fields
// are promoted into the finding's object) or one related location's.
type jsonPlace struct {
	Message   string `json:"message"`
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
}

type jsonStale struct {
	baseline.Entry
	Missing int `json:"missing"`
}

type jsonDoc struct {
	Policies []string      `json:"policies,omitempty"`
	Findings []jsonFinding `json:"findings"`
	Stale    []jsonStale   `json:"staleBaselineEntries,omitempty"`
	// StalePolicy: stale policy entries (KV0003), "file:line:col" each.
	StalePolicy []jsonStalePolicy `json:"stalePolicyEntries,omitempty"`
}

type jsonStalePolicy struct {
	Position string `json:"position"`
	Pass     string `json:"pass"`
	Message  string `json:"message"`
	// Skipped names the entry the pass skipped for this unmet requirement.
	Skipped string `json:"skipped,omitempty"`
	// Baseline is "new" or "unchanged" against the baseline's record of
	// stale entries; omitted without one.
	Baseline string `json:"baseline,omitempty"`
	// Error says why the entry fails the run; omitted when it does not.
	Error string `json:"error,omitempty"`
}

// writeJSON prints every finding, suppressed and baselined ones included,
// with columns in bytes as Go tools count them.
func writeJSON(w io.Writer, r *Results) error {
	doc := jsonDoc{Policies: r.Policies, Findings: []jsonFinding{}}
	for i := range r.Findings {
		f := &r.Findings[i]
		jf := jsonFinding{
			Code:      f.Code,
			jsonPlace: jsonPlace{f.Message, f.Path, f.Line, f.Col, f.EndLine, f.EndCol},
			Package:   f.Package, Subject: f.Subject, Function: f.Func, URL: f.URL,
			Fingerprint: baseline.KeyOf(f).Fingerprint(),
			Suppressed:  f.Suppressed, Justification: f.Justification, Fixed: f.Fixed,
		}
		if r.States != nil {
			jf.Baseline = string(r.States[i])
		}
		for _, rel := range f.Related {
			jf.Related = append(jf.Related, jsonPlace{rel.Message, rel.Path, rel.Line, rel.Col, rel.EndLine, rel.EndCol})
		}
		doc.Findings = append(doc.Findings, jf)
	}
	for _, s := range r.Stale {
		doc.Stale = append(doc.Stale, jsonStale{Entry: s.Entry, Missing: s.Missing})
	}
	verdicts := r.PolicyVerdicts()
	for i, e := range r.StalePolicy {
		doc.StalePolicy = append(doc.StalePolicy, jsonStalePolicy{Position: e.Pos.String(), Pass: e.Pass, Message: e.Text(), Skipped: e.Skipped,
			Baseline: string(verdicts[i].State), Error: verdicts[i].Why})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// MaxAnnotations bounds the stale policy entries -format=github lists one
// by one.
const MaxAnnotations = 10

// writeGitHub prints an ::error workflow command per finding that fails the
// run, and a ::warning per stale baseline entry.
func writeGitHub(w io.Writer, r *Results) error {
	var b bytes.Buffer
	for i := range r.Findings {
		if !r.IsNew(i) {
			continue
		}
		f := &r.Findings[i]
		fmt.Fprintf(&b, "::error file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
			ghProp(f.Path), f.Line, f.Col, f.EndLine, f.EndCol, ghProp(f.Code), ghData(safetext.Escape(f.Message)))
	}
	for _, s := range r.Stale {
		fmt.Fprintf(&b, "::warning title=%s::%s\n", ghProp("kvlint baseline"), ghData(StaleLine(s)))
	}
	// Stale policy entries: an error when it fails the run
	// (PolicyVerdicts), else a warning. Only a policy file in the
	// repository can carry an annotation; the embedded profile's position
	// stays in the message. As in the text output, entries of an embedded
	// profile (which the user cannot edit; 190 of them on a tree the
	// profile does not describe) are one count unless -v or failing; and
	// GitHub shows ten annotations a step, so at most MaxAnnotations
	// entries are listed, then how many more there are.
	listed, embedded, more, moreFail := 0, 0, 0, false
	for i, v := range r.PolicyVerdicts() {
		e := &r.StalePolicy[i]
		if !v.Fails() && !r.Listed(e) {
			embedded++
			continue
		}
		if listed == MaxAnnotations {
			more++
			moreFail = moreFail || v.Fails()
			continue
		}
		listed++
		where := ""
		if rel, inRoot := policyLocation(r.Root, e.Pos.File); inRoot {
			where = fmt.Sprintf("file=%s,line=%d,col=%d,", ghProp(rel), e.Pos.Line, e.Pos.Col)
		}
		fmt.Fprintf(&b, "::%s %stitle=%s::%s\n", level(v.Fails()), where, ghProp("KV0003"), ghData(safetext.Escape(StalePolicyLine(e, v))))
	}
	if more > 0 {
		fmt.Fprintf(&b, "::%s title=%s::%d more stale policy entries (kvlint -format=text lists them)\n", level(moreFail), ghProp("KV0003"), more)
	}
	if embedded > 0 {
		what := "entries of the embedded profile name"
		if embedded == 1 {
			what = "entry of the embedded profile names"
		}
		fmt.Fprintf(&b, "::warning title=%s::%d %s code this tree does not have (kvlint -v lists them)\n", ghProp("KV0003"), embedded, what)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// level is a workflow command's level for a stale policy entry.
func level(fails bool) string {
	if fails {
		return "error"
	}
	return "warning"
}

// Listed reports whether a stale policy entry is listed one by one even
// when it does not fail the run: an entry of the user's policy files, an
// entry skipped for an unmet requirement (a check switched off), any entry
// under -v. The embedded profile's other entries, which the user cannot
// edit, are counted.
func (r *Results) Listed(e *stale.Entry) bool {
	return r.Verbose || e.Skipped != "" || !policy.IsProfileFile(e.Pos.File)
}

// StalePolicyLine is a stale policy entry's line, saying why it fails the run
// when it does.
func StalePolicyLine(e *stale.Entry, v PolicyVerdict) string {
	if v.Fails() {
		return e.String() + " (error: " + v.Why + ")"
	}
	return e.String()
}

// PolicyLine names the policies a run used, in one line for the text
// header (standard error, so that standard output stays the findings).
func PolicyLine(policies []string) string {
	return "policy: " + safetext.Escape(strings.Join(policies, ", "))
}

// StaleLine describes a stale baseline entry in one line.
func StaleLine(s baseline.Stale) string {
	of := ""
	if s.Count > 1 {
		of = fmt.Sprintf(" (%d of %d)", s.Missing, s.Count)
	}
	where := s.Package
	if s.Function != "" {
		where += " " + s.Function
	}
	return fmt.Sprintf("baseline entry %s%s is removable: %s in %s no longer reports %q", s.Fingerprint, of, s.Code, where, s.Message)
}

// ghData escapes a workflow command's message.
func ghData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// ghProp escapes a workflow command's property value.
func ghProp(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
