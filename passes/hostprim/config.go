package hostprim

import (
	"maps"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/lazy"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/stale"
)

// config is the "hostprim" policy section.
type config struct {
	// Categories maps a category name (mount, cgroup, …) to its primitives,
	// wrappers and allowed components.
	Categories map[string]categoryConfig `yaml:"categories"`
	// Writers are the functions whose first argument is a path they write
	// (os.WriteFile, os.MkdirAll, …); categories' paths are matched on it.
	Writers []selector.Selector `yaml:"writers"`
	// BareExec configures HP1003 (opt-in).
	BareExec bareExec `yaml:"bare-exec"`
	// PodRoot configures HP1004: paths into another root reaching
	// operations that follow symlinks.
	PodRoot podRootConfig `yaml:"pod-root"`

	compiled compiled
}

// categoryConfig is one kind of host primitive.
type categoryConfig struct {
	// APIs are the mutating primitives, as selectors. Only mutating calls
	// belong here: reads and parsing are not host primitives.
	APIs []selector.Selector `yaml:"apis"`
	// Exec names binaries whose execution is the primitive, matched against
	// the constant first argument of os/exec.Command[Context] by base name.
	// "NAME ARG|ARG…" counts only a call with one of those constant
	// arguments (an ARG ending in "=" matches any argument containing "="):
	// for binaries that also read, such as "sysctl -w|=".
	Exec []execName `yaml:"exec"`
	// Syscalls names raw system calls (SYS_SCHED_SETSCHEDULER) matched on
	// the constant number given to unix/syscall Syscall, Syscall6,
	// RawSyscall, RawSyscall6 — for primitives that have no wrapper function.
	Syscalls []execName `yaml:"syscalls"`
	// Paths are absolute path prefixes (/proc/sys/) whose write through one
	// of hostprim.writers is the primitive. The path argument must have a
	// known prefix, read as the package doc says (strvals.go).
	Paths []execName `yaml:"paths"`
	// Wrappers are the packages allowed to call APIs and Exec directly.
	Wrappers []wrapper `yaml:"wrappers"`
	// Components may reach the category, directly or through calls.
	Components []componentRef `yaml:"components"`
	Pos        policy.Pos
}

// wrapper is a package allowed to perform a category's primitives directly.
// Requires is decoded only to be refused with a clear error (rejectRequires):
// an allowance applies wherever its package matches.
type wrapper struct {
	Package  policy.Pattern `yaml:"package" kv:"required"`
	Reason   string         `yaml:"reason" kv:"required"`
	Requires stale.Requires `yaml:"requires"`
	Pos      policy.Pos
}

// rejectRequires refuses requires: on an allowance. A condition on an
// allowance lets any code that has the required name switch the allowance
// on (an empty function named like the old code is enough) and says
// nothing when it does; an allowance for an older release's code belongs
// in the policy of that tree, where a reviewer sees it.
func rejectRequires(where string, ws []wrapper) error {
	for i, w := range ws {
		if len(w.Requires) > 0 {
			at := w.Requires[0].At
			return policy.Errorf(policy.Pos{File: at.File, Line: at.Line, Col: at.Col},
				"%s.wrappers[%d]: requires is not supported on wrappers (an allowance applies wherever its package matches); allow an older release's code in that tree's own policy (extends: kubevirt), or remove it", where, i)
		}
	}
	return nil
}

// componentRef is a positioned component name (shared by the passes).
type componentRef = policy.ComponentRef

