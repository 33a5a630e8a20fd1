// Package walkthrough checks the touch points outside a pass's own folder
// that docs/architecture.md's "Adding a transitive pass that shows in the
// map" names: its tests add an example pass (testdata/examplepass, XP9001)
// through exactly those, and hold every registered pass to them.
package walkthrough

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
)

// Missing returns the documentation touch points of pass d that the
// repository at root lacks, one line each: for each of the pass's codes an
// explain page docs/checks/CODE.md (its own heading and the sections
// kvlint explain promises), and the pass's section in docs/configuration.md
// (a "### `SECTION`" heading under "## Pass sections" that links each code's
// page). The third touch point, the import in internal/registry/all, is
// what puts d in the registry at all; the profile section and the shared
// API stand-ins are needed only by some passes, and a fixture that lacks a
// stand-in fails to load.
func Missing(root string, d passkit.Def) []string {
	var out []string
	cs := codes.OfPass(d.Name)
	if len(cs) == 0 {
		out = append(out, d.Name+": no codes registered")
	}
	for _, c := range cs {
		page := filepath.Join("docs", "checks", c.ID+".md")
		b, err := os.ReadFile(filepath.Join(root, page))
		if err != nil {
			out = append(out, fmt.Sprintf("%s: no explain page %s", c.ID, filepath.ToSlash(page)))
			continue
		}
		if !strings.HasPrefix(string(b), "# "+c.ID) {
			out = append(out, fmt.Sprintf("%s: %s does not start with its heading # %s", c.ID, filepath.ToSlash(page), c.ID))
		}
		for _, s := range []string{"## Why", "## Bad", "## Good"} {
			if !strings.Contains(string(b), s) {
				out = append(out, fmt.Sprintf("%s: %s has no %q section", c.ID, filepath.ToSlash(page), s))
			}
		}
	}
	sec, ok := passSection(root, d.SectionKey())
	if !ok {
		return append(out, fmt.Sprintf("%s: docs/configuration.md has no \"### `%s`\" under \"## Pass sections\"", d.Name, d.SectionKey()))
	}
	for _, c := range cs {
		if !strings.Contains(sec, "(checks/"+c.ID+".md)") {
			out = append(out, fmt.Sprintf("%s: docs/configuration.md's section %s does not link checks/%s.md", c.ID, d.SectionKey(), c.ID))
		}
	}
	return out
}

// passSection returns the text of docs/configuration.md's subsection for
// section key, from its heading to the next heading of its level or above.
func passSection(root, key string) (string, bool) {
	b, err := os.ReadFile(filepath.Join(root, "docs", "configuration.md"))
	if err != nil {
		return "", false
	}
	_, rest, ok := strings.Cut(string(b), "\n## Pass sections\n")
	if !ok {
		return "", false
	}
	if i := strings.Index(rest, "\n## "); i >= 0 {
		rest = rest[:i]
	}
	for _, part := range strings.Split(rest, "\n### ")[1:] {
		if strings.HasPrefix(part, "`"+key+"`") {
			return part, true
		}
	}
	return "", false
}
