package output_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/core/sarif/sariftest"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

func results() *output.Results {
	mk := func(code, msg string, line int) finding.Finding {
		return finding.Finding{Code: code, Message: msg, Package: "kubevirt.io/kubevirt/pkg/a", Func: "F",
			Path: "pkg/a/a,b:c.go", InRoot: true, Line: line, Col: 2, EndLine: line, EndCol: 9}
	}
	sup := mk("HP1001", "raw mount", 3)
	sup.Suppressed, sup.Justification = true, "the wrapper"
	sup.Related = []finding.Related{{Message: "not shown", Path: "pkg/b/b.go", Line: 1, Col: 1}}
	chained := mk("SF1001", "100% wrong\n::error file=x::second line", 1)
	chained.Related = []finding.Related{
		{Message: "a.F calls b.G", Path: "pkg/b/b.go", InRoot: true, Line: 7, Col: 2, EndLine: 7, EndCol: 2, Col16: 2, EndCol16: 2},
		{Message: "b.G writes v1.Status.Phase\n::error x", Path: "pkg/b/b.go", InRoot: true, Line: 12, Col: 5, EndLine: 12, EndCol: 5},
	}
	return &output.Results{
		Findings: []finding.Finding{
			chained,
			mk("HO1003", "accepted", 2),
			sup,
		},
		States: []baseline.State{baseline.New, baseline.Unchanged, ""},
		Stale:  []baseline.Stale{{Entry: baseline.Entry{Fingerprint: "abc", Key: baseline.Key{Code: "MP1002", Package: "p", Function: "G", Message: "gone"}, Count: 2}, Missing: 1}},
	}
}

func TestGitHubEscapesAndPrintsOnlyNewFindings(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "github", results()))
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	require.Len(t, lines, 2, b.String())
	assert.Equal(t, "::error file=pkg/a/a%2Cb%3Ac.go,line=1,col=2,endLine=1,endColumn=9,title=SF1001::100%25 wrong\\n::error file=x::second line", lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "::warning title=kvlint baseline::baseline entry abc (1 of 2) is removable: MP1002 in p G"), lines[1])
}

func TestTextPrintsOnlyNewFindings(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "text", results()))
	// A newline from a policy string cannot start a line (a GitHub
	// workflow command when the log is a workflow's).
	// Related locations follow their finding, indented by a tab.
	assert.Equal(t, "pkg/a/a,b:c.go:1:2: SF1001: 100% wrong\\n::error file=x::second line\n"+
		"\tpkg/b/b.go:7:2: a.F calls b.G\n"+
		"\tpkg/b/b.go:12:5: b.G writes v1.Status.Phase\\n::error x\n", b.String())
}

func TestJSONKeepsEverything(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "json", results()))
	var doc struct {
		Findings []struct {
			Code, Baseline, Justification string
			Suppressed                    bool
			Related                       []struct {
				Message, File                    string
				Line, Column, EndLine, EndColumn int
			}
		}
		StaleBaselineEntries []struct{ Missing int }
	}
	require.NoError(t, json.Unmarshal(b.Bytes(), &doc))
	require.Len(t, doc.Findings, 3)
	assert.Equal(t, "new", doc.Findings[0].Baseline)
	assert.Equal(t, "unchanged", doc.Findings[1].Baseline)
	assert.True(t, doc.Findings[2].Suppressed)
	assert.Equal(t, "the wrapper", doc.Findings[2].Justification)
	require.Len(t, doc.Findings[0].Related, 2)
	assert.Equal(t, "a.F calls b.G", doc.Findings[0].Related[0].Message)
	assert.Equal(t, "pkg/b/b.go", doc.Findings[0].Related[0].File)
	assert.Equal(t, [4]int{12, 5, 12, 5}, [4]int{doc.Findings[0].Related[1].Line, doc.Findings[0].Related[1].Column, doc.Findings[0].Related[1].EndLine, doc.Findings[0].Related[1].EndColumn})
	assert.Empty(t, doc.Findings[1].Related, "omitted when there are none")
	require.Len(t, doc.StaleBaselineEntries, 1)
	assert.Equal(t, 1, doc.StaleBaselineEntries[0].Missing)
}

func TestUnknownFormat(t *testing.T) {
	assert.Error(t, output.Write(&bytes.Buffer{}, "xml", results()))
}

