// Package policy owns the .kvlint.yaml schema: strict decoding with positions,
// the embedded profiles, `extends:` merging, discovery, and the component map.
// Each pass owns the type of its own section; this package stores sections as
// YAML and decodes them on request, so it never imports a pass.
package policy

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// Shared is the pseudo-component of packages that match no component.
const Shared = "shared"

// Policy is a loaded, merged .kvlint.yaml.
type Policy struct {
	core
	// Name says where the policy came from, for messages ("kubevirt profile", a path).
	Name string

	sections map[string]*yaml.Node
	// coreNode holds the merged top-level keys that are not sections, for
	// comparing a nested policy with the root one.
	coreNode *yaml.Node
	// ownKeys are the top-level key nodes of the file's own document, where
	// a difference from the root policy is reported.
	ownKeys map[string]*yaml.Node
	// file is the path the policy was read from ("" for an embedded
	// profile or inline settings).
	file string
	// lazy holds an extended profile's section files, parsed when asked
	// for (see sectionNode): one the policy's own section extends is merged
	// under it once and then kept in sections.
	lazy map[string]lazySection
	dec  *decoder

	mu      sync.Mutex
	decoded map[string]sectionResult
	comps   []compEntry
}

type core struct {
	Version    int                 `yaml:"version" kv:"required"`
	Extends    string              `yaml:"extends"`
	Module     Patterns            `yaml:"module"`
	Components map[string]Patterns `yaml:"components"`
	Exclude    []FilePattern       `yaml:"exclude"`
	// NestedPolicies are the nested .kvlint.yaml files that kvlint ci lets
	// differ from this, the root policy.
	NestedPolicies []NestedPolicy `yaml:"nested-policies"`
	// StrictPolicy makes kvlint ci fail on stale policy entries (KV0003)
	// of the user's policy files, for repositories that keep their policy
	// in step with their code. (An embedded profile's entry stale since the
	// baseline fails the run without it.)
	StrictPolicy bool `yaml:"strict-policy"`
}

type compEntry struct {
	name string
	pat  Pattern
}

type sectionResult struct {
	s    Section
	err  error
	refs []Ref
}

// Section is a pass's policy section. Validate runs after strict decoding and
// checks what decoding cannot: references to components, non-empty reasons in
// nested entries, selector consistency.
type Section interface {
	Validate(p *Policy) error
}

// Section decodes (once) and returns the section stored under key. A missing
// section decodes as the zero value, so passes run with an empty rule set.
func (p *Policy) Section(key string, newSection func() Section) (Section, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r, ok := p.decoded[key]; ok {
		return r.s, r.err
	}
	s := newSection()
	n, file, err := p.sectionNode(key)
	r := &refs{}
	dec := *p.dec
	if file != "" {
		dec.def = file
	}
	dec.refs = r
	dec.renamed = map[string]string{}
	if n != nil && err == nil {
		err = dec.decode(n, reflectValue(s), key)
	}
	if err == nil {
		err = dec.ownPaths(s.Validate(p))
	}
	if p.decoded == nil {
		p.decoded = map[string]sectionResult{}
	}
	p.decoded[key] = sectionResult{s, err, r.list}
	return s, err
}

// Refs returns the values of the section under key that name code, as the
// decoder found them (Ref), in the order of the policy text; nil until
// Section has decoded it. The caller must not change them.
func (p *Policy) Refs(key string) []Ref {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.decoded[key].refs
}

// sectionNode returns the merged YAML of a section (nil when absent) and,
// for a profile section no policy extends, the file every node of it comes
// from (the decoder's default: its nodes are not in the decoder's file
// map). The caller holds p.mu. Such a section is parsed again when asked
// again rather than kept: Section keeps what it decodes, and a go vet
// process, which analyses one small package, would otherwise hold every
// section's tree and file-map entries to its end (about a fifth of a small
// package's live heap). A section an extending policy changes is merged
// once and kept in sections, its nodes in the file map: the merge mixes
// two files' nodes.
func (p *Policy) sectionNode(key string) (*yaml.Node, string, error) {
	n := p.sections[key]
	l, ok := p.lazy[key]
	if !ok {
		return n, "", nil
	}
	if n == nil {
		base, err := l.parse(key, nil)
		return base, l.file, err
	}
	base, err := l.parse(key, p.dec.files)
	if err != nil {
		return nil, "", err
	}
	n = merge(base, n)
	p.sections[key] = n
	delete(p.lazy, key)
	return n, "", nil
}

// ComponentNames lists the configured components, sorted.
func (p *Policy) ComponentNames() []string {
	return slices.Sorted(maps.Keys(p.Components))
}

// CheckComponent returns a positioned error unless name is a configured
// component (or "shared" when allowShared).
func (p *Policy) CheckComponent(name string, pos Pos, allowShared bool) error {
	if _, ok := p.Components[name]; ok {
		return nil
	}
	if allowShared && name == Shared {
		return nil
	}
	known := strings.Join(p.ComponentNames(), ", ")
	if allowShared {
		known += ", " + Shared
	}
	return Errorf(pos, "unknown component %q (known: %s)", name, known)
}

// ComponentOf returns the component of package path pkg: the component whose
// pattern matches most specifically, or Shared.
func (p *Policy) ComponentOf(pkg string) string {
	best, name := -1, Shared
	for _, c := range p.comps {
		if m := c.pat.Match(pkg); m > best || (m == best && m >= 0 && c.name < name) {
			best, name = m, c.name
		}
	}
	return name
}

// InModule reports whether pkg is one of the packages kvlint reports on.
// mainModule is the driver's main module path ("" when unknown).
func (p *Policy) InModule(pkg, mainModule string) bool {
	// A vendored copy is third-party code even where its path starts with
	// the module's: GOPATH vendoring and Bazel (which builds vendor/ under
	// the importmap kubevirt.io/kubevirt/vendor/...) name it that way.
	if strings.HasPrefix(pkg, "vendor/") || strings.Contains(pkg, "/vendor/") {
		return false
	}
	if len(p.Module) > 0 {
		return p.Module.Match(pkg)
	}
	if mainModule != "" {
		return pkg == mainModule || strings.HasPrefix(pkg, mainModule+"/")
	}
	// No module information (GOPATH-style drivers): everything but the
	// standard library, whose first path element has no dot.
	first, _, _ := strings.Cut(pkg, "/")
	return strings.Contains(first, ".")
}

// Excluded reports whether findings in file (of package pkg) are suppressed by
// `exclude:`.
func (p *Policy) Excluded(pkg, file string) bool {
	base := filepath.Base(file)
	for _, e := range p.Exclude {
		if e.Glob != "" {
			if ok, _ := filepath.Match(e.Glob, base); ok {
				return true
			}
		} else if e.Package.Match(pkg) >= 0 {
			return true
		}
	}
	return false
}

func (p *Policy) index() error {
	p.comps = nil
	seen := map[string]string{}
	for _, name := range p.ComponentNames() {
		for _, pat := range p.Components[name] {
			if other, dup := seen[pat.String()]; dup && other != name {
				return Errorf(pat.Pos, "components: pattern %s is claimed by both %q and %q", pat, other, name)
			}
			seen[pat.String()] = name
			p.comps = append(p.comps, compEntry{name, pat})
		}
	}
	return nil
}

func (p *Policy) String() string { return fmt.Sprintf("policy %s", p.Name) }
