package main_test

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/sarif"
	"github.com/kvlint/kvlint/internal/core/sarif/sariftest"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// moduleEnv runs the go command on a fixture module alone, outside any
// workspace.
var moduleEnv = []string{"GOWORK=off"}

// kvlintBin builds the command once per test binary.
func kvlintBin(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kvlint-bin")
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "kvlint")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = errors.New(string(out))
		}
	})
	require.NoError(t, binErr)
	return binPath
}

// run runs kvlint in dir and returns stdout, stderr and the exit code.
func run(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	return runEnv(t, dir, nil, args...)
}

// runEnv runs kvlint in dir with extra environment and returns stdout,
// stderr and the exit code.
func runEnv(t *testing.T, dir string, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(kvlintBin(t), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	code := exitCode(t, cmd.Run())
	return stdout.String(), stderr.String(), code
}

// exitCode is the exit code of a command that ran and ended with err; it
// fails the test when the command could not run at all.
func exitCode(t *testing.T, err error) int {
	t.Helper()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	require.NoError(t, err)
	return 0
}

// testdata is a path under the repository's testdata directory.
func testdata(parts ...string) string {
	abs, _ := filepath.Abs(filepath.Join(append([]string{"..", "..", "testdata"}, parts...)...))
	return abs
}

// vet runs go vet -vettool=kvlint in dir and returns what it printed (its
// diagnostics are on stderr); vetExit also returns its exit code.
func vet(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, _ := vetExit(t, dir, args...)
	return out
}

func vetExit(t *testing.T, dir string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command("go", append([]string{"vet", "-vettool=" + kvlintBin(t)}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), moduleEnv...)
	out, err := cmd.CombinedOutput()
	return string(out), exitCode(t, err)
}

// repoRoot is the repository, two levels above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	return root
}

// decodeJSON decodes the JSON text s (a command's output or a file's text)
// into a T, or fails the test.
func decodeJSON[T any](t *testing.T, s string) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal([]byte(s), &v), s)
	return v
}

// findingsJSON decodes the -format=json document of kvlint and kvlint ci.
func findingsJSON(t *testing.T, s string) findingsDoc {
	t.Helper()
	return decodeJSON[findingsDoc](t, s)
}

// findingsDoc is the -format=json document, as far as the tests read it.
type findingsDoc struct {
	Findings             []finding
	StaleBaselineEntries []struct {
		Code, Fingerprint string
		Missing           int
	}
	StalePolicy []struct{ Position, Pass, Message, Skipped, Baseline, Error string } `json:"stalePolicyEntries"`
}

type finding struct {
	Code, Message, File, Package, Function, Fingerprint, Baseline, Justification string
	Line, Column, EndLine, EndColumn                                             int
	Suppressed, Fixed                                                            bool
	Related                                                                      []struct {
		Message, File string
		Line, Column  int
	}
}

// sarifLog checks that s is a schema-valid SARIF log and decodes it.
func sarifLog(t *testing.T, s string) sarif.Log {
	t.Helper()
	require.NoError(t, sariftest.Validate([]byte(s)))
	return decodeJSON[sarif.Log](t, s)
}

// ciIn returns a runner of `kvlint ci -root=dir -baseline=base ARGS` in dir.
func ciIn(t *testing.T, dir, base string) func(args ...string) (stdout, stderr string, code int) {
	return func(args ...string) (string, string, int) {
		t.Helper()
		return runEnv(t, dir, moduleEnv, append([]string{"ci", "-root=" + dir, "-baseline=" + base}, args...)...)
	}
}
