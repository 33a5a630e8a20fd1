package main_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/sarif"
	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/filetest"
)

// ciModule is the hand-written module tree of kvlint ci's tests.
func ciModule(t *testing.T) string { return testdata("ci", "kubevirt") }

// tree is a fixture tree both drivers run on.
type tree struct {
	name     string
	dir      string   // working directory; also the source root
	env      []string // go command environment
	policies []string // -config values to try besides discovery ("" = discovery)
	patterns [][]string
}

// fixtureTrees discovers every passes/*/testdata/src tree (GOPATH layout,
// as analysistest uses), with each pass's testdata/*.yaml policies, and
// adds the ci module (with patterns that leave own dependencies unmatched,
// so their facts must come from the module-only loader's extra packages).
func fixtureTrees(t *testing.T) []tree {
	srcs, err := filepath.Glob(filepath.Join("..", "..", "passes", "*", "testdata", "src"))
	require.NoError(t, err)
	var trees []tree
	for _, src := range srcs {
		src, _ = filepath.Abs(src)
		if !hasGoFiles(src) {
			continue
		}
		td := filepath.Dir(src)
		gopath := diagtest.Tree(t, td)
		tr := tree{
			name:     filepath.Base(filepath.Dir(td)),
			dir:      filepath.Join(gopath, "src"),
			env:      []string{"GOPATH=" + gopath, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=-buildvcs=false"},
			policies: []string{""},
			patterns: [][]string{{"./..."}},
		}
		for _, pat := range []string{"*.yaml", "*.yml"} {
			ys, _ := filepath.Glob(filepath.Join(td, pat))
			tr.policies = append(tr.policies, ys...)
		}
		// Narrower patterns leave own packages that the matched ones import
		// unmatched: their facts come from the loader's extra packages.
		for _, sub := range []string{"cmd", "pkg/virt-controller", "pkg/virt-handler", "pkg/virt-launcher"} {
			if hasGoFiles(filepath.Join(src, "kubevirt.io", "kubevirt", filepath.FromSlash(sub))) {
				tr.patterns = append(tr.patterns, []string{"kubevirt.io/kubevirt/" + sub + "/..."})
			}
		}
		trees = append(trees, tr)
	}
	trees = append(trees, tree{
		name: "ci-module", dir: ciModule(t), env: moduleEnv, policies: []string{"", testdata("ci", "nomodule.yaml")},
		patterns: [][]string{{"./..."}, {"./pkg/virt-controller/..."}, {"./cmd/..."}},
	})
	return trees
}

// mainPolicy is the policy a pass's own tests use (testdata/policy.yaml),
// else discovery.
func (tr tree) mainPolicy() string {
	for _, p := range tr.policies {
		if filepath.Base(p) == "policy.yaml" {
			return p
		}
	}
	return ""
}

func hasGoFiles(dir string) bool {
	found := false
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

// outcome is one driver's result: findings as comparable lines, or failure.
type outcome struct {
	failed   bool
	errText  string // the one-line error, without the driver's prefix
	findings []string
}

// key renders a finding the same way for both drivers.
func key(root, file string, line, col, endLine, endCol int, category, message string) string {
	if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
		file = filepath.ToSlash(rel)
	}
	return fmt.Sprintf("%s:%d:%d-%d:%d %s %s", file, line, col, endLine, endCol, category, message)
}

// related renders a related location the same way for both drivers; it
// follows its finding in the finding's key, so the drivers must agree on
// every link of every chain.
func related(root, file string, line, col int, message string) string {
	if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
		file = filepath.ToSlash(rel)
	}
	return fmt.Sprintf("%s:%d:%d %s", file, line, col, message)
}

func splitPosn(s string) (string, int, int) {
	i := strings.LastIndex(s, ":")
	j := strings.LastIndex(s[:max(i, 0)], ":")
	if i < 0 || j < 0 {
		return s, 0, 0
	}
	line, _ := strconv.Atoi(s[j+1 : i])
	col, _ := strconv.Atoi(s[i+1:])
	return s[:j], line, col
}

