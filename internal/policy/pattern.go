package policy

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/selector"
)

// Pattern is an import-path pattern: "a/b" matches exactly that package,
// "a/b/..." matches a/b and everything below it.
type Pattern struct {
	Path    string // without the "/..." suffix
	Subtree bool
	Pos     Pos
}

// DecodeScalar implements ScalarDecoder.
func (p *Pattern) DecodeScalar(s string) (err error) {
	*p, err = ParsePattern(s)
	return err
}

// ParsePattern parses an import-path pattern.
func ParsePattern(s string) (Pattern, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Pattern{}, fmt.Errorf("empty package pattern")
	}
	if s == "..." {
		return Pattern{Subtree: true}, nil
	}
	p := Pattern{Path: s}
	if rest, ok := strings.CutSuffix(s, "/..."); ok {
		p = Pattern{Path: rest, Subtree: true}
	}
	if err := selector.CheckImportPath(p.Path); err != nil {
		return Pattern{}, fmt.Errorf("bad package pattern %s: %w; write an import path, optionally ending in /... for the subtree", quoteShort(s), err)
	}
	return p, nil
}

func (p Pattern) String() string {
	if p.Subtree {
		if p.Path == "" {
			return "..."
		}
		return p.Path + "/..."
	}
	return p.Path
}

// Match reports whether the pattern matches pkg, and how specific the match is
// (longer is more specific; -1 for no match).
func (p Pattern) Match(pkg string) int {
	if pkg == p.Path {
		if p.Subtree {
			return 2*len(p.Path) + 0
		}
		return 2*len(p.Path) + 1 // an exact entry beats a subtree entry of the same path
	}
	// No p.Path+"/" here: ComponentOf runs this for every call edge, and the
	// concatenation allocated 110 MB on KubeVirt.
	if p.Subtree && (p.Path == "" || len(pkg) > len(p.Path) && pkg[len(p.Path)] == '/' && strings.HasPrefix(pkg, p.Path)) {
		return 2 * len(p.Path)
	}
	return -1
}

// MatchesAny reports whether p matches one of sorted, import paths in
// sorted order. Every match of p starts with p.Path: it looks from the
// first path not below it.
func (p Pattern) MatchesAny(sorted []string) bool {
	i, _ := slices.BinarySearch(sorted, p.Path)
	for ; i < len(sorted) && strings.HasPrefix(sorted[i], p.Path); i++ {
		if p.Match(sorted[i]) >= 0 {
			return true
		}
	}
	return false
}

// Patterns is a list of patterns.
type Patterns []Pattern

// String lists the patterns, comma-separated, as a message quotes them.
func (ps Patterns) String() string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return strings.Join(out, ", ")
}

// Match reports whether any pattern matches pkg.
func (ps Patterns) Match(pkg string) bool { return ps.Best(pkg) >= 0 }

// Best returns the specificity of the best match, or -1.
func (ps Patterns) Best(pkg string) int {
	best := -1
	for _, p := range ps {
		if m := p.Match(pkg); m > best {
			best = m
		}
	}
	return best
}

// FilePattern excludes files or packages from reporting. A pattern ending in
// ".go" is a glob on the file's base name ("*_test.go", "generated_mock_*.go");
// anything else is a package pattern.
type FilePattern struct {
	Glob    string
	Package Pattern
	Pos     Pos
}

// DecodeScalar implements ScalarDecoder.
func (f *FilePattern) DecodeScalar(s string) error {
	if strings.HasSuffix(s, ".go") {
		if _, err := path.Match(s, "x.go"); err != nil || strings.Contains(s, "/") {
			return fmt.Errorf("bad file pattern %q: write a glob on the file's base name, like *_test.go", s)
		}
		f.Glob = s
		return nil
	}
	p, err := ParsePattern(s)
	if err != nil {
		return err
	}
	f.Package = p
	return nil
}

func (f FilePattern) String() string {
	if f.Glob != "" {
		return f.Glob
	}
	return f.Package.String()
}

// ComponentRef is a component name as a section writes it, with its position,
// so an unknown name is reported where it is written.
type ComponentRef struct {
	Name string
	Pos  Pos
}

// DecodeScalar implements ScalarDecoder.
func (c *ComponentRef) DecodeScalar(s string) error {
	c.Name = strings.TrimSpace(s)
	return nil
}

// Check returns a positioned error unless the name is a component of p (or
// "shared" when allowShared).
func (c ComponentRef) Check(p *Policy, allowShared bool) error {
	return p.CheckComponent(c.Name, c.Pos, allowShared)
}
