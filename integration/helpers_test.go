package integration

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

func skipIfShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test: builds kvlint (and golangci-lint) and runs go vet, golangci-lint and pre-commit on testdata/integration; run without -short")
	}
}

// repoRoot is the root of this checkout.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	return root
}

// built is a binary the tests build once per test binary.
type built struct {
	once sync.Once
	path string
	err  error
}

// get returns the binary, built by build on first use; a failed build fails
// every test that asks for it.
func (b *built) get(t *testing.T, build func() (string, error)) string {
	t.Helper()
	b.once.Do(func() { b.path, b.err = build() })
	require.NoError(t, b.err)
	return b.path
}

var kvlint, kvlintVet built

// kvlintBinary builds cmd/kvlint once per test binary.
func kvlintBinary(t *testing.T) string {
	t.Helper()
	return kvlint.get(t, func() (string, error) { return buildCommand(t, "kvlint") })
}

// kvlintVetBinary builds cmd/kvlint-vet once per test binary.
func kvlintVetBinary(t *testing.T) string {
	t.Helper()
	return kvlintVet.get(t, func() (string, error) { return buildCommand(t, "kvlint-vet") })
}

// buildCommand builds cmd/NAME into a fresh directory.
func buildCommand(t *testing.T, name string) (string, error) {
	// The build's inputs are the result's too, also when -run picks tests
	// without TestSourcesAreCacheInputs (sources_test.go).
	if err := readSources(repoRoot(t)); err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "kvlint-integration")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	cmd := exec.Command("go", "build", "-o", path, "./cmd/"+name)
	cmd.Dir = repoRoot(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/%s: %w\n%s", name, err, out)
	}
	return path, nil
}

// fixture copies testdata/integration into a fresh directory and returns
// its tree <name>, so the tools run on a private tree (pre-commit needs to
// make it a git repository) whose go.mod replacements still resolve: both
// trees take the API stand-in from testdata/src.
func fixture(t *testing.T, name string) string {
	t.Helper()
	return filepath.Join(filetest.CopyIntegration(t, filepath.Join(repoRoot(t), "testdata"), t.TempDir()), name)
}

// offlineEnv is the environment for running Go tools on the fixtures: no
// module proxy (the fixtures need none) and no workspace.
func offlineEnv(extra ...string) []string {
	return append(os.Environ(), append([]string{"GOPROXY=off", "GOWORK=off", "GOFLAGS=-mod=readonly"}, extra...)...)
}

type result struct {
	stdout, stderr string
	exit           int
}

func (r result) String() string {
	return fmt.Sprintf("exit %d\n--- stdout\n%s--- stderr\n%s", r.exit, r.stdout, r.stderr)
}

// run runs a command in dir; a failure to start it fails the test, a non-zero
// exit does not.
func run(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := result{stdout: stdout.String(), stderr: stderr.String()}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		r.exit = ee.ExitCode()
	} else {
		require.NoError(t, err, "%s %s", name, strings.Join(args, " "))
	}
	return r
}

// A finding is what every driver must agree on.
type finding struct {
	Code string
	File string // slash-separated, relative to the fixture root
	Line int
}

func (f finding) String() string { return fmt.Sprintf("%s:%d: %s", f.File, f.Line, f.Code) }

// diagLine matches "file:line:col: CODE: message", as kvlint and go vet print
// it (go vet prints paths relative to its working directory).
var diagLine = regexp.MustCompile(`^(.+?):(\d+):(?:\d+:)? ([A-Z]{2}\d{4}): `)

// parseFindings reads diagnostics from the text output of kvlint or go vet.
// Any other line but go vet's "# package" headers fails the test: an error
// printed instead of a finding must not pass as "no finding".
func parseFindings(t *testing.T, root, output string) []finding {
	t.Helper()
	var out []finding
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "# ") {
			continue
		}
		m := diagLine.FindStringSubmatch(line)
		require.NotNil(t, m, "not a diagnostic: %q\nfull output:\n%s", line, output)
		n, _ := strconv.Atoi(m[2])
		out = append(out, finding{Code: m[3], File: relTo(t, root, m[1]), Line: n})
	}
	return sortFindings(out)
}

func relTo(t *testing.T, root, file string) string {
	t.Helper()
	if filepath.IsAbs(file) {
		rel, err := filepath.Rel(root, file)
		require.NoError(t, err)
		file = rel
	}
	return filepath.ToSlash(filepath.Clean(file))
}

func sortFindings(fs []finding) []finding {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Code < b.Code
	})
	return fs
}

// standalone runs the kvlint command on ./... in dir. Findings are on
// standard output, relative to the source root (-root=dir here); standard
// error has the summary.
func standalone(t *testing.T, dir string, args ...string) (result, []finding) {
	t.Helper()
	r := run(t, dir, offlineEnv(), kvlintBinary(t), append(append([]string{"-root=" + dir}, args...), "./...")...)
	return r, parseFindings(t, dir, r.stdout)
}
