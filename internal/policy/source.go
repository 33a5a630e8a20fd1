package policy

import (
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Source finds the policy for a package, per DESIGN §3: the -config flag, else
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

// ForPass returns the policy for the package of pass.
func (s *Source) ForPass(pass *analysis.Pass) (*Policy, error) {
	dir := ""
	if len(pass.Files) > 0 {
		dir = filepath.Dir(pass.Fset.File(pass.Files[0].FileStart).Name())
	}
	return s.ForDir(dir)
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
		// -config given at the module root is also tried from there.
		if !filepath.IsAbs(path) {
			if _, err := os.Stat(path); err != nil && dir != "" {
				if root := moduleRoot(dir); root != "" {
					if _, err := os.Stat(filepath.Join(root, path)); err == nil {
						path = filepath.Join(root, path)
					}
				}
			}
		}
		return LoadFile(path)
	}
	for d := dir; d != ""; {
		cand := filepath.Join(d, FileName)
		if _, err := os.Stat(cand); err == nil {
			return LoadFile(cand)
		}
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	return Builtin("kubevirt")
}

func moduleRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}
