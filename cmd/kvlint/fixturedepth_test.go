package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// deepLogic is a part of kvlint whose logic is deepest, with what counts as
// one of its expectations: fixtures' want lines for a pass's code, test
// assertions for the map. Each must keep at least one expectation per
// maxLinesPerWant lines of its code, so that a change that grows the logic
// grows its fixtures with it.
type deepLogic struct {
	name string
	code []string // globs of the code, relative to the repository root
	// expects is the directory whose .go files hold the expectations, and
	// the pattern a line matches to be one.
	expects string
	match   *regexp.Regexp
}

const maxLinesPerWant = 30

var deepLogics = []deepLogic{
	{"migrationpair", []string{"passes/migrationpair/*.go"}, "passes/migrationpair/testdata", regexp.MustCompile(`// want `)},
	{"HP1004", []string{"passes/hostprim/podroot*.go"}, "passes/hostprim/testdata", regexp.MustCompile(`// want .*HP1004`)},
	{"HO1001", []string{"passes/handoff/imports.go"}, "passes/handoff/testdata", regexp.MustCompile(`// want .*HO1001`)},
	{"map", []string{"internal/readmap/*.go"}, "internal/readmap", regexp.MustCompile(`\b(assert|require)\.[A-Z]\w*\(|\bt\.(Error|Errorf|Fatal|Fatalf)\(`)},
}

// TestDeepLogicHasFixtures: migrationpair, HP1004, HO1001 and the map each
// have at least one expectation per 30 lines of their (non-test) code.
func TestDeepLogicHasFixtures(t *testing.T) {
	root := repoRoot(t)
	for _, d := range deepLogics {
		t.Run(d.name, func(t *testing.T) {
			lines := codeLines(t, root, d.code)
			wants := expectations(t, filepath.Join(root, d.expects), d.match, d.name == "map")
			require.Positive(t, lines, "no code matched %v", d.code)
			t.Logf("%d lines, %d expectations: one per %.1f", lines, wants, float64(lines)/float64(max(wants, 1)))
			assert.LessOrEqual(t, lines, wants*maxLinesPerWant,
				"%s has %d lines of code and %d expectations; add fixture cases (positive, close negative, directive) until there is one per %d lines",
				d.name, lines, wants, maxLinesPerWant)
		})
	}
}

// TestDeepLogicCountsWhatItShould: the counters count non-test code lines
// and the expectations a pattern matches, only in the files they are for.
func TestDeepLogicCountsWhatItShould(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	write("p/a.go", "package p\n\nfunc f() {}\n")
	write("p/a_test.go", "package p\n\nfunc TestF() {}\n// want `x`\n")
	write("p/testdata/src/x/x.go", "package x\nvar a = 1 // want `HP1004: y`\nvar b = 2 // want `HP1001: z`\n")
	write("p/testdata/src/x/x.yaml", "# // want `HP1004: not Go`\n")
	assert.Equal(t, 3, codeLines(t, dir, []string{"p/*.go"}))
	assert.Equal(t, 1, expectations(t, filepath.Join(dir, "p/testdata"), regexp.MustCompile(`// want .*HP1004`), false))
	assert.Equal(t, 2, expectations(t, filepath.Join(dir, "p/testdata"), regexp.MustCompile(`// want `), false))
	assert.Equal(t, 1, expectations(t, filepath.Join(dir, "p"), regexp.MustCompile(`// want `), true), "tests only")
}

// codeLines counts the lines of the non-test Go files the globs match.
func codeLines(t *testing.T, root string, globs []string) int {
	n := 0
	for _, g := range globs {
		files, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(g)))
		require.NoError(t, err)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			n += strings.Count(string(data), "\n")
		}
	}
	return n
}

// expectations counts the lines of the .go files below dir that match re:
// of test files only (testsOnly), else of every Go file.
func expectations(t *testing.T, dir string, re *regexp.Regexp, testsOnly bool) int {
	n := 0
	err := filetest.WalkFiles(dir, nil, func(p string) error {
		if !strings.HasSuffix(p, ".go") || (testsOnly && !strings.HasSuffix(p, "_test.go")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, l := range strings.Split(string(data), "\n") {
			if re.MatchString(l) {
				n++
			}
		}
		return nil
	})
	require.NoError(t, err)
	return n
}
