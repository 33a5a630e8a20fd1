package walkthrough_test

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/internal/registry/walkthrough"
)

func def(t *testing.T, name string) passkit.Def {
	t.Helper()
	for _, d := range registry.Defs() {
		if d.Name == name {
			return d
		}
	}
	t.Fatalf("pass %s is not registered", name)
	return passkit.Def{}
}

// The example pass has its touch points, in the walkthrough's copy of the
// repository's documents.
func TestExamplePassTouchPoints(t *testing.T) {
	assert.Empty(t, walkthrough.Missing("testdata", def(t, "examplepass")))
}

// Each documentation touch point is checked: without the explain page, or
// without the configuration section, or with a page that lacks a section
// kvlint explain promises, the example pass fails.
func TestAMissingTouchPointFails(t *testing.T) {
	d := def(t, "examplepass")
	pagePath := path.Join("docs", "checks", "XP9001.md") // the example's page, in testdata
	page := filetest.Read(t, filepath.Join("testdata", pagePath))
	conf := filetest.Read(t, "testdata/docs/configuration.md")
	for _, c := range []struct {
		name       string
		page, conf string // "" leaves the file out
		want       string
	}{
		{"no explain page", "", conf, "XP9001: no explain page " + pagePath},
		{"page without Why", strings.Replace(page, "## Why", "## Reason", 1), conf, "XP9001: " + pagePath + ` has no "## Why" section`},
		{"no configuration.md", page, "", "examplepass: docs/configuration.md has no \"### `examplepass`\" under \"## Pass sections\""},
		{"no section", page, strings.Replace(conf, "### `examplepass`", "### `other`", 1), "examplepass: docs/configuration.md has no \"### `examplepass`\" under \"## Pass sections\""},
		{"code not linked", page, strings.Replace(conf, "(checks/XP9001.md)", "", 1), "XP9001: docs/configuration.md's section examplepass does not link checks/XP9001.md"},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			require.NoError(t, os.MkdirAll(filepath.Join(root, "docs", "checks"), 0o755))
			if c.page != "" {
				filetest.Write(t, filepath.Join(root, "docs", "checks", "XP9001.md"), c.page)
			}
			if c.conf != "" {
				filetest.Write(t, filepath.Join(root, "docs", "configuration.md"), c.conf)
			}
			assert.Equal(t, []string{c.want}, walkthrough.Missing(root, d))
		})
	}
}

// Every pass kvlint ships has the touch points the walkthrough names: it
// is registered (imported by internal/registry/all), and has its explain
// pages and its configuration section.
func TestEveryPassHasItsTouchPoints(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	registered := map[string]bool{}
	for _, d := range registry.Defs() {
		registered[d.Name] = true
		if d.Name == "examplepass" {
			continue
		}
		assert.Empty(t, walkthrough.Missing(root, d), d.Name)
	}
	docs, err := filepath.Glob(filepath.Join(root, "passes", "*", "doc.go"))
	require.NoError(t, err)
	analyzer := regexp.MustCompile(`(?m)^// # Analyzer (\S+)$`)
	n := 0
	for _, f := range docs {
		if m := analyzer.FindStringSubmatch(filetest.Read(t, f)); m != nil {
			n++
			assert.True(t, registered[m[1]], "%s: pass %s is not imported by internal/registry/all", f, m[1])
		}
	}
	assert.Positive(t, n, "no pass found under passes/")
}
