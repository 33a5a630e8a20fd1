package sarif

import (
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/lazy"
)

// SchemaURI names the schema the log conforms to.
const SchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// SrcRoot is the uriBaseId of repo-relative locations.
const SrcRoot = "%SRCROOT%"

// FingerprintKey names kvlint's line-independent fingerprint in
// partialFingerprints.
const FingerprintKey = "kvlint/v2"

// Input is what a log is built from.
type Input struct {
	Version  string // tool version ("devel" when unreleased)
	Root     string // absolute source root, for originalUriBaseIds
	Findings []finding.Finding
	// States, when non-nil, gives each finding's baseline state.
	States []baseline.State
	// Policies names the policy files the run used (run property
	// "kvlint/policies").
	Policies []string
	// StalePolicy lists the stale policy entries (KV0003), each a result
	// located in its policy file: level error when it fails the run, else
	// warning.
	StalePolicy []PolicyEntry
}

// PolicyEntry is a stale policy entry, located in its policy file.
type PolicyEntry struct {
	// Path is the policy file: repo-relative (slash-separated) when
	// InRoot, else absolute, else a name that is no file (the embedded
	// profile's "profile kubevirt/hostprim.yaml (embedded)").
	Path      string
	InRoot    bool
	Line, Col int
	Pass, Msg string
	// Fails says the entry fails the run (level error).
	Fails bool
	// State is its baselineState against the baseline's record of stale
	// entries ("new", "unchanged"), empty without one.
	State string
}

// Build makes the log.
func Build(in Input) *Log {
	rules, index := Rules()
	run := newRun(in, rules)
	for i := range in.Findings {
		f := &in.Findings[i]
		ri, ok := index[f.Code]
		if !ok {
			// A foreign analyzer's finding: give it a rule of its own.
			ri = len(run.Tool.Driver.Rules)
			index[f.Code] = ri
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, foreignRule(f.Code))
		}
		r := findingResult(f, ri, run.Tool.Driver.Rules[ri].DefaultConfiguration.Level)
		if in.States != nil && in.States[i] != "" {
			r.BaselineState = string(in.States[i])
		}
		run.Results = append(run.Results, r)
	}
	if ri, ok := index["KV0003"]; ok { // always: codes lists KV0003
		run.Results = append(run.Results, staleResults(in, ri)...)
	}
	return &Log{Schema: SchemaURI, Version: "2.1.0", Runs: []Run{run}}
}

// newRun is the run without results: the tool, its rules and the run's
// properties.
func newRun(in Input, rules []Rule) Run {
	run := Run{
		Tool: Tool{Driver: Driver{
			Name: "kvlint", Version: in.Version, SemanticVersion: SemVer(in.Version),
			InformationURI: "https://github.com/kvlint/kvlint",
			Rules:          rules,
		}},
		ColumnKind: "utf16CodeUnits",
		Results:    []Result{},
	}
	if len(in.Policies) > 0 {
		run.Properties = map[string]any{"kvlint/policies": in.Policies}
	}
	if in.Root != "" {
		u := url.URL{Scheme: "file", Path: filepath.ToSlash(in.Root) + "/"}
		run.OriginalURIBaseIDs = map[string]ArtifactLocation{SrcRoot: {URI: u.String()}}
	}
	return run
}

// foreignRule is the rule of a code kvlint does not know (another
// analyzer's finding).
func foreignRule(code string) Rule {
	return Rule{
		ID: code, Name: ruleName(code), ShortDescription: Message{Text: code},
		FullDescription: Message{Text: code}, HelpURI: "https://github.com/kvlint/kvlint",
		DefaultConfiguration: Configuration{Level: "warning"},
	}
}

// findingResult is the result of one finding under rule ri.
func findingResult(f *finding.Finding, ri int, level string) Result {
	r := Result{
		RuleID: f.Code, RuleIndex: ri,
		Level:   level,
		Message: Message{Text: f.Message},
		Locations: []Location{{
			PhysicalLocation: PhysicalLocation{
				ArtifactLocation: artifact(f.Path, f.InRoot),
				Region: Region{
					StartLine: f.Line, StartColumn: f.Col16,
					EndLine: f.EndLine, EndColumn: f.EndCol16,
				},
			},
		}},
		PartialFingerprints: map[string]string{FingerprintKey: baseline.KeyOf(f).Fingerprint()},
	}
	for j, rel := range f.Related {
		r.RelatedLocations = append(r.RelatedLocations, Location{
			ID: j + 1,
			PhysicalLocation: PhysicalLocation{
				ArtifactLocation: artifact(rel.Path, rel.InRoot),
				Region:           Region{StartLine: rel.Line, StartColumn: rel.Col16, EndLine: rel.EndLine, EndColumn: rel.EndCol16},
			},
			Message: &Message{Text: rel.Message},
		})
	}
	if f.Func != "" && !strings.HasPrefix(f.Func, "file ") {
		r.Locations[0].LogicalLocations = []LogicalLocation{{FullyQualifiedName: f.Package + "." + f.Func, Kind: logicalKind(f.Func)}}
	}
	if f.Suppressed {
		r.Suppressions = []Suppression{{Kind: "inSource", Justification: f.Justification}}
	}
	return r
}

