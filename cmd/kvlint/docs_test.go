package main_test

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// docPath matches a path under docs/ as code, comments and help text name
// it; a trailing anchor or sentence period is not part of it.
var docPath = regexp.MustCompile(`\bdocs/[A-Za-z0-9_./-]*[A-Za-z0-9_/]`)

// placeholder is a file name that stands for many (docs/checks/CODE.md).
var placeholder = regexp.MustCompile(`/[A-Z]+\.md$`)

// missingDocPaths returns "where: path" for every docs/ path named in text
// that does not exist under root.
func missingDocPaths(root, where, text string) []string {
	var out []string
	for _, p := range docPath.FindAllString(text, -1) {
		if placeholder.MatchString(p) {
			continue
		}
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(p))); err != nil {
			out = append(out, where+": "+p)
		}
	}
	return out
}

// TestDocPathsExist: every docs/ path a Go source (code or comment) or
// kvlint's help and explain text names is a file or directory of the
// repository, so a renamed or never-written page is caught where it is
// named.
func TestDocPathsExist(t *testing.T) {
	root := repoRoot(t)
	var missing []string
	err := filetest.WalkFiles(root, []string{"testdata", ".git", "vendor"}, func(p string) error {
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		missing = append(missing, missingDocPaths(root, filepath.ToSlash(rel), string(data))...)
		return nil
	})
	require.NoError(t, err)

	// Help and explain text as a user sees it, topic by topic: the passes
	// listed by kvlint help and the codes listed by kvlint explain.
	helpText, _, code := run(t, ".", "help")
	require.Equal(t, 0, code)
	topics := []string{"ci", "map", "diff", "explain", "version"}
	_, passes, _ := strings.Cut(helpText, "\nPasses")
	for _, l := range strings.Split(passes, "\n") {
		if strings.HasPrefix(l, "\t") {
			topics = append(topics, strings.Fields(l)[0])
		}
	}
	explainText, _, code := run(t, ".", "explain")
	require.Equal(t, 0, code)
	var codes []string
	for _, l := range strings.Split(explainText, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasPrefix(l, "  ") {
			codes = append(codes, f[0])
		}
	}
	require.Contains(t, codes, "HO1001", "kvlint explain lists no codes: %s", explainText)
	require.Contains(t, topics, "handoff", "kvlint help lists no passes: %s", helpText)
	texts := map[string]string{"kvlint help": helpText, "kvlint explain": explainText}
	for _, topic := range topics {
		out, _, code := run(t, ".", "help", topic)
		assert.Equal(t, 0, code, "kvlint help %s", topic)
		texts["kvlint help "+topic] = out
	}
	for _, c := range codes {
		out, _, code := run(t, ".", "explain", c)
		assert.Equal(t, 0, code, "kvlint explain %s", c)
		texts["kvlint explain "+c] = out
	}
	for _, args := range [][]string{{"-h"}, {"ci", "-h"}, {"map", "-h"}, {"diff", "-h"}} {
		_, usage, _ := run(t, ".", args...)
		texts["kvlint "+strings.Join(args, " ")] = usage
	}
	for _, where := range slices.Sorted(maps.Keys(texts)) {
		missing = append(missing, missingDocPaths(root, where, texts[where])...)
	}
	assert.Empty(t, missing, "docs/ paths named but missing from the repository")
}

// TestMissingDocPathIsCaught: the check above is not vacuous.
func TestMissingDocPathIsCaught(t *testing.T) {
	root := repoRoot(t)
	missing := "docs/" + "no-such-page.md" // split, or this file would name it
	assert.Equal(t, []string{"x.go: " + missing},
		missingDocPaths(root, "x.go", "// JSON is documented in "+missing+". See docs/map-schema.json and docs/checks/CODE.md, docs/ci.md#flags."))
}

// findingsCommand matches a kvlint run quoted on a findings page: an
// indented code line, or an inline code span, that runs a kvlint binary
// (kvlint, /tmp/kvlint-handoff, ...), possibly after `cd DIR &&` and
// `/usr/bin/time -v`. Group 1 is the binary's arguments up to a
// redirection, pipe, command substitution or the end.
var findingsCommand = regexp.MustCompile("(?m)(?:^    |`)(?:cd \\S+ && )?(?:/usr/bin/time -v )?(?:\\S*/)?kvlint(?:-[a-z]+)? ((?:[^`$|>;&\\n]|&&)*?)\\s*(?:$|`|\\$\\(|[|>;]|2>)")

// vetCommand matches `go vet -vettool=... FLAGS` on a findings page; group 1
// is the flags.
var vetCommand = regexp.MustCompile(`go vet -vettool=\S+((?: -[a-z][a-z0-9.=-]*)*)`)

// TestFindingsPagesRunCommandsTheCLIHas: every kvlint command a
// docs/findings page quotes parses with the flags kvlint has (it reaches
// the "no packages given" check, the first after flag parsing), and every
// go vet command names analyzer flags kvlint's -flags lists.
func TestFindingsPagesRunCommandsTheCLIHas(t *testing.T) {
	pages, err := filepath.Glob(filepath.Join(repoRoot(t), "docs", "findings", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, pages)
	flagsOut, _, code := run(t, ".", "-flags")
	require.Equal(t, 0, code)
	var vetFlags []struct{ Name string }
	require.NoError(t, json.Unmarshal([]byte(flagsOut), &vetFlags))
	known := map[string]bool{}
	for _, f := range vetFlags {
		known[f.Name] = true
	}
	empty := t.TempDir()
	commands := 0
	for _, page := range pages {
		data := filetest.Read(t, page)
		name := filepath.Base(page)
		for _, m := range findingsCommand.FindAllStringSubmatch(data, -1) {
			args := strings.Fields(m[1])
			if len(args) > 0 && !strings.HasPrefix(args[0], "-") && args[0] != "ci" {
				continue // a subcommand other than ci, or a pattern: not a run
			}
			commands++
			// Packages come from $(cat ...), cut off above: with none, kvlint
			// stops right after parsing its flags.
			_, stderr, code := run(t, empty, args...)
			first, _, _ := strings.Cut(stderr, "\n")
			assert.True(t, code == 2 && strings.Contains(first, "no packages given"),
				"%s: `kvlint %s` does not parse: %s", name, m[1], first)
		}
		for _, m := range vetCommand.FindAllStringSubmatch(data, -1) {
			for _, f := range strings.Fields(m[1]) {
				f, _, _ = strings.Cut(strings.TrimLeft(f, "-"), "=")
				assert.True(t, known[f], "%s: go vet -vettool=kvlint has no flag -%s", name, f)
			}
		}
	}
	assert.Positive(t, commands, "no kvlint command found on the findings pages: the pattern is stale")
}
