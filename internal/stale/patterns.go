package stale

import (
	"fmt"
	"slices"
	"sync"

	"github.com/kvlint/kvlint/internal/policy"
)

// Patterns holds the package patterns of the run's policy entries (a
// component's package, a wrapper, an exemption's importer, …) and judges
// them once the run is over, against the packages of the whole tree.
type Patterns struct {
	mu sync.Mutex
	// sections and policies already registered, the patterns by position,
	// and those that matched no package of the tree (Check).
	sections  map[policy.Section]bool
	policies  map[*policy.Policy]bool
	pkgs      map[policy.Pos]pkgEntry
	stalePkgs []pkgEntry
}

// pkgEntry is a package pattern waiting to be judged.
type pkgEntry struct {
	pat   policy.Pattern
	stale Entry
	// owner is the position of the entry that holds the pattern (the
	// exemption, the wrapper): an Expect on it is the same staleness,
	// said less precisely, and is dropped when the pattern is stale.
	owner policy.Pos
}

// register records every package pattern of sec (whose refs the decoder
// found) and of the policy's components, module scope and exclusions,
// once per section and policy of the run.
func (ps *Patterns) register(sec policy.Section, refs []policy.Ref, pass string, pol *policy.Policy) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.sections == nil {
		ps.sections, ps.policies, ps.pkgs = map[policy.Section]bool{}, map[*policy.Policy]bool{}, map[policy.Pos]pkgEntry{}
	}
	if !ps.sections[sec] {
		ps.sections[sec] = true
		ps.add(sectionPatterns(refs, pass))
	}
	if !ps.policies[pol] {
		ps.policies[pol] = true
		ps.add(policyPatterns(pol))
	}
}

// sectionPatterns names each pattern and package of a section by its key
// path (hostprim.categories.mount.wrappers[1].package). A selector for a
// package the tree lacks is not listed: a category names the primitives of
// libraries the code may adopt (moby/sys/mount, mount-utils) as well as
// those it uses. A selector is stale when its package is there without the
// name (JudgeSelectors).
func sectionPatterns(refs []policy.Ref, pass string) []pkgEntry {
	var out []pkgEntry
	for _, r := range refs {
		switch {
		case r.Pattern != nil:
			pos := r.Pattern.Pos
			if pos.Line == 0 {
				pos = r.Owner
			}
			out = append(out, pkgEntry{pat: *r.Pattern, owner: r.Owner, stale: Entry{
				Pos: pos, Pass: pass, Msg: fmt.Sprintf("%s: package pattern %s matches no package", r.Path, r.Pattern),
			}})
		case r.Namer != nil && r.Namer.PolicyPackage() != "":
			pos := r.Owner
			if p, ok := namerPos(r.Namer); ok {
				pos = p
			}
			pkg := r.Namer.PolicyPackage()
			out = append(out, pkgEntry{pat: policy.Pattern{Path: pkg}, owner: r.Owner, stale: Entry{
				Pos: pos, Pass: pass, Msg: fmt.Sprintf("%s: %v: no package %s in the tree", r.Path, r.Namer, pkg),
			}})
		}
	}
	return out
}

// policyPatterns lists the patterns of the policy's own keys.
func policyPatterns(pol *policy.Policy) []pkgEntry {
	var found []pkgEntry
	for _, name := range pol.ComponentNames() {
		for _, pat := range pol.Components[name] {
			found = append(found, pkgEntry{pat: pat, stale: Entry{
				Pos: pat.Pos, Pass: "components",
				Msg: fmt.Sprintf("components.%s: package pattern %s matches no package", name, pat),
			}})
		}
	}
	for _, pat := range pol.Module {
		found = append(found, pkgEntry{pat: pat, stale: Entry{
			Pos: pat.Pos, Pass: "module", Msg: fmt.Sprintf("module: package pattern %s matches no package", pat),
		}})
	}
	for _, ex := range pol.Exclude {
		if ex.Glob == "" {
			found = append(found, pkgEntry{pat: ex.Package, stale: Entry{
				Pos: ex.Pos, Pass: "exclude", Msg: fmt.Sprintf("exclude: package pattern %s matches no package", ex.Package),
			}})
		}
	}
	return found
}

// add keeps the first entry per position: nested policies share their
// extended profile's entries. The caller holds ps.mu.
func (ps *Patterns) add(found []pkgEntry) {
	for _, e := range found {
		if e.pat.Path == "" || e.stale.Pos.Line == 0 {
			continue // "..." matches every package; no position, nothing to point at
		}
		if _, dup := ps.pkgs[e.stale.Pos]; !dup {
			ps.pkgs[e.stale.Pos] = e
		}
	}
}

// List returns the distinct package patterns the run's policy entries
// name, sorted, for the driver to ask the go command about.
func (ps *Patterns) List() []string {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	var out []string
	for _, e := range ps.pkgs {
		out = append(out, e.pat.String())
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Check records as stale every registered package pattern that matches
// none of pkgs, the import paths of every package the go command finds for
// List in the analysed tree (its main modules and their dependencies),
// whether or not the run analysed them.
//
// The tree, not the run, is the measure: a pattern naming a package that
// exists but that this run did not analyse (kvlint run on one directory)
// matches, so a partial run reports only what a full run would.
func (ps *Patterns) Check(pkgs []string) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	slices.Sort(pkgs)
	for _, e := range ps.pkgs {
		if !e.pat.MatchesAny(pkgs) {
			ps.stalePkgs = append(ps.stalePkgs, e)
		}
	}
}

func (ps *Patterns) stale() []pkgEntry {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return slices.Clone(ps.stalePkgs)
}
