// Package registry is the one list of kvlint's passes. Each pass package
// registers its definition from an init function (Register); the drivers
// (cmd/kvlint and its go vet mode, the golangci-lint plugin, kvlint map)
// import internal/registry/all, which links every pass, and read the list
// here, so they can never drift apart. The list is written during package
// initialisation only and read-only after it.
package registry

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// defs are the registered definitions, sorted by name.
var defs = struct {
	sync.Mutex
	list []passkit.Def
}{}

// Register adds a pass's definition, declares its policy section to the
// decoder and its own codes (Def.Codes) to the code table. Call it from the
// pass package's init function only. It panics on a definition without a
// name, body or section constructor or with a doc that has no "# Analyzer
// NAME" section, on a name or section key registered twice, and on a code
// that names another pass: build-time mistakes every test catches. It
// returns the analyzer built with default settings (policy by discovery),
// the one go vet and nogo use, so a pass declares both in one statement.
func Register(d passkit.Def) *analysis.Analyzer {
	if d.Name == "" || d.Body == nil || d.NewSection == nil || d.Doc == "" {
		panic(fmt.Sprintf("registry.Register(%q): a pass needs a Name, Doc, NewSection and Body", d.Name))
	}
	d = d.Documented()
	defs.Lock()
	defer defs.Unlock()
	for _, o := range defs.list {
		if o.Name == d.Name || o.SectionKey() == d.SectionKey() {
			panic(fmt.Sprintf("registry.Register(%q): name or section %q already registered by %s", d.Name, d.SectionKey(), o.Name))
		}
	}
	policy.RegisterSection(d.SectionKey())
	for _, c := range d.Codes {
		if c.Pass != d.Name {
			panic(fmt.Sprintf("registry.Register(%q): code %s names pass %q", d.Name, c.ID, c.Pass))
		}
	}
	codes.Register(d.Codes...)
	defs.list = append(defs.list, d)
	// By name: the order does not depend on which package's init ran
	// first.
	slices.SortFunc(defs.list, func(a, b passkit.Def) int { return strings.Compare(a.Name, b.Name) })
	return d.New(passkit.Defaults())
}

// Defs returns the registered pass definitions, sorted by name. It panics
// when none is registered: the driver forgot to import internal/registry/all
// and would otherwise run no pass and report a clean tree.
func Defs() []passkit.Def {
	defs.Lock()
	defer defs.Unlock()
	if len(defs.list) == 0 {
		panic("registry.Defs: no pass registered: import github.com/kvlint/kvlint/internal/registry/all in the driver")
	}
	return slices.Clone(defs.list)
}

// Lookup returns the registered definition of the pass named name, for
// tests that build it with their own settings. It panics when no pass of
// that name is registered.
func Lookup(name string) passkit.Def {
	for _, d := range Defs() {
		if d.Name == name {
			return d
		}
	}
	panic(fmt.Sprintf("registry.Lookup: no pass %q registered", name))
}

// Analyzers builds every pass's analyzer from s, plus the directive analyzer
// (which reports malformed directives).
func Analyzers(s passkit.Settings) []*analysis.Analyzer {
	out := []*analysis.Analyzer{directive.Analyzer}
	s = s.Shared()
	for _, d := range Defs() {
		out = append(out, d.New(s))
	}
	return out
}

// Validate decodes and validates every pass's section of p, so a bad policy
// fails before any package is loaded.
func Validate(p *policy.Policy) error {
	for _, d := range Defs() {
		if _, err := p.Section(d.SectionKey(), d.NewSection); err != nil {
			return err
		}
	}
	return nil
}

// MapPolicy collects every pass's declarations of p for `kvlint map`, pass
// by pass in name order. A pass without Describe declares nothing; its
// sites still show.
func MapPolicy(p *policy.Policy) ([]sites.Decl, error) {
	var out []sites.Decl
	for _, d := range Defs() {
		sec, err := p.Section(d.SectionKey(), d.NewSection)
		if err != nil {
			return nil, err
		}
		if d.Describe != nil {
			out = append(out, d.Describe(sec)...)
		}
	}
	return out, nil
}