func TestGitHubStalePolicyEntries(t *testing.T) {
	r := &output.Results{Root: "/repo", StalePolicy: []stale.Entry{
		{Pos: policy.Pos{File: "/repo/.kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"},
		{Pos: policy.Pos{File: "profile kubevirt/handoff.yaml (embedded)", Line: 41, Col: 7}, Pass: "handoff", Msg: "no edge"},
	}}
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "github", r))
	assert.Equal(t, "::warning file=.kvlint.yaml,line=7,col=9,title=KV0003::/repo/.kvlint.yaml:7:9: KV0003: stale policy entry (statusfield): no field X\n"+
		"::warning title=KV0003::1 entry of the embedded profile names code this tree does not have (kvlint -v lists them)\n", b.String())
	r.Verbose = true
	b.Reset()
	require.NoError(t, output.Write(&b, "github", r))
	assert.Contains(t, b.String(), "::warning title=KV0003::profile kubevirt/handoff.yaml (embedded):41:7: KV0003: stale policy entry (handoff): no edge\n", "-v lists them")
	r.Verbose = false
	r.StrictPolicy = true
	b.Reset()
	require.NoError(t, output.Write(&b, "github", r))
	assert.True(t, strings.HasPrefix(b.String(), "::error file=.kvlint.yaml,"), b.String())
}

// GitHub shows ten annotations a step: 190 stale entries of the embedded
// profile are one line, and the user's own are listed up to
// MaxAnnotations, then counted.
func TestGitHubBoundsStalePolicyEntries(t *testing.T) {
	r := &output.Results{Root: "/repo"}
	for i := range 190 {
		r.StalePolicy = append(r.StalePolicy, stale.Entry{Pos: policy.Pos{File: "profile kubevirt/handoff.yaml (embedded)", Line: i + 1, Col: 3}, Pass: "handoff", Msg: "no edge"})
	}
	for i := range 15 {
		r.StalePolicy = append(r.StalePolicy, stale.Entry{Pos: policy.Pos{File: "/repo/.kvlint.yaml", Line: i + 1, Col: 3}, Pass: "handoff", Msg: "no edge"})
	}
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "github", r))
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	require.Len(t, lines, output.MaxAnnotations+2, b.String())
	assert.Equal(t, "::warning title=KV0003::5 more stale policy entries (kvlint -format=text lists them)", lines[output.MaxAnnotations])
	assert.Equal(t, "::warning title=KV0003::190 entries of the embedded profile name code this tree does not have (kvlint -v lists them)", lines[output.MaxAnnotations+1])
}

// Text output elides the middle of a long witness chain; JSON keeps it.
func TestTextElidesLongWitnessChains(t *testing.T) {
	f := finding.Finding{Code: "HP1004", Message: "m", Path: "a.go", Line: 1, Col: 1}
	for i := range 2000 {
		f.Related = append(f.Related, finding.Related{Message: "call " + strconv.Itoa(i), Path: "b.go", Line: i + 1, Col: 1})
	}
	r := &output.Results{Findings: []finding.Finding{f}}
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "text", r))
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	require.Len(t, lines, 1+output.MaxRelated+1, "the finding, the bounded chain, the elision line")
	assert.Equal(t, "\tb.go:10:1: call 9", lines[10])
	assert.Equal(t, "\t... 1980 more related locations (-format=json or sarif lists them all)", lines[11])
	assert.Equal(t, "\tb.go:1991:1: call 1990", lines[12])
	assert.Equal(t, "\tb.go:2000:1: call 1999", lines[len(lines)-1])
	b.Reset()
	require.NoError(t, output.Write(&b, "json", r))
	assert.Equal(t, 2000, strings.Count(b.String(), `"message": "call `))
}

// sarifResult is a SARIF result as the stale-entry tests read it.
type sarifResult struct {
	RuleID    string `json:"ruleId"`
	RuleIndex int    `json:"ruleIndex"`
	Level     string
	Message   struct{ Text string }
	Locations []struct {
		PhysicalLocation struct {
			ArtifactLocation struct {
				URI       string `json:"uri"`
				URIBaseID string `json:"uriBaseId"`
			}
			Region map[string]int
		}
	}
	PartialFingerprints map[string]string
	BaselineState       string `json:"baselineState"`
}

