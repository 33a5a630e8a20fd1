package hostprim

import (
	"path"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// podRootConfig configures HP1004. A path is in another root when it is built
// from "/proc/" + a pid + "/root" (not self or thread-self), starts with one
// of Prefixes, or is a result of one of Sources; it is followed through
// assignments, struct fields, path building and function results. Reaching
// an argument listed in Follow outside Wrappers is the finding.
type podRootConfig struct {
	// Sources are functions whose results, or struct fields whose reads,
	// are paths in another root: the raw form of a no-follow path, a pod's
	// mount root as a string, an archive entry's name.
	Sources valueSelectors `yaml:"sources"`
	// Trees are functions and fields whose values are the root of a tree
	// someone else controls (a volume's mount point, an export server's
	// root): the path itself is trusted, everything below it is not. A
	// path built below one is a path in another root; the root itself
	// only reaches operations that follow links below it (Below).
	Trees valueSelectors `yaml:"trees"`
	// Prefixes are constant path prefixes in another root that a pod can
	// write, seen from the host (/proc/1/root/var/lib/kubelet/pods/).
	Prefixes []execName `yaml:"prefixes"`
	// Follow are the operations that follow symlinks in a path argument.
	Follow []followOp `yaml:"follow"`
	// Wrappers are the packages that do such operations without following
	// links (pkg/safepath); their own code is not checked, and passing a
	// path to them is safe.
	Wrappers []wrapper `yaml:"wrappers"`
	// Checks are the wrapper functions that resolve a path without
	// following links, with the indexes of the path arguments they check
	// (not the root they resolve below; an index at a variadic parameter
	// covers the rest): a use of such a path by a Follow operation before
	// its check is HP1004 (podroot_order.go).
	Checks []checkOp `yaml:"checks"`
	Pos    policy.Pos
}

// checkOp is one no-follow check of a path.
type checkOp struct {
	API  selector.Selector `yaml:"api" kv:"required"`
	Args []int             `yaml:"args"`
	// Root is the index of the root the path is resolved below: a
	// constant "/" there resolves a path of the node's own tree (for a
	// mount, say), which says nothing about who controls it.
	Root *int `yaml:"root"`
	Pos  policy.Pos
}

// followOp is one path-following operation.
type followOp struct {
	API selector.Selector `yaml:"api" kv:"required"`
	// Args are the indexes of its path arguments (default: the first).
	Args []int `yaml:"args"`
	// Flags is the index of a flags argument; a constant that sets
	// O_NOFOLLOW or AT_SYMLINK_NOFOLLOW (of the callee's package) makes the
	// call no-follow.
	Flags *int `yaml:"flags"`
	// Network is the index of a network argument (net.Dial); the call
	// follows a path only when that is a unix network or not a constant.
	Network *int `yaml:"network"`
	// Below marks an operation that follows symlinks anywhere below its
	// path, not only on the way to it (http.FileServer over http.Dir,
	// os.DirFS, os.CopyFS): handing it the root of a tree someone else
	// controls is the finding.
	Below bool `yaml:"below"`
	// Visits is the index of a function argument the operation calls with
	// each path below its path argument (filepath.Walk's walkFn): a
	// function literal there gets paths below the tree in its first
	// parameter.
	Visits *int `yaml:"visits"`
	// Program is the index of the program argument of an operation that
	// runs a program (exec.Command's name): the program, run as the node's
	// root, follows links in the path arguments it is given, unless its
	// name is one of NoFollowPrograms.
	Program *int `yaml:"program"`
	// NoFollowPrograms are programs, each as the run names it (a bare name
	// looked up in PATH, or an absolute path), that open every path they
	// are given without following links. The name is matched whole: a
	// program of the same base name elsewhere (./virt-chroot,
	// /tmp/virt-chroot) is another program.
	NoFollowPrograms []noFollowProgram `yaml:"no-follow-programs"`
	Pos              policy.Pos
}

// pathArgs are the indexes of op's path arguments: Args, else the first.
func (op followOp) pathArgs() []int {
	if len(op.Args) == 0 {
		return []int{0}
	}
	return op.Args
}

// noFollowProgram is a program that resolves its path arguments without
// following links (virt-chroot opens them through pkg/safepath), so running
// it on a path in another root is safe.
type noFollowProgram struct {
	Name   string `yaml:"name" kv:"required"`
	Reason string `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

// valueSelectors are selectors of values: functions (their results) and
// struct fields ((pkg/path.Type).Field, their reads).
type valueSelectors []selector.Selector

// SelectorRole lets a field selector name code that exists (KV0003).
func (valueSelectors) SelectorRole() policy.Role { return policy.Values }

func (p *podRootConfig) validate() error {
	const where = "hostprim.pod-root"
	for i, pre := range p.Prefixes {
		if !path.IsAbs(pre.Name) {
			return policy.Errorf(pre.Pos, "%s.prefixes[%d]: %q is not an absolute path prefix", where, i, pre.Name)
		}
	}
	if err := rejectRequires(where, p.Wrappers); err != nil {
		return err
	}
	for i, c := range p.Checks {
		for _, a := range c.Args {
			if a < 0 {
				return policy.Errorf(c.Pos, "%s.checks[%d]: argument index %d is negative; count arguments from 0", where, i, a)
			}
		}
		if c.Root != nil && *c.Root < 0 {
			return policy.Errorf(c.Pos, "%s.checks[%d]: root is an argument index counted from 0", where, i)
		}
	}
	for i := range p.Follow {
		if err := p.Follow[i].validate(where, i); err != nil {
			return err
		}
	}
	return nil
}

// validate judges follow entry i: argument indexes counted from 0, and
// no-follow programs only where the entry says which argument is the
// program, each spelled as a run names it.
func (f *followOp) validate(where string, i int) error {
	for _, a := range f.Args {
		if a < 0 {
			return policy.Errorf(f.Pos, "%s.follow[%d]: argument index %d is negative; count arguments from 0", where, i, a)
		}
	}
	if (f.Flags != nil && *f.Flags < 0) || (f.Network != nil && *f.Network < 0) || (f.Visits != nil && *f.Visits < 0) || (f.Program != nil && *f.Program < 0) {
		return policy.Errorf(f.Pos, "%s.follow[%d]: flags, network, visits and program are argument indexes counted from 0", where, i)
	}
	if len(f.NoFollowPrograms) > 0 && f.Program == nil {
		return policy.Errorf(f.Pos, "%s.follow[%d]: no-follow-programs needs program, the index of the argument that names the program run", where, i)
	}
	for j, np := range f.NoFollowPrograms {
		if np.Name == "" || (!path.IsAbs(np.Name) && strings.Contains(np.Name, "/")) || path.Clean(np.Name) != np.Name {
			return policy.Errorf(np.Pos, "%s.follow[%d].no-follow-programs[%d]: %q is neither a bare program name (virt-chroot) nor a clean absolute path (/usr/bin/virt-chroot)", where, i, j, np.Name)
		}
	}
	return nil
}

// enabled reports whether HP1004 has anything to check.
func (p *podRootConfig) enabled() bool { return len(p.Follow) > 0 }

// wrapper reports whether pkg is a no-follow wrapper.
func (p *podRootConfig) wrapper(pkg string) bool {
	for _, w := range p.Wrappers {
		if w.Package.Match(pkg) >= 0 {
			return true
		}
	}
	return false
}
