package integration

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

var gitIdentity = []string{
	"GIT_AUTHOR_NAME=kvlint test", "GIT_AUTHOR_EMAIL=test@kvlint.invalid",
	"GIT_COMMITTER_NAME=kvlint test", "GIT_COMMITTER_EMAIL=test@kvlint.invalid",
	"GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
}

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	r := run(t, dir, append(os.Environ(), gitIdentity...), "git", args...)
	require.Equal(t, 0, r.exit, "git %s: %s", strings.Join(args, " "), r)
	return strings.TrimSpace(r.stdout)
}

// hookRepo commits this checkout's working tree (tracked and new files) to a
// fresh repository, as pre-commit needs a repository and a revision to
// install hooks from. It returns the repository and the revision.
func hookRepo(t *testing.T) (string, string) {
	t.Helper()
	root := repoRoot(t)
	dst := filepath.Join(t.TempDir(), "kvlint")
	files := git(t, root, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	for _, f := range strings.Split(files, "\x00") {
		if f == "" {
			continue
		}
		info, err := os.Lstat(filepath.Join(root, f))
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the working tree, or not a file
		}
		data := filetest.Read(t, filepath.Join(root, f))
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dst, f)), 0o755))
		filetest.Write(t, filepath.Join(dst, f), data)
	}
	git(t, dst, "init", "-q")
	git(t, dst, "add", "-A")
	git(t, dst, "commit", "-q", "-m", "kvlint working tree")
	// pre-commit builds every command of the repository (go install ./...);
	// fetch what they need now, through the module proxy if the cache is
	// cold, so that pre-commit itself then runs offline.
	r := run(t, dst, os.Environ(), "go", "list", "-deps", "./...")
	require.Equal(t, 0, r.exit, "go list -deps ./... in the hook repository: %s", r)
	return dst, git(t, dst, "rev-parse", "HEAD")
}

// userRepo makes a git repository of a fixture that uses both hooks.
func userRepo(t *testing.T, name, hook, rev string) string {
	t.Helper()
	dir := fixture(t, name)
	cfg := "repos:\n  - repo: " + hook + "\n    rev: " + rev + "\n    hooks:\n      - id: kvlint\n      - id: kvlint-vet\n"
	filetest.Write(t, filepath.Join(dir, ".pre-commit-config.yaml"), cfg)
	git(t, dir, "init", "-q")
	git(t, dir, "add", "-A")
	return dir
}

func preCommit(t *testing.T, dir, home string) result {
	t.Helper()
	gomodcache := strings.TrimSpace(run(t, dir, os.Environ(), "go", "env", "GOMODCACHE").stdout)
	env := offlineEnv(append([]string{
		"PRE_COMMIT_HOME=" + home,
		// pre-commit installs golang hooks with GOPATH set to the hook's
		// environment, which would also move the module cache there: keep
		// the shared one, so the install works offline.
		"GOMODCACHE=" + gomodcache,
	}, gitIdentity...)...)
	return run(t, dir, env, "pre-commit", "run", "--all-files", "--color=never")
}

// hookFindings reads the diagnostics each hook printed, by hook id.
func hookFindings(t *testing.T, root, output string) map[string][]finding {
	t.Helper()
	out := map[string][]finding{}
	hook := ""
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		line := sc.Text()
		if id, ok := strings.CutPrefix(line, "- hook id: "); ok {
			hook = id
			continue
		}
		if strings.HasPrefix(line, "kvlint: ") {
			// kvlint's standard error (policy used, counts, stale policy
			// entries), which pre-commit mixes with the findings.
			continue
		}
		m := diagLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		require.NotEmpty(t, hook, "a diagnostic before any hook's output: %q", line)
		n, _ := strconv.Atoi(m[2])
		out[hook] = append(out[hook], finding{Code: m[3], File: relTo(t, root, m[1]), Line: n})
	}
	for id := range out {
		out[id] = sortFindings(out[id])
	}
	return out
}

func hookStatus(id, status string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(id) + `\.+` + status + `$`)
}

func TestPreCommitHooks(t *testing.T) {
	skipIfShort(t)
	if _, err := exec.LookPath("pre-commit"); err != nil {
		t.Fatal("pre-commit is not installed: apt-get install -y pre-commit (scripts/ci-deps.sh does it), or skip integration tests with go test -short")
	}
	hook, rev := hookRepo(t)
	home := t.TempDir() // shared: the hook environment is built once

	t.Run("violations fail both hooks", func(t *testing.T) {
		dir := userRepo(t, "kubevirt", hook, rev)
		_, want := standalone(t, dir)
		require.NotEmpty(t, want)
		r := preCommit(t, dir, home)
		assert.Equal(t, 1, r.exit, "%s", r)
		out := r.stdout + r.stderr
		assert.Regexp(t, hookStatus("kvlint", "Failed"), out)
		assert.Regexp(t, hookStatus("kvlint (go vet -vettool)", "Failed"), out)
		got := hookFindings(t, dir, out)
		assert.Equal(t, want, got["kvlint"], "the kvlint hook reports what kvlint reports\n%s", r)
		assert.Equal(t, want, got["kvlint-vet"], "the kvlint-vet hook reports what kvlint reports\n%s", r)
	})

	t.Run("clean module passes both hooks", func(t *testing.T) {
		dir := userRepo(t, "clean", hook, rev)
		r := preCommit(t, dir, home)
		assert.Equal(t, 0, r.exit, "%s", r)
		out := r.stdout + r.stderr
		assert.Regexp(t, hookStatus("kvlint", "Passed"), out)
		assert.Regexp(t, hookStatus("kvlint (go vet -vettool)", "Passed"), out)
	})
}
