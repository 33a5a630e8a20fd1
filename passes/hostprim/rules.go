package hostprim

import (
	"path"
	"sort"
	"sync"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
)

// rules is the section compiled for matching. It is built once per decoded
// section (the policy caches sections), never stored in package state.
type rules struct {
	cats    []*category          // sorted by name
	byName  map[string]*category // name → category
	apiPkgs map[string]bool      // import paths that any selector names
	exec    map[string][]execRule
	writers *selector.Set
	bare    map[string]string // base name → absolute path to suggest ("" if unknown)
	// podSources, podTrees and podFollow are pod-root's sources, trees and
	// follow APIs (sources and trees may also name fields: podroot_field.go).
	podSources, podTrees, podFollow *selector.Set
}

// execRule: executing the binary is cat's primitive, when one of args (if
// any) is among the call's words (execRun).
type execRule struct {
	cat  *category
	args []string
}

type category struct {
	name     string
	apis     *selector.Set
	syscalls []string
	paths    []string
	wrappers []wrapper
	allowed  map[string]bool
	allowedL []string
}

type compiled struct {
	once sync.Once
	r    *rules
}

func (c *config) rules() *rules {
	c.compiled.once.Do(func() { c.compiled.r = compile(c) })
	return c.compiled.r
}

func compile(c *config) *rules {
	r := &rules{byName: map[string]*category{}, apiPkgs: map[string]bool{}, exec: map[string][]execRule{}, bare: map[string]string{},
		writers: selector.NewSet(c.Writers...), podSources: selector.NewSet(c.PodRoot.Sources...),
		podTrees: selector.NewSet(c.PodRoot.Trees...), podFollow: selector.NewSet()}
	for _, f := range c.PodRoot.Follow {
		r.podFollow.Add(f.API)
	}
	for _, s := range c.Writers {
		r.apiPkgs[s.Pkg] = true
	}
	for _, name := range c.categoryNames() {
		spec := c.Categories[name]
		cat := &category{name: name, apis: selector.NewSet(spec.APIs...), wrappers: spec.Wrappers, allowed: map[string]bool{}}
		for _, s := range spec.APIs {
			r.apiPkgs[s.Pkg] = true
		}
		for _, sc := range spec.Syscalls {
			cat.syscalls = append(cat.syscalls, sc.Name)
			r.apiPkgs["golang.org/x/sys/unix"], r.apiPkgs["syscall"] = true, true
		}
		for _, pp := range spec.Paths {
			cat.paths = append(cat.paths, pp.Name)
		}
		for _, e := range spec.Exec {
			name, args := splitExec(e.Name)
			r.exec[name] = append(r.exec[name], execRule{cat: cat, args: args})
		}
		for _, comp := range spec.Components {
			if !cat.allowed[comp.Name] {
				cat.allowed[comp.Name] = true
				cat.allowedL = append(cat.allowedL, comp.Name)
			}
		}
		sort.Strings(cat.allowedL)
		r.cats = append(r.cats, cat)
		r.byName[name] = cat
	}
	if len(c.BareExec.Binaries) == 0 {
		for name := range r.exec {
			r.bare[name] = ""
		}
	}
	for _, b := range c.BareExec.Binaries {
		abs := ""
		if path.IsAbs(b.Name) {
			abs = b.Name
		}
		if old := r.bare[path.Base(b.Name)]; old == "" {
			r.bare[path.Base(b.Name)] = abs
		}
	}
	return r
}

// wrappers returns, by category name, the wrapper entry that lets the
// package ctx analyses call the category's primitives: the most specific
// matching entry. It depends on the package only, so a pass decides it once
// per package, not per site.
func (r *rules) wrappers(ctx *passkit.Context) map[string]wrapper {
	out := map[string]wrapper{}
	for _, cat := range r.cats {
		if w, ok := r.wrapperOf(cat, ctx.Pass.Pkg.Path()); ok {
			out[cat.name] = w
		}
	}
	return out
}

// wrapperOf returns the wrapper entry of cat that matches the package path
// most specifically, if any.
func (r *rules) wrapperOf(cat *category, pkg string) (wrapper, bool) {
	best, bi := -1, -1
	for i, w := range cat.wrappers {
		if m := w.Package.Match(pkg); m > best {
			best, bi = m, i
		}
	}
	if bi < 0 {
		return wrapper{}, false
	}
	return cat.wrappers[bi], true
}
