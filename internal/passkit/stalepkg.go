package passkit

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// pkgEntry is a package pattern of the policy (a component's package, a
// wrapper, an exemption's importer, …) waiting to be judged against the
// packages of the whole tree.
type pkgEntry struct {
	pat   policy.Pattern
	stale StaleEntry
	// owner is the position of the entry that holds the pattern (the
	// exemption, the wrapper): an Expect on it is the same staleness,
	// said less precisely, and is dropped when the pattern is stale.
	owner policy.Pos
}

// registerPatterns records every package pattern of the pass's section and
// of the policy's components, module scope and exclusions, once per section
// and policy of the run, for CheckPackages to judge when the run is over.
func registerPatterns(c *Context) {
	l := c.stale
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.sections[c.Section] {
		l.sections[c.Section] = true
		var found []pkgEntry
		collectPatterns(reflect.ValueOf(c.Section), c.Pass.Analyzer.Name, sectionPath(c), policy.Pos{}, &found)
		l.addPatterns(found)
	}
	if !l.policies[c.Policy] {
		l.policies[c.Policy] = true
		var found []pkgEntry
		for _, name := range c.Policy.ComponentNames() {
			for _, pat := range c.Policy.Components[name] {
				found = append(found, pkgEntry{pat: pat, stale: StaleEntry{
					Pos: pat.Pos, Pass: "components",
					Msg: fmt.Sprintf("components.%s: package pattern %s matches no package", name, pat),
				}})
			}
		}
		for _, pat := range c.Policy.Module {
			found = append(found, pkgEntry{pat: pat, stale: StaleEntry{
				Pos: pat.Pos, Pass: "module", Msg: fmt.Sprintf("module: package pattern %s matches no package", pat),
			}})
		}
		for _, ex := range c.Policy.Exclude {
			if ex.Glob == "" {
				found = append(found, pkgEntry{pat: ex.Package, stale: StaleEntry{
					Pos: ex.Pos, Pass: "exclude", Msg: fmt.Sprintf("exclude: package pattern %s matches no package", ex.Package),
				}})
			}
		}
		l.addPatterns(found)
	}
}

// addPatterns keeps the first entry per position: nested policies share
// their extended profile's entries. The caller holds l.mu.
func (l *StaleLog) addPatterns(found []pkgEntry) {
	for _, e := range found {
		if e.pat.Path == "" || e.stale.Pos.Line == 0 {
			continue // "..." matches every package; no position, nothing to point at
		}
		if _, dup := l.pkgs[e.stale.Pos]; !dup {
			l.pkgs[e.stale.Pos] = e
		}
	}
}

// sectionPath is how the section is named in messages: its policy key as
// the pass's Spec gives it, else the pass name.
func sectionPath(c *Context) string {
	if c.sectionKey != "" {
		return c.sectionKey
	}
	return c.Pass.Analyzer.Name
}

// Patterns returns the distinct package patterns the run's policy entries
// name, sorted, for the driver to ask the go command about.
func (l *StaleLog) Patterns() []string {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, e := range l.pkgs {
		out = append(out, e.pat.String())
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// CheckPackages records as stale every registered package pattern that
// matches none of pkgs, the import paths of every package the go command
// finds for Patterns in the analysed tree (its main modules and their
// dependencies), whether or not the run analysed them.
//
// The tree, not the run, is the measure: a pattern naming a package that
// exists but that this run did not analyse (kvlint run on one directory)
// matches, so a partial run reports only what a full run would.
func (l *StaleLog) CheckPackages(pkgs []string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	slices.Sort(pkgs)
	for _, e := range l.pkgs {
		if !e.pat.MatchesAny(pkgs) {
			l.stalePkgs = append(l.stalePkgs, e)
		}
	}
}

var (
	patternType  = reflect.TypeFor[policy.Pattern]()
	policyPosTyp = reflect.TypeFor[policy.Pos]()
	selectorType = reflect.TypeFor[selector.Selector]()
)

// PackageNamer is a policy value other than a pattern or selector that
// names one package by import path (a type, a file or function pattern of
// a package): when no package of the tree has that path, the entry is
// stale like a pattern that matches nothing.
type PackageNamer interface {
	PolicyPackage() string
}

// collectPatterns finds every policy.Pattern in a decoded section, and the
// package of every PackageNamer, naming each by its key path
// (hostprim.categories.mount.wrappers[1].package) and remembering the
// position of the entry that holds it.
func collectPatterns(v reflect.Value, pass, path string, owner policy.Pos, out *[]pkgEntry) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			collectPatterns(v.Elem(), pass, path, owner, out)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			collectPatterns(v.Index(i), pass, path+"["+strconv.Itoa(i)+"]", owner, out)
		}
	case reflect.Struct:
		if v.Type() == selectorType {
			// A selector for a package the tree lacks is not listed: a
			// category names the primitives of libraries the code may
			// adopt (moby/sys/mount, mount-utils) as well as those it uses.
			// A selector is stale when its package is there without the
			// name (staleSelectors).
			return
		}
		if n, ok := v.Interface().(PackageNamer); ok && n.PolicyPackage() != "" {
			pos := owner
			if f := v.FieldByName("Pos"); f.IsValid() && f.Type() == policyPosTyp && f.Interface().(policy.Pos).Line > 0 {
				pos = f.Interface().(policy.Pos)
			}
			*out = append(*out, pkgEntry{pat: policy.Pattern{Path: n.PolicyPackage()}, owner: owner, stale: StaleEntry{
				Pos: pos, Pass: pass, Msg: fmt.Sprintf("%s: %v: no package %s in the tree", path, n, n.PolicyPackage()),
			}})
			return
		}
		if v.Type() == patternType {
			pat := v.Interface().(policy.Pattern)
			pos := pat.Pos
			if pos.Line == 0 {
				pos = owner
			}
			*out = append(*out, pkgEntry{pat: pat, owner: owner, stale: StaleEntry{
				Pos: pos, Pass: pass, Msg: fmt.Sprintf("%s: package pattern %s matches no package", path, pat),
			}})
			return
		}
		if f := v.FieldByName("Pos"); f.IsValid() && f.Type() == policyPosTyp {
			if p := f.Interface().(policy.Pos); p.Line > 0 {
				owner = p
			}
		}
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			sf := t.Field(i)
			if !sf.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(sf.Tag.Get("yaml"), ",")
			sub := path
			if name != "" && name != "-" {
				sub = path + "." + name
			}
			collectPatterns(v.Field(i), pass, sub, owner, out)
		}
	case reflect.Map:
		keys := v.MapKeys()
		for _, k := range keys {
			collectPatterns(v.MapIndex(k), pass, path+"."+fmt.Sprint(k.Interface()), owner, out)
		}
	}
}
