package core_test

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/core/sarif"
	"github.com/kvlint/kvlint/internal/core/sarif/sariftest"
	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// mountAnalyzer stands in for a pass: named like hostprim (so it may report
// HP codes), it reports HP1001 at every call of a function named Mount, and
// panics in a package named panicky.
func mountAnalyzer(s passkit.Settings) []*analysis.Analyzer {
	// A key no policy has: the stand-in reads no rules.
	a := diagtest.StubPass("hostprimstandin", "ci-test-standin", s, func(ctx *passkit.Context, calls []*ast.CallExpr) {
		if ctx.Pass.Pkg.Name() == "panicky" {
			panic("stand-in pass broke")
		}
		for _, call := range calls {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Mount" {
				ctx.Report.Reportf("HP1001", call.Pos(), call.End(), "raw mount outside the mount wrappers")
			}
		}
	})
	return []*analysis.Analyzer{directive.Analyzer, a}
}

func fixture(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "ci", "kubevirt"))
	require.NoError(t, err)
	return dir
}

func runCI(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := core.Main(args, core.Options{
		Version:   "v1.2.3",
		Analyzers: mountAnalyzer,
		Validate:  func(*policy.Policy) error { return nil },
		Stdout:    &stdout, Stderr: &stderr,
		Dir: dir,
		Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
	})
	return stdout.String(), stderr.String(), code
}

func TestSARIFCarriesInSourceSuppressions(t *testing.T) {
	dir := fixture(t)
	out, stderr, code := runCI(t, dir, "-format=sarif", "-root="+dir, "./...")
	require.Equal(t, 1, code, stderr)
	require.NoError(t, sariftest.Validate([]byte(out)))

	var log sarif.Log
	require.NoError(t, json.Unmarshal([]byte(out), &log))
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	assert.Equal(t, "1.2.3", run.Tool.Driver.SemanticVersion)

	var suppressed, open []string
	for _, r := range run.Results {
		if r.RuleID != "HP1001" {
			continue
		}
		loc := r.Locations[0].PhysicalLocation
		where := loc.ArtifactLocation.URI
		if len(r.Suppressions) > 0 {
			assert.Equal(t, "inSource", r.Suppressions[0].Kind)
			suppressed = append(suppressed, where+": "+r.Suppressions[0].Justification)
		} else {
			open = append(open, where)
		}
		assert.Equal(t, sarif.SrcRoot, loc.ArtifactLocation.URIBaseID)
		assert.NotEmpty(t, r.PartialFingerprints[sarif.FingerprintKey])
	}
	assert.Equal(t, []string{"pkg/directives/directives.go: the test wrapper mounts on purpose"}, suppressed)
	assert.Equal(t, []string{"pkg/util/mountutil/mount.go"}, open)
}

func TestSuppressedFindingsNeverFailTheRun(t *testing.T) {
	dir := fixture(t)
	stdout, stderr, code := runCI(t, dir, "-format=text", "-root="+dir, "./pkg/directives")
	// Only KV0002/KV0001-free stand-in findings: the one Mount here is suppressed,
	// the malformed directives are the directive analyzer's.
	assert.Equal(t, 1, code, stderr)
	assert.NotContains(t, stdout, "HP1001", "a suppressed finding is not printed as text")
	assert.Contains(t, stdout, "KV0002")
	assert.Contains(t, stderr, "1 suppressed by directives")
}

func TestAnalysisPanicIsExitTwoWithoutStack(t *testing.T) {
	// A policy whose scope is this module: passes never run their body on
	// packages outside the scope.
	tmp := module(t, "panicky/p.go", "package panicky\n\nfunc F() {}\n", ".kvlint.yaml", "version: 1\n")
	stdout, stderr, code := runCI(t, tmp, "./...")
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "internal error in kvlint pass hostprimstandin on package example.com/p/panicky: stand-in pass broke")
	assert.NotContains(t, stderr, "goroutine ", "no stack dump")
}

func TestUsageErrors(t *testing.T) {
	dir := fixture(t)
	base := filepath.Join(t.TempDir(), "b.json")
	for name, args := range map[string][]string{
		"no packages":            {},
		"unknown format":         {"-format=xml", "./..."},
		"write without baseline": {"-write-baseline", "./..."},
		"unknown flag":           {"-frobnicate", "./..."},
		"output is the baseline": {"-baseline=" + base, "-write-baseline", "-o", base, "./..."},
		"flag after packages":    {"./...", "-format=json"},
		"-C not a directory":     {"-C", base, "./..."},
	} {
		t.Run(name, func(t *testing.T) {
			stdout, stderr, code := runCI(t, dir, args...)
			assert.Equal(t, 2, code)
			assert.Empty(t, stdout)
			assert.NotEmpty(t, stderr)
		})
	}
}