// goVet runs go vet -vettool=kvlint -json: the x/tools unitchecker, with
// facts for every package, dependencies included, from source. go vet always
// analyses test files.
func goVet(t *testing.T, tr tree, policy string, patterns []string) outcome {
	args := []string{"vet", "-vettool=" + kvlintBin(t), "-json"}
	if policy != "" {
		args = append(args, "-config="+policy)
	}
	cmd := exec.Command("go", append(args, patterns...)...)
	cmd.Dir = tr.dir
	cmd.Env = append(os.Environ(), tr.env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		// A policy error stops vet's first package; its tool output says why.
		return outcome{failed: true, errText: strings.TrimSpace(stderr.String())}
	}
	set := map[string]bool{}
	// go vet -json writes the tool's JSON to standard output.
	dec := json.NewDecoder(strings.NewReader(stdout.String()))
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		require.NoError(t, dec.Decode(&tree), stdout.String())
		for pkg, byAnalyzer := range tree {
			for an, raw := range byAnalyzer {
				var diags []struct {
					Category, Posn, End, Message string
					Related                      []struct{ Posn, Message string }
				}
				if err := json.Unmarshal(raw, &diags); err != nil {
					var e struct{ Error string }
					require.NoError(t, json.Unmarshal(raw, &e))
					return outcome{failed: true, errText: pkg + ": " + an + ": " + e.Error}
				}
				for _, d := range diags {
					f, l, c := splitPosn(d.Posn)
					if !matches(tr.dir, patterns, f) {
						// go vet -json also prints what it found in
						// dependencies it analysed for their facts.
						continue
					}
					_, el, ec := splitPosn(d.End)
					k := key(tr.dir, f, l, c, el, ec, d.Category, d.Message)
					for _, r := range d.Related {
						rf, rl, rc := splitPosn(r.Posn)
						k += " | " + related(tr.dir, rf, rl, rc, r.Message)
					}
					set[k] = true
				}
			}
		}
	}
	return outcome{findings: sorted(set)}
}

// vetGaps are files where go vet, by design, sees less than kvlint: go vet
// reads every dependency from export data, which carries of a package
// reached through others only what they use. kvlint loads the module's own
// packages from source. A call through an interface whose implementation is
// wired two packages away (statusfield's pkg/virt-controller/watch/drain
// runs a runner evacwire wires with controller's evacuator): go vet
// resolves it only when export data brings the stores' types and facts
// into the caller's view. An unexported implementation returned only as an
// interface (handoff's dialer.dialing, which pkg/virt-api/apiwire wires) is
// absent from its package's export data, so go vet cannot name it where the
// call resolves. Likewise an unexported function held by another
// package's exported seam (hostprim's hostmount.BlockMount, set to
// mountBlock, called in pkg/virt-controller/watch/seams.go; podseam's
// RemoveQuietly, called in podshapes/seams.go): go vet sees no such
// function, so the call reaches nothing there and a directive there
// suppresses nothing. (Key constants of a key package reached
// only indirectly, pkg/keys/missing's through pkg/keyuser, were a gap too,
// until they passed to importers as a fact.) Either driver's findings in
// these files are left out of the comparison.
var vetGaps = []string{"kubevirt.io/kubevirt/pkg/virt-controller/watch/drain/",
	"kubevirt.io/kubevirt/pkg/virt-api/apiwire/apiwire.go",
	"kubevirt.io/kubevirt/pkg/virt-controller/watch/seams.go",
	"kubevirt.io/kubevirt/pkg/virt-handler/podshapes/seams.go"}

func withoutVetGaps(findings []string) []string {
	out := []string{}
	for _, f := range findings {
		if !slices.ContainsFunc(vetGaps, func(g string) bool { return strings.HasPrefix(f, g) }) {
			out = append(out, f)
		}
	}
	return out
}