// staleResults renders r as SARIF, checks the log is valid, and returns its
// KV0003 results (r has three findings, then the stale entries).
func staleResults(t *testing.T, r *output.Results) []sarifResult {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "sarif", r))
	require.NoError(t, sariftest.Validate(b.Bytes()))
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Rules []struct{ ID string } }
			}
			Results []sarifResult
		}
	}
	require.NoError(t, json.Unmarshal(b.Bytes(), &log))
	res := log.Runs[0].Results
	require.Len(t, res, 3+len(r.StalePolicy), "three findings, then the stale entries")
	for _, x := range res[3:] {
		assert.Equal(t, "KV0003", x.RuleID)
		assert.Equal(t, "KV0003", log.Runs[0].Tool.Driver.Rules[x.RuleIndex].ID)
	}
	return res[3:]
}

func levels(rs []sarifResult) []string {
	var out []string
	for _, x := range rs {
		out = append(out, x.Level)
	}
	return out
}

// staleEntryResults is results() with three stale entries: of the user's
// policy in the repository, of one elsewhere, of the embedded profile.
func staleEntryResults() *output.Results {
	r := results()
	r.Root = "/repo"
	r.StalePolicy = []stale.Entry{
		{Pos: policy.Pos{File: "/repo/.kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"},
		{Pos: policy.Pos{File: "/etc/kvlint/shared.yaml", Line: 3, Col: 5}, Pass: "components", Msg: "no package"},
		{Pos: policy.Pos{File: "profile kubevirt/handoff.yaml (embedded)", Line: 41, Col: 7}, Pass: "handoff", Msg: "no edge"},
	}
	return r
}

// Stale policy entries are SARIF results of rule KV0003 at their policy
// file: a file in the repository by its %SRCROOT% path, one elsewhere by
// its file URI, the embedded profile by the name the text output prints;
// warnings unless they fail the run; the log stays schema-valid.
func TestSARIFStalePolicyEntries(t *testing.T) {
	r := staleEntryResults()
	got := staleResults(t, r)
	for _, x := range got {
		assert.Equal(t, "warning", x.Level)
		require.Len(t, x.Locations, 1)
		assert.NotEmpty(t, x.PartialFingerprints["kvlint/v2"])
	}
	assert.Equal(t, "stale policy entry (statusfield): no field X", got[0].Message.Text)
	loc := got[0].Locations[0].PhysicalLocation
	assert.Equal(t, ".kvlint.yaml", loc.ArtifactLocation.URI)
	assert.Equal(t, "%SRCROOT%", loc.ArtifactLocation.URIBaseID)
	assert.Equal(t, map[string]int{"startLine": 7, "startColumn": 9}, loc.Region)
	assert.Equal(t, "file:///etc/kvlint/shared.yaml", got[1].Locations[0].PhysicalLocation.ArtifactLocation.URI)
	loc = got[2].Locations[0].PhysicalLocation
	assert.Equal(t, "profile%20kubevirt/handoff.yaml%20%28embedded%29", loc.ArtifactLocation.URI)
	assert.Empty(t, loc.ArtifactLocation.URIBaseID)
	assert.Equal(t, map[string]int{"startLine": 41, "startColumn": 7}, loc.Region)
	assert.NotEqual(t, got[0].PartialFingerprints["kvlint/v2"], got[2].PartialFingerprints["kvlint/v2"])

	// The line is not part of the fingerprint: an edit above the entry
	// does not make it a new result.
	first := got[0].PartialFingerprints["kvlint/v2"]
	r.StalePolicy[0].Pos.Line = 12
	assert.Equal(t, first, staleResults(t, r)[0].PartialFingerprints["kvlint/v2"])
}

// Which stale entries are SARIF errors: under strict-policy the user's, and
// against a baseline's record the profile's entries it does not list (with
// baselineState new).
func TestSARIFStalePolicyLevels(t *testing.T) {
	r := staleEntryResults()
	r.StrictPolicy = true
	assert.Equal(t, []string{"error", "error", "warning"}, levels(staleResults(t, r)), "strict-policy: the user's entries fail, the profile's (no record) do not")

	rec := baseline.RecordPolicy(r.PolicyRecordEntries()[:2])
	r.PolicyStates, _ = baseline.ComparePolicy(&baseline.File{Policy: rec}, r.PolicyRecordEntries())
	got := staleResults(t, r)
	assert.Equal(t, []string{"error", "error", "error"}, levels(got))
	assert.Equal(t, []string{"unchanged", "unchanged", "new"}, []string{got[0].BaselineState, got[1].BaselineState, got[2].BaselineState})
	r.StrictPolicy = false
	assert.Equal(t, []string{"warning", "warning", "error"}, levels(staleResults(t, r)), "without strict-policy the user's entries are warnings; the profile's entry new since the baseline still fails")
}