func TestHiddenNullAnalyzersRunAndFindNothing(t *testing.T) {
	dir := fixture(t)
	for _, set := range []string{"null", "nullfacts"} {
		stdout, stderr, code := runCI(t, dir, "-debug-analyzers="+set, "./...")
		assert.Equal(t, 0, code, stderr)
		assert.Empty(t, stdout)
	}
	_, stderr, _ := runCI(t, dir, "-h")
	assert.NotContains(t, stderr, "debug-analyzers", "the measurement flag stays out of the usage text")
}

// module writes a module example.com/p into a fresh directory: its go.mod
// and the files named, given as name, content pairs.
func module(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	write(t, dir, "go.mod", "module example.com/p\n\ngo 1.26\n")
	for i := 0; i+1 < len(files); i += 2 {
		write(t, dir, files[i], files[i+1])
	}
	return dir
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	filetest.Write(t, filepath.Join(dir, filepath.FromSlash(name)), content)
}

func TestLoadErrorNamesThePackages(t *testing.T) {
	tmp := module(t, "ok/ok.go", "package ok\n\nfunc F() {}\n", "bad/bad.go", "package bad\n\nfunc F() int { return \"x\" }\n")
	stdout, stderr, code := runCI(t, tmp, "./...")
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 2, stderr)
	assert.Equal(t, `kvlint ci: bad/bad.go:3:23: cannot use "x" (untyped string constant) as int value in return statement`, lines[0],
		"one positioned line per error, relative to the working directory")
	assert.Contains(t, lines[1], "1 problem in packages that do not load or type-check")
	assert.NotContains(t, stderr, "ok.go")
}

// Facts are computed for the module scope only: under a policy without
// `module:`, the replaced dependency modules are read from export data, and
// own packages outside the patterns are loaded for their facts.
func TestVerboseShowsWhatIsLoadedFromSource(t *testing.T) {
	dir := fixture(t)
	noModule := filepath.Join(dir, "..", "nomodule.yaml")
	for _, c := range []struct{ pattern, want string }{
		{"./...", "loaded 5 matched packages and 0 own dependencies from source"},
		{"./cmd/...", "loaded 1 matched package and 3 own dependencies from source"},
	} {
		for _, cfg := range []string{"", "-config=" + noModule} {
			args := []string{"-v", "-debug-analyzers=null", c.pattern}
			if cfg != "" {
				args = append([]string{cfg}, args...)
			}
			_, stderr, code := runCI(t, dir, args...)
			assert.Equal(t, 0, code, stderr)
			assert.Contains(t, stderr, c.want, "%s %s", cfg, c.pattern)
		}
	}
}