// staleResults are the stale policy entries' results under KV0003 (rule
// ri), each located in its policy file.
func staleResults(in Input, ri int) []Result {
	var out []Result
	for _, e := range in.StalePolicy {
		msg := codes.StalePolicyMessage(e.Pass, e.Msg)
		level := "warning"
		if e.Fails {
			level = "error"
		}
		out = append(out, Result{
			RuleID: "KV0003", RuleIndex: ri, Level: level, BaselineState: e.State,
			Message: Message{Text: msg},
			Locations: []Location{{PhysicalLocation: PhysicalLocation{
				ArtifactLocation: artifact(e.Path, e.InRoot),
				Region:           Region{StartLine: e.Line, StartColumn: e.Col},
			}}},
			// The entry's file and message, not its line: an edit above it
			// does not make it a new result.
			PartialFingerprints: map[string]string{FingerprintKey: baseline.Key{
				Code: "KV0003", Package: e.Pass, Subject: e.Path + "\x00" + e.Msg,
			}.Fingerprint()},
		})
	}
	return out
}

// Marshal renders the log as indented JSON.
func (l *Log) Marshal() ([]byte, error) { return atomicfile.MarshalJSON(l) }

func artifact(path string, inRoot bool) ArtifactLocation {
	if inRoot {
		return ArtifactLocation{URI: escapePath(path), URIBaseID: SrcRoot}
	}
	if !filepath.IsAbs(path) {
		// A name that is no file (the embedded profile): a relative
		// reference with no base, percent-encoded.
		return ArtifactLocation{URI: escapePath(filepath.ToSlash(path))}
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path)}
	return ArtifactLocation{URI: u.String()}
}

// escapePath percent-encodes a relative slash path as a URI reference.
func escapePath(p string) string {
	u := url.URL{Path: p}
	s := u.EscapedPath()
	// A relative path whose first segment has a colon would read as a scheme.
	if first, _, _ := strings.Cut(s, "/"); strings.Contains(first, ":") {
		s = "./" + s
	}
	return s
}

func logicalKind(fn string) string {
	switch {
	case strings.HasPrefix(fn, "("):
		return "member"
	case strings.HasPrefix(fn, "var "), strings.HasPrefix(fn, "const "):
		return "variable"
	case strings.HasPrefix(fn, "type "):
		return "type"
	case fn == "imports":
		return "namespace"
	}
	return "function"
}

// Rules returns one rule per check code, and the index of each code.
func Rules() ([]Rule, map[string]int) {
	var rules []Rule
	index := map[string]int{}
	for _, c := range codes.All() {
		level := "error"
		if strings.HasPrefix(c.ID, "KV") {
			level = "warning" // directive hygiene, not a defect in the code
		}
		full, page := describe(c)
		r := Rule{
			ID: c.ID, Name: ruleName(c.Title),
			ShortDescription:     Message{Text: c.Title},
			FullDescription:      Message{Text: full},
			HelpURI:              codes.URL(c.ID),
			DefaultConfiguration: Configuration{Level: level},
			Properties:           map[string]any{"tags": []string{"kvlint", c.Pass}},
		}
		if page != "" {
			r.Help = &Message{Text: full + " See " + codes.URL(c.ID), Markdown: page}
		}
		index[c.ID] = len(rules)
		rules = append(rules, r)
	}
	return rules, index
}

// describe returns the first prose paragraph of the code's documentation
// page (or its title) and the page itself. Headings, the "**Pass:**" line,
// tables and code blocks are not prose.
func describe(c codes.Code) (string, string) {
	page, err := codes.Doc(c.ID)
	if err != nil {
		return c.Title + ".", ""
	}
	var para []string
	fenced := false
	for _, line := range strings.Split(page, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") {
			fenced = !fenced
			continue
		}
		prose := !fenced && t != "" && !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "**") && !strings.HasPrefix(t, "|")
		if prose {
			para = append(para, t)
		} else if len(para) > 0 {
			break
		}
	}
	if len(para) == 0 {
		return c.Title + ".", page
	}
	return strings.Join(para, " "), page
}

// ruleName turns a title into the PascalCase identifier SARIF rule names
// are by convention.
func ruleName(title string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(title, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		rs := []rune(w)
		rs[0] = unicode.ToUpper(rs[0])
		b.WriteString(string(rs))
	}
	return b.String()
}

// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var semver = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$`)
}}

// SemVer returns version as a semantic version, or 0.0.0-<version> for an
// unreleased build.
func SemVer(version string) string {
	if m := semver.Get().FindStringSubmatch(version); m != nil {
		return m[1]
	}
	clean := strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '-') {
			return r
		}
		return '-'
	}, version)
	if clean == "" {
		clean = "devel"
	}
	return "0.0.0-" + clean
}
