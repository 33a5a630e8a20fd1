package output_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/ci/baseline"
	"github.com/kvlint/kvlint/internal/ci/finding"
	"github.com/kvlint/kvlint/internal/ci/output"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

func results() *output.Results {
	mk := func(code, msg string, line int) finding.Finding {
		return finding.Finding{Code: code, Message: msg, Package: "kubevirt.io/kubevirt/pkg/a", Func: "F",
			Path: "pkg/a/a,b:c.go", InRoot: true, Line: line, Col: 2, EndLine: line, EndCol: 9}
	}
	sup := mk("HP1001", "raw mount", 3)
	sup.Suppressed, sup.Justification = true, "the wrapper"
	return &output.Results{
		Findings: []finding.Finding{
			mk("SF1001", "100% wrong\n::error file=x::second line", 1),
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
	assert.Equal(t, "pkg/a/a,b:c.go:1:2: SF1001: 100% wrong\\n::error file=x::second line\n", b.String())
}

func TestJSONKeepsEverything(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "json", results()))
	var doc struct {
		Findings []struct {
			Code, Baseline, Justification string
			Suppressed                    bool
		}
		StaleBaselineEntries []struct{ Missing int }
	}
	require.NoError(t, json.Unmarshal(b.Bytes(), &doc))
	require.Len(t, doc.Findings, 3)
	assert.Equal(t, "new", doc.Findings[0].Baseline)
	assert.Equal(t, "unchanged", doc.Findings[1].Baseline)
	assert.True(t, doc.Findings[2].Suppressed)
	assert.Equal(t, "the wrapper", doc.Findings[2].Justification)
	require.Len(t, doc.StaleBaselineEntries, 1)
	assert.Equal(t, 1, doc.StaleBaselineEntries[0].Missing)
}

func TestUnknownFormat(t *testing.T) {
	assert.Error(t, output.Write(&bytes.Buffer{}, "xml", results()))
}

func TestGitHubStalePolicyEntries(t *testing.T) {
	r := &output.Results{Root: "/repo", StalePolicy: []passkit.StaleEntry{
		{Pos: policy.Pos{File: "/repo/.kvlint.yaml", Line: 7, Col: 9}, Pass: "statusfield", Msg: "no field X"},
		{Pos: policy.Pos{File: "profile kubevirt/handoff.yaml (embedded)", Line: 41, Col: 7}, Pass: "handoff", Msg: "no edge"},
	}}
	var b bytes.Buffer
	require.NoError(t, output.Write(&b, "github", r))
	assert.Equal(t, "::warning file=.kvlint.yaml,line=7,col=9,title=KV0003::/repo/.kvlint.yaml:7:9: KV0003: stale policy entry (statusfield): no field X\n"+
		"::warning title=KV0003::profile kubevirt/handoff.yaml (embedded):41:7: KV0003: stale policy entry (handoff): no edge\n", b.String())
	r.StrictPolicy = true
	b.Reset()
	require.NoError(t, output.Write(&b, "github", r))
	assert.True(t, strings.HasPrefix(b.String(), "::error file=.kvlint.yaml,"), b.String())
}
