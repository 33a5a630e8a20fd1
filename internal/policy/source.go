package policy

import (
	gobuild "go/build"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/physical"
)

// Source finds the policy for a package, in the order docs/configuration.md documents: the -config flag, else
// the nearest .kvlint.yaml from the package directory up to the module root,
// else the embedded kubevirt profile. A Source is a flag.Value, so a driver
// registers it as -config; it is created by the driver (or per analyzer), never
// shared through package state.
type Source struct {
	path  string
	fixed *Policy

	mu    sync.Mutex
	byDir map[string]found
}

type found struct {
	p   *Policy
	err error
}

// FileName is the name discovery looks for.
const FileName = ".kvlint.yaml"

// Fixed returns a Source that always yields p.
func Fixed(p *Policy) *Source { return &Source{fixed: p} }

// String implements flag.Value.
func (s *Source) String() string {
	if s == nil {
		return ""
	}
	return s.path
}

// Set implements flag.Value.
func (s *Source) Set(v string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.path = v
	s.byDir = nil
	return nil
}

// Path is the -config value ("" when discovery is used).
func (s *Source) Path() string { return s.path }

// ForPass returns the policy for the package of pass, found from its
// physical source directory (see physical.FromPass): never from a name a
// //line directive gives, which any file can write.
func (s *Source) ForPass(pass *analysis.Pass) (*Policy, error) {
	return s.ForDir(physical.FromPass(pass).Dir)
}

// ForDir returns the policy for a package in dir ("" when unknown).
func (s *Source) ForDir(dir string) (*Policy, error) {
	if s.fixed != nil {
		return s.fixed, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if f, ok := s.byDir[dir]; ok {
		return f.p, f.err
	}
	p, err := s.discover(dir)
	if s.byDir == nil {
		s.byDir = map[string]found{}
	}
	s.byDir[dir] = found{p, err}
	return p, err
}

func (s *Source) discover(dir string) (*Policy, error) {
	if s.path != "" {
		path := s.path
		// go vet runs the tool in each package's directory, so a relative
		// -config given at the module root is also tried from there and from
		// the directories above it (a nested module such as staging/src/...).
		if !filepath.IsAbs(path) {
			if _, err := os.Stat(path); err != nil && dir != "" {
				if found := resolveUp(dir, path); found != "" {
					path = found
				} else if isDependencyDir(dir) {
					// A standard-library or module-cache package is below no
					// directory the path was given in. go vet analyses it only
					// for facts and never reports on it: use discovery there
					// rather than failing the whole run.
					return s.nearest(dir)
				}
			}
		}
		return LoadFile(path)
	}
	return s.nearest(dir)
}

// nearest is discovery proper: the nearest .kvlint.yaml up to the module
// root, else the embedded kubevirt profile.
func (s *Source) nearest(dir string) (*Policy, error) {
	if path := Nearest(dir); path != "" {
		return LoadFile(path)
	}
	return Builtin("kubevirt")
}

// Nearest returns the path of the nearest .kvlint.yaml from dir up to its
// module root, or "" when there is none. A module of a Go workspace is
// searched on up to the workspace's root (the directory of the go.work
// above it): the go command analyses a workspace's modules together, all of
// them main modules, so a nested module with no policy of its own (an API
// module under staging/) is governed by the repository's, not by the
// embedded profile. A relative dir is walked up to the working directory and
// never above it: Bazel runs nogo in its execroot, names every file relative
// to it and has no go.mod among the inputs, and a policy outside the
// execroot is not an input of the build.
func Nearest(dir string) string {
	stop := "" // the directory the walk ends in, once a go.mod is met
	for d := dir; d != ""; {
		cand := filepath.Join(d, FileName)
		// Lstat: a dangling or looping link named .kvlint.yaml is a policy
		// that cannot be read (an error), not the absence of one.
		if _, err := os.Lstat(cand); err == nil {
			return cand
		}
		if stop == "" {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				stop = workspaceRoot(d)
			}
		}
		parent := filepath.Dir(d)
		if d == stop || parent == d {
			return ""
		}
		d = parent
	}
	return ""
}

// workspaceRoot returns the directory of the go.work at or above the module
// root dir, or dir itself when there is none. A standard-library or
// module-cache module is never part of the user's workspace: a go.work in a
// home directory above the module cache must not lend it a policy.
func workspaceRoot(dir string) string {
	if isDependencyDir(dir) {
		return dir
	}
	if ws := dirWith(dir, "go.work"); ws != "" {
		return ws
	}
	return dir
}

// resolveUp finds rel below the module root of dir or one of its ancestors.
func resolveUp(dir, rel string) string {
	d := moduleRoot(dir)
	if d == "" {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(d, rel)); err == nil {
			return filepath.Join(d, rel)
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

// isDependencyDir reports whether dir holds a standard-library or
// module-cache package. go vet passes GOROOT and GOMODCACHE to its tool.
func isDependencyDir(dir string) bool {
	goroot := os.Getenv("GOROOT")
	if goroot == "" {
		goroot = gobuild.Default.GOROOT
	}
	modcache := os.Getenv("GOMODCACHE")
	if modcache == "" && gobuild.Default.GOPATH != "" {
		modcache = filepath.Join(filepath.SplitList(gobuild.Default.GOPATH)[0], "pkg", "mod")
	}
	for _, root := range []string{filepath.Join(goroot, "src"), modcache} {
		if root == "" || root == "src" {
			continue
		}
		if rel, err := filepath.Rel(root, dir); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

func moduleRoot(dir string) string { return dirWith(dir, "go.mod") }

// dirWith returns the nearest of dir and its ancestors that holds a file
// named name, or "" when none does.
func dirWith(dir, name string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, name)); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}