// matches reports whether file is in a package the fixture patterns match:
// ./... and ./dir/... in a module, import-path/... in a GOPATH tree whose
// src directory is dir.
func matches(dir string, patterns []string, file string) bool {
	for _, p := range patterns {
		sub := strings.TrimPrefix(strings.TrimSuffix(p, "/..."), "./")
		if sub == "." || sub == "..." {
			sub = ""
		}
		root := filepath.Join(dir, filepath.FromSlash(sub))
		if strings.HasPrefix(file, root+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// analysisRun runs `kvlint -format=json` (command "") or `kvlint ci
// -format=json`; suppressed findings are left out, as go vet never shows
// them.
func analysisRun(t *testing.T, command string, tr tree, policy string, tests bool, patterns []string) outcome {
	args := []string{"-format=json", "-root=" + tr.dir, "-test=" + strconv.FormatBool(tests)}
	if command != "" {
		args = append([]string{command}, args...)
	}
	if policy != "" {
		args = append(args, "-config="+policy)
	}
	stdout, stderr, code := runEnv(t, tr.dir, tr.env, append(args, patterns...)...)
	if code == 2 {
		prefix := "kvlint: "
		if command != "" {
			prefix = "kvlint " + command + ": "
		}
		return outcome{failed: true, errText: strings.TrimPrefix(strings.TrimSpace(stderr), prefix)}
	}
	require.Contains(t, []int{0, 1}, code, stderr)
	doc := findingsJSON(t, stdout)
	require.Equal(t, code == 1, slices.ContainsFunc(doc.Findings, func(f finding) bool { return !f.Suppressed }),
		"exit 1 exactly when an unsuppressed finding is reported")
	set := map[string]bool{}
	for _, f := range doc.Findings {
		if f.Suppressed {
			continue
		}
		file := f.File
		if !filepath.IsAbs(file) {
			file = filepath.Join(tr.dir, filepath.FromSlash(file))
		}
		k := key(tr.dir, file, f.Line, f.Column, f.EndLine, f.EndColumn, f.Code, f.Code+": "+f.Message)
		for _, r := range f.Related {
			rf := r.File
			if !filepath.IsAbs(rf) {
				rf = filepath.Join(tr.dir, filepath.FromSlash(rf))
			}
			k += " | " + related(tr.dir, rf, r.Line, r.Column, r.Message)
		}
		set[k] = true
	}
	return outcome{findings: sorted(set)}
}

func sorted(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestDriversAgree: on every fixture tree, under every policy the tree's
// pass tests use, plain kvlint and kvlint ci (module-only facts, dependencies
// from export data) report exactly what go vet -vettool=kvlint (the x/tools
// unitchecker: facts for every package, everything from source) reports, and
// fail exactly when it fails. go vet always includes test files, so the
// comparison does too; plain kvlint and kvlint ci also agree without them.
func TestDriversAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("runs three drivers on every fixture tree")
	}
	total := 0
	for _, tr := range fixtureTrees(t) {
		for _, pol := range tr.policies {
			for _, pats := range tr.patterns {
				if pats[0] != "./..." && pol != tr.mainPolicy() {
					continue // narrower patterns under the tree's main policy
				}
				name := fmt.Sprintf("%s/%s/%s", tr.name, filepath.Base(pol), strings.Join(pats, ","))
				t.Run(name, func(t *testing.T) {
					vet := goVet(t, tr, pol, pats)
					for _, command := range []string{"", "ci"} {
						got := analysisRun(t, command, tr, pol, true, pats)
						require.Equal(t, vet.failed, got.failed, "go vet: %s\nkvlint %s: %s", vet.errText, command, got.errText)
						if vet.failed {
							// Configuration errors read the same (load errors are
							// worded by each driver).
							if strings.Contains(got.errText, ".yaml:") && !strings.Contains(got.errText, "\n") {
								assert.Contains(t, vet.errText, got.errText)
							}
							continue
						}
						assert.Equal(t, withoutVetGaps(vet.findings), withoutVetGaps(got.findings), "go vet and kvlint %s", command)
					}
					if vet.failed {
						t.Logf("all failed; go vet: %s", vet.errText)
						return
					}
					plain := analysisRun(t, "", tr, pol, false, pats)
					ci := analysisRun(t, "ci", tr, pol, false, pats)
					assert.Equal(t, plain, ci, "kvlint and kvlint ci with -test=false")
					t.Logf("%d findings agree", len(vet.findings))
					total += len(vet.findings)
				})
			}
		}
	}
	assert.NotZero(t, total, "the fixtures must give the comparison something to compare")
}

// The directive analyzer's codes are stable, so the ci module's directive
// cases are asserted exactly (the passes' findings are only compared).
func TestCIDirectiveCodesOnTheModule(t *testing.T) {
	dir := ciModule(t)
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-format=json", "-root="+dir, "./pkg/directives")
	require.Equal(t, 1, code, stderr)
	var got []string
	for _, f := range findingsJSON(t, stdout).Findings {
		if strings.HasPrefix(f.Code, "KV") {
			got = append(got, fmt.Sprintf("%s:%d:%d %s %s", f.File, f.Line, f.Column, f.Code, f.Function))
		}
	}
	assert.Subset(t, got, []string{
		"pkg/directives/directives.go:7:1 KV0002 noReason",
		"pkg/directives/directives.go:10:1 KV0002 unknownVerb",
		"pkg/directives/directives.go:13:1 KV0002 unknownCode",
		"pkg/directives/directives.go:17:2 KV0001 stale",
		"pkg/directives/directives.go:27:14 KV0002 var _",
	})
}

func TestCISARIFValidAndStable(t *testing.T) {
	dir := ciModule(t)
	first, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-format=sarif", "./...")
	require.Equal(t, 1, code, stderr)
	second, _, _ := runEnv(t, dir, moduleEnv, "ci", "-format=sarif", "./...")
	assert.Equal(t, first, second, "two runs give byte-identical SARIF")
	log := sarifLog(t, first)
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	d := run.Tool.Driver
	assert.Equal(t, "kvlint", d.Name)
	assert.NotEmpty(t, d.Version)
	assert.NotEmpty(t, d.SemanticVersion)
	assert.Equal(t, "utf16CodeUnits", run.ColumnKind)

	ids := map[string]bool{}
	for _, r := range d.Rules {
		ids[r.ID] = true
		assert.Equal(t, codes.URL(r.ID), r.HelpURI)
		assert.NotEmpty(t, r.Name)
		assert.NotEmpty(t, r.ShortDescription.Text)
		assert.NotEmpty(t, r.FullDescription.Text)
		assert.NotEmpty(t, r.DefaultConfiguration.Level)
	}
	for _, c := range codes.All() {
		assert.True(t, ids[c.ID], "rule for %s", c.ID)
	}

	// Paths are relative to the repository (the .git above the module), as
	// code scanning wants them.
	var sawUTF16 bool
	for _, r := range run.Results {
		assert.Equal(t, d.Rules[r.RuleIndex].ID, r.RuleID)
		loc := r.Locations[0].PhysicalLocation
		assert.Equal(t, sarif.SrcRoot, loc.ArtifactLocation.URIBaseID)
		assert.True(t, strings.HasPrefix(loc.ArtifactLocation.URI, "testdata/ci/kubevirt/"), loc.ArtifactLocation.URI)
		assert.NotEmpty(t, r.PartialFingerprints[sarif.FingerprintKey])
		if strings.HasSuffix(loc.ArtifactLocation.URI, "directives.go") && loc.Region.StartLine == 27 {
			// `var _ = "é" //kvlint:ignore`: byte column 14, UTF-16 column 13.
			assert.Equal(t, 13, loc.Region.StartColumn)
			sawUTF16 = true
		}
	}
	assert.True(t, sawUTF16, "the non-ASCII line's finding is in the log")
}

func TestCIGitHubFormat(t *testing.T) {
	dir := ciModule(t)
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-format=github", "-root="+dir, "./pkg/directives")
	require.Equal(t, 1, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	assert.Contains(t, lines,
		"::error file=pkg/directives/directives.go,line=7,col=1,endLine=7,endColumn=23,title=KV0002::directive has no reason: write //kvlint:ignore SF1001 <why this is correct>")
	for _, l := range lines {
		assert.True(t, strings.HasPrefix(l, "::error file=pkg/directives/directives.go,line="), l)
	}
}

func TestCIOutputFile(t *testing.T) {
	dir := ciModule(t)
	out := filepath.Join(t.TempDir(), "kvlint.sarif")
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-format=sarif", "-o", out, "./pkg/directives")
	require.Equal(t, 1, code, stderr)
	assert.Empty(t, stdout)
	sarifLog(t, filetest.Read(t, out))
}

func TestCIConfigErrorIsExitTwoOnePositionedLine(t *testing.T) {
	stdout, stderr, code := runEnv(t, ciModule(t), moduleEnv, "ci", "-config="+testdata("policies", "unknown-key.yaml"), "./...")
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 1, stderr)
	assert.True(t, strings.HasPrefix(lines[0], "kvlint ci: "), lines[0])
	assert.Contains(t, lines[0], `unknown-key.yaml:4:1: unknown key "colour"`)
}

// copyTree copies the ci fixture tree (module and its replaced
// dependencies) so a test can edit it.
func copyTree(t *testing.T) string {
	dst := t.TempDir()
	filetest.CopyTree(t, testdata("ci"), dst)
	return filepath.Join(dst, "kubevirt")
}

func edit(t *testing.T, file string, f func(string) string) {
	data := filetest.Read(t, file)
	out := f(data)
	require.NotEqual(t, data, out, "the edit changed nothing")
	filetest.Write(t, file, out)
}

// baselined copies the fixture tree and writes its baseline, file name in
// the copy, with kvlint ci -write-baseline. It returns the copy, the
// baseline, a runner of `kvlint ci -root=dir -baseline=base ARGS` in the copy and what
// the write printed on standard error.
func baselined(t *testing.T, name string) (dir, base string, ci func(args ...string) (stdout, stderr string, code int), stderr string) {
	t.Helper()
	dir = copyTree(t)
	base = filepath.Join(dir, name)
	ci = ciIn(t, dir, base)
	_, stderr, code := ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	return dir, base, ci, stderr
}

func TestCIBaselineRoundTrip(t *testing.T) {
	dir, base, ci, stderr := baselined(t, ".kvlint-baseline.json")
	assert.Contains(t, stderr, "wrote "+base)

	stdout, stderr, code := ci("./...")
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stdout)

	// Shift every line of every file: still clean, nothing stale.
	directives := filepath.Join(dir, "pkg", "directives", "directives.go")
	for _, f := range []string{directives, filepath.Join(dir, "pkg", "virt-controller", "watch", "vmi.go"), filepath.Join(dir, "pkg", "util", "mountutil", "mount.go")} {
		edit(t, f, func(s string) string {
			return strings.Replace(s, "\nimport", "\n// Inserted lines move everything below them.\n\n\nimport", 1)
		})
	}
	stdout, stderr, code = ci("-format=json", "./...")
	require.Equal(t, 0, code, stderr)
	doc := findingsJSON(t, stdout)
	assert.Empty(t, doc.StaleBaselineEntries)
	for _, f := range doc.Findings {
		if !f.Suppressed {
			assert.Equal(t, "unchanged", f.Baseline, "%+v", f)
		}
	}

	// A new finding fails the run, and only it is printed.
	edit(t, directives, func(s string) string {
		return s + "\nfunc added() {\n\t//kvlint:ignore HP1001\n\t_ = 2\n}\n"
	})
	stdout, stderr, code = ci("./...")
	require.Equal(t, 1, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 1, stdout)
	assert.Contains(t, lines[0], "KV0002: directive has no reason")
	assert.Contains(t, stderr, "1 new finding,")

	// A second identical malformed directive in the same function is a second
	// finding of the same fingerprint: the count makes it new too.
	// Then remove the added function and one baselined finding: clean, with
	// the removed one listed as removable.
	edit(t, directives, func(s string) string {
		i := strings.Index(s, "\nfunc added()")
		require.GreaterOrEqual(t, i, 0, "the fixture copy has the added function")
		s = s[:i] + "\n"
		return strings.Replace(s, "//kvlint:frobnicate HP1001 not a verb\n", "", 1)
	})
	stdout, stderr, code = ci("./...")
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "is removable: KV0002 in kubevirt.io/kubevirt/pkg/directives unknownVerb")
}