// In kvlint ci the root policy is the authority: a nested .kvlint.yaml that
// differs from it (here: excludes its subtree) stops the run with one line,
// unless the root policy permits that file; every policy used is named.
func TestNestedPolicyMayNotLoosenTheRoot(t *testing.T) {
	tmp := module(t)
	write(t, tmp, "a/a.go", "package a\n\ntype T struct{}\n\nfunc (T) Mount() {}\n\nfunc F() { T{}.Mount() }\n")
	write(t, tmp, "b/b.go", "package b\n\ntype T struct{}\n\nfunc (T) Mount() {}\n\nfunc F() { T{}.Mount() }\n")
	const root = "version: 1\ncomponents: {x: [example.com/p/...]}\n"
	write(t, tmp, ".kvlint.yaml", root)
	write(t, tmp, "b/.kvlint.yaml", root+"exclude: [\"...\"]\n")

	stdout, stderr, code := runCI(t, tmp, "./...")
	assert.Equal(t, 2, code, stderr)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "b/.kvlint.yaml:3:1: exclude differs from the root policy")
	assert.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %s", stderr)

	write(t, tmp, ".kvlint.yaml", root+"nested-policies: [{path: b/.kvlint.yaml, reason: b is a generated client}]\n")
	stdout, stderr, code = runCI(t, tmp, "-format=json", "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Contains(t, stderr, "kvlint ci: policy: .kvlint.yaml, b/.kvlint.yaml\n")
	var doc struct {
		Policies []string
		Findings []struct{ File string }
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc))
	assert.Equal(t, []string{".kvlint.yaml", "b/.kvlint.yaml"}, doc.Policies)
	require.Len(t, doc.Findings, 1, "b is excluded by its permitted nested policy")
	assert.Equal(t, "a/a.go", doc.Findings[0].File)

	stdout, _, _ = runCI(t, tmp, "-format=sarif", "./...")
	var log struct {
		Runs []struct {
			Properties map[string][]string
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	assert.Equal(t, []string{".kvlint.yaml", "b/.kvlint.yaml"}, log.Runs[0].Properties["kvlint/policies"])
}

// //line directives must not produce positions no reader can open: column 0,
// files outside the repository, or files that do not exist. The adjusted
// position is used only when it names an existing file in the repository
// with a line and a column.
func TestLineDirectivesGiveValidPositions(t *testing.T) {
	tmp := module(t)
	write(t, tmp, ".kvlint.yaml", "version: 1\n")
	write(t, tmp, "a/t.go", "package a\n\ntype T struct{}\n\nfunc (T) Mount() {}\n")
	// Only a generated file's //line may move a finding (see physical.Display).
	write(t, tmp, "a/gen.go", "// Code generated by a test. DO NOT EDIT.\n\npackage a\n\n//line /nowhere/template.tmpl:10\nfunc F() { T{}.Mount() }\n\n//line t.go:1\nfunc G() { T{}.Mount() }\n\n//line t.go:3:1\nfunc H() { T{}.Mount() }\n")
	stdout, stderr, code := runCI(t, tmp, "-format=json", "./...")
	require.Equal(t, 1, code, stderr)
	var doc struct {
		Findings []struct {
			File         string
			Line, Column int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc))
	var got []string
	for _, f := range doc.Findings {
		got = append(got, f.File+":"+strconv.Itoa(f.Line)+":"+strconv.Itoa(f.Column))
	}
	assert.ElementsMatch(t, []string{
		"a/gen.go:6:12", // outside the repository: the physical position
		"a/gen.go:9:12", // no column in the directive: physical
		"a/t.go:3:12",   // an existing repository file with line and column
	}, got)

	stdout, _, _ = runCI(t, tmp, "-format=sarif", "./...")
	require.NoError(t, sariftest.Validate([]byte(stdout)))
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string }
						Region           struct{ StartColumn int }
					}
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	require.Len(t, log.Runs[0].Results, 3)
	for _, r := range log.Runs[0].Results {
		loc := r.Locations[0].PhysicalLocation
		assert.Equal(t, "%SRCROOT%", loc.ArtifactLocation.URIBaseID, loc.ArtifactLocation.URI)
		assert.Positive(t, loc.Region.StartColumn)
	}
}

// In a go.work without .git, every main module's paths are relative to the
// directory containing them all (the second module's were absolute).
func TestWorkspaceWithoutGitHasRelativePaths(t *testing.T) {
	tmp := t.TempDir()
	write(t, tmp, "go.work", "go 1.26\n\nuse (\n\t./a\n\t./b\n)\n")
	write(t, tmp, ".kvlint.yaml", "version: 1\n")
	for _, m := range []string{"a", "b"} {
		write(t, tmp, m+"/go.mod", "module example.com/"+m+"\n\ngo 1.26\n")
		write(t, tmp, m+"/p/p.go", "package p\n\ntype T struct{}\n\nfunc (T) Mount() {}\n\nfunc F() { T{}.Mount() }\n")
	}
	var stdout, stderr bytes.Buffer
	code := core.Main([]string{"-format=json", "-config=" + filepath.Join(tmp, ".kvlint.yaml"), "./a/...", "./b/..."}, core.Options{
		Analyzers: mountAnalyzer, Validate: func(*policy.Policy) error { return nil },
		Stdout: &stdout, Stderr: &stderr, Dir: tmp,
		Env: append(os.Environ(), "GOWORK="+filepath.Join(tmp, "go.work"), "GOFLAGS="),
	})
	require.Equal(t, 1, code, stderr.String())
	var doc struct{ Findings []struct{ File string } }
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &doc))
	var files []string
	for _, f := range doc.Findings {
		files = append(files, f.File)
	}
	assert.ElementsMatch(t, []string{"a/p/p.go", "b/p/p.go"}, files)
}