// execName is a binary name with its position.
type execName struct {
	Name string
	Pos  policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder.
func (e *execName) DecodeScalar(s string) error {
	e.Name = strings.TrimSpace(s)
	return nil
}

// bareExec configures HP1003: privileged helpers executed by bare name.
type bareExec struct {
	Enabled bool `yaml:"enabled"`
	// Binaries are the privileged helpers, each a bare name or an absolute
	// path (matched by base name; the message suggests the path). Empty means
	// every category's exec names.
	Binaries []execName `yaml:"binaries"`
	Pos      policy.Pos
}

// Validate implements policy.Section.
func (c *config) Validate(p *policy.Policy) error {
	for _, name := range c.categoryNames() {
		cat := c.Categories[name]
		where := "hostprim.categories." + name
		if len(cat.APIs) == 0 && len(cat.Exec) == 0 && len(cat.Syscalls) == 0 && len(cat.Paths) == 0 {
			return policy.Errorf(cat.Pos, "%s: a category needs apis, exec, syscalls or paths; add the primitives it covers or delete it", where)
		}
		for i, sc := range cat.Syscalls {
			if !syscallName.Get().MatchString(sc.Name) {
				return policy.Errorf(sc.Pos, "%s.syscalls[%d]: %q is not a system call constant; write its name in golang.org/x/sys/unix, such as SYS_SCHED_SETSCHEDULER", where, i, sc.Name)
			}
		}
		for i, pp := range cat.Paths {
			if !path.IsAbs(pp.Name) {
				return policy.Errorf(pp.Pos, "%s.paths[%d]: %q is not an absolute path prefix", where, i, pp.Name)
			}
			if len(c.Writers) == 0 {
				return policy.Errorf(pp.Pos, "%s.paths[%d]: paths are matched on calls of hostprim.writers, which is empty; list the functions that write a path (os.WriteFile, …)", where, i)
			}
		}
		for i, e := range cat.Exec {
			name, _ := splitExec(e.Name)
			if name == "" || strings.ContainsAny(name, "/\t") {
				return policy.Errorf(e.Pos, "%s.exec[%d]: %q is not a binary name; write a base name such as mount (absolute paths are matched by base name)", where, i, e.Name)
			}
			if err := checkExecArgs(e, where+".exec["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
		for i, comp := range cat.Components {
			if _, ok := p.Components[comp.Name]; !ok {
				return policy.Errorf(comp.Pos, "%s.components[%d]: unknown component %q (known: %s); name a component from components:", where, i, comp.Name, strings.Join(p.ComponentNames(), ", "))
			}
		}
		if err := rejectRequires(where, cat.Wrappers); err != nil {
			return err
		}
	}
	if err := c.PodRoot.validate(); err != nil {
		return err
	}
	for i, b := range c.BareExec.Binaries {
		if b.Name == "" || strings.ContainsAny(b.Name, " \t") || (strings.Contains(b.Name, "/") && !path.IsAbs(b.Name)) {
			return policy.Errorf(b.Pos, "hostprim.bare-exec.binaries[%d]: %q is neither a bare binary name nor an absolute path", i, b.Name)
		}
	}
	return nil
}

// checkExecArgs rejects what splitExec would silently read another way: a
// glob (names and arguments match literally, so "*" matches only "*") and an
// empty alternative ("-w||=", "-w|"), which splitExec drops.
func checkExecArgs(e execName, where string) error {
	if strings.ContainsAny(e.Name, "*?[") {
		return policy.Errorf(e.Pos, "%s: %q has a glob; exec names and arguments match literally: list each binary, and each argument as an alternative (sysctl -w|=)", where, e.Name)
	}
	_, args, ok := strings.Cut(strings.TrimSpace(e.Name), " ")
	if !ok {
		return nil
	}
	for _, a := range strings.Split(args, "|") {
		if strings.TrimSpace(a) == "" {
			return policy.Errorf(e.Pos, "%s: %q has an empty alternative; separate arguments with single | (sysctl -w|=)", where, e.Name)
		}
	}
	return nil
}

// splitExec splits an exec entry "sysctl -w|=" into the binary and the
// arguments that make the call a primitive (none: every call).
func splitExec(entry string) (string, []string) {
	name, args, _ := strings.Cut(strings.TrimSpace(entry), " ")
	var out []string
	for _, a := range strings.Split(args, "|") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return name, out
}

// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var syscallName = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^SYS_[A-Z0-9_]+$`) }}

func (c *config) categoryNames() []string {
	return slices.Sorted(maps.Keys(c.Categories))
}

func (c *config) optIn() map[string]bool {
	return map[string]bool{"HP1003": c.BareExec.Enabled}
}