func TestCIBaselineCountsIdenticalFindings(t *testing.T) {
	dir := copyTree(t)
	base := filepath.Join(dir, "b.json")
	directives := filepath.Join(dir, "pkg", "directives", "directives.go")
	edit(t, directives, func(s string) string {
		return s + "\nfunc twice() {\n\t//kvlint:ignore HP1001\n\t_ = 2\n}\n"
	})
	_, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-baseline="+base, "-write-baseline", "./pkg/directives")
	require.Equal(t, 0, code, stderr)

	// The same malformed directive again in the same function: same
	// fingerprint, one more than the baseline's count.
	edit(t, directives, func(s string) string {
		return strings.Replace(s, "\t_ = 2\n}\n", "\t_ = 2\n\t//kvlint:ignore HP1001\n\t_ = 3\n}\n", 1)
	})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "ci", "-baseline="+base, "-format=json", "./pkg/directives")
	require.Equal(t, 1, code, stderr)
	var newOnes []string
	for _, f := range findingsJSON(t, stdout).Findings {
		if f.Baseline == "new" {
			newOnes = append(newOnes, fmt.Sprintf("%s %s %d", f.Code, f.Function, f.Line))
		}
	}
	require.Len(t, newOnes, 1, stdout)
	assert.True(t, strings.HasPrefix(newOnes[0], "KV0002 twice "), newOnes[0])
}

