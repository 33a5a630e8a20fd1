package core

import (
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/packages"
)

// SourceRoot is the directory finding paths are relative to: the nearest
// directory with .git at or above the main modules' common directory (a
// go.work may hold several main modules), else that common directory, else
// the working directory. Without .git, a workspace's modules are thus all
// relative to one directory, not the first module's.
func SourceRoot(roots []*packages.Package, wd string) string {
	start := ""
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			start = commonDir(start, p.Module.Dir)
		}
	}
	if start == "" {
		return wd
	}
	for d := start; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return start
		}
		d = parent
	}
}

// commonDir is the deepest directory containing both a and b ("" is the
// identity).
func commonDir(a, b string) string {
	if a == "" {
		return filepath.Clean(b)
	}
	a, b = filepath.Clean(a), filepath.Clean(b)
	for {
		if b == a || strings.HasPrefix(b, a+string(filepath.Separator)) || a == string(filepath.Separator) {
			return a
		}
		parent := filepath.Dir(a)
		if parent == a {
			return a
		}
		a = parent
	}
}
