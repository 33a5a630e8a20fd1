package core_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	kvflow "github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// TestHiddenDebugDispatch: -debug-dispatch hands the passes a kvflow of its
// own (Settings.Flow); without
// it the passes get the default; a wrong value is a usage error; the usage
// text does not show it.
func TestHiddenDebugDispatch(t *testing.T) {
	dir := fixture(t)
	run := func(args ...string) (*analysis.Analyzer, string, int) {
		var flow *analysis.Analyzer
		var stdout, stderr bytes.Buffer
		code := core.Main(args, core.Options{
			Version: "v1.2.3",
			Analyzers: func(s passkit.Settings) []*analysis.Analyzer {
				flow = s.Flow
				as := mountAnalyzer(s)
				if s.Flow != nil {
					as = append(as, s.Flow)
				}
				return as
			},
			Validate: func(*policy.Policy) error { return nil },
			Stdout:   &stdout, Stderr: &stderr, Dir: dir,
			Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
		})
		return flow, stderr.String(), code
	}
	flow, stderr, code := run("-debug-dispatch=cha", "./...")
	assert.Equal(t, 1, code, stderr)
	if assert.NotNil(t, flow) {
		assert.Equal(t, "kvflow", flow.Name)
		assert.NotSame(t, kvflow.Analyzer, flow, "a kvflow of its own")
	}

	flow, stderr, code = run("./...")
	assert.Equal(t, 1, code, stderr)
	assert.Nil(t, flow, "the passes require the default kvflow")

	_, stderr, code = run("-debug-dispatch=chaos", "./...")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "-debug-dispatch=chaos: want cha or stored")

	_, stderr, _ = run("-h")
	assert.NotContains(t, stderr, "debug-dispatch", "the measurement flag stays out of the usage text")
}