// A clean package set exits 0 with no output but the name of the policy it
// used, and its SARIF log is still a valid log (with every rule and no results).
func TestCICleanExitsZero(t *testing.T) {
	dir := ciModule(t)
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "ci", "./pkg/util/...")
	assert.Equal(t, 0, code, stderr)
	assert.Empty(t, stdout)
	assert.Equal(t, "kvlint ci: policy: .kvlint.yaml\n", stderr)

	stdout, stderr, code = runEnv(t, dir, moduleEnv, "ci", "-format=sarif", "./pkg/util/...")
	require.Equal(t, 0, code, stderr)
	log := sarifLog(t, stdout)
	assert.Empty(t, log.Runs[0].Results)
	assert.Len(t, log.Runs[0].Tool.Driver.Rules, len(codes.All()))
}

// A baseline an older kvlint wrote — version 1, keyed by message — still
// accepts every finding whose message is unchanged, says it is keyed by
// message, and -write-baseline rewrites it keyed by subject. A finding whose
// message differs from its entry's is new: a version 1 entry accepts its
// message, not anything its code reports in the same declaration.
func TestCIOldBaselineIsReadAndRewritten(t *testing.T) {
	_, base, ci, _ := baselined(t, "b.json")

	// Make it what an older kvlint wrote: version 1, no subjects; with
	// suffix, messages that differ from today's.
	type file struct {
		Version  int              `json:"version"`
		Tool     string           `json:"tool"`
		Findings []map[string]any `json:"findings"`
	}
	b := decodeJSON[file](t, filetest.Read(t, base))
	require.NotEmpty(t, b.Findings)
	current := b.Findings
	total := 0
	for _, c := range current {
		total += int(c["count"].(float64))
	}
	writeV1 := func(suffix string) {
		t.Helper()
		var old []map[string]any
		for _, c := range current {
			require.NotEmpty(t, c["subject"], "every code names a subject: %v", c)
			e := map[string]any{}
			for k, v := range c {
				e[k] = v
			}
			delete(e, "subject")
			msg := e["message"].(string) + suffix
			e["message"] = msg
			h := sha256.Sum256([]byte(strings.Join([]string{"kvlint/v1", e["code"].(string), e["package"].(string), e["function"].(string), msg}, "\x00")))
			e["fingerprint"] = hex.EncodeToString(h[:16])
			old = append(old, e)
		}
		b.Version, b.Findings = 1, old
		data, err := json.Marshal(b)
		require.NoError(t, err)
		filetest.Write(t, base, string(data))
	}

	writeV1("; advice an older kvlint put in the message")
	stdout, stderr, code := ci("./...")
	require.Equal(t, 1, code, "entries with other messages accept nothing\n%s%s", stdout, stderr)
	assert.Contains(t, stderr, fmt.Sprintf("%d new findings, 0 accepted by the baseline", total))

	writeV1("")
	stdout, stderr, code = ci("./...")
	require.Equal(t, 0, code, "the old entries still accept the findings\n%s%s", stdout, stderr)
	assert.Contains(t, stderr, "keyed by message, as an older kvlint wrote them")
	assert.NotContains(t, stderr, "removable")

	_, stderr, code = ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	b = decodeJSON[file](t, filetest.Read(t, base))
	assert.Equal(t, 2, b.Version)
	for _, e := range b.Findings {
		assert.NotEmpty(t, e["subject"], "rewritten keyed by subject: %v", e)
	}
	_, stderr, code = ci("./...")
	require.Equal(t, 0, code, stderr)
	assert.NotContains(t, stderr, "keyed by message")
}
