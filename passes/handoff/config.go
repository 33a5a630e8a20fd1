package handoff

import (
	"errors"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// config is the "handoff" policy section.
type config struct {
	// MayImport maps a component (or "shared") to what its packages may
	// import besides their own component: component names, "shared", and
	// import-path patterns of single packages or subtrees. A component
	// without an entry may import shared packages only; shared packages are
	// checked only when "shared" has an entry.
	MayImport map[string][]importRule `yaml:"may-import"`
	// Exemptions allow one known edge each (patterns allowed), so that only
	// new edges fail.
	Exemptions []exemption `yaml:"exemptions"`
	// Channels are the handoff APIs and who may use them (HO1002).
	Channels []channel `yaml:"channels"`
	// Keys configures HO1003.
	Keys keys `yaml:"keys"`
	// RestrictedImports are packages only a few importers may use (HO1004).
	RestrictedImports []restricted `yaml:"restricted-imports"`
	// RestrictedFunctions are functions only a few packages may use (HO1006).
	RestrictedFunctions []restrictedFunc `yaml:"restricted-functions"`
	Pos                 policy.Pos

	mayImport map[string]*importRules // compiled MayImport
}

// importRule is one entry of a may-import list: a component name, "shared",
// or an import-path pattern.
type importRule struct {
	Raw       string
	Component string         // set when Raw names a component or "shared"
	Pattern   policy.Pattern // set otherwise
	Pos       policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder; Validate classifies the
// entry, because only then are the components known.
func (r *importRule) DecodeScalar(s string) error {
	r.Raw = strings.TrimSpace(s)
	if r.Raw == "" {
		return errors.New("empty may-import entry: write a component name, shared, or an import-path pattern")
	}
	return nil
}

// exemption allows imports from packages matching FromPackage of packages
// matching ToPackage.
type exemption struct {
	FromPackage policy.Pattern `yaml:"from-package" kv:"required"`
	ToPackage   policy.Pattern `yaml:"to-package" kv:"required"`
	Reason      string         `yaml:"reason" kv:"required"`
	Pos         policy.Pos
}

// channel is a handoff API: using it is handing work to the next program in
// the chain, so only the components whose job that is may use it.
type channel struct {
	Name string `yaml:"name" kv:"required"`
	// Doc says what the channel is, for messages and the reading map.
	Doc string `yaml:"doc"`
	// APIs are the selectors whose use is the channel.
	APIs []selector.Selector `yaml:"apis" kv:"required"`
	// Components may use the channel, directly or through shared code.
	Components []componentRef `yaml:"components"`
	// Packages may use the channel although their component is not allowed
	// (or they belong to no component and are a program of their own).
	Packages []packageAllowance `yaml:"packages"`
	Pos      policy.Pos

	apis *selector.Set
}

// componentRef is a positioned component name (shared by the passes).
type componentRef = policy.ComponentRef

// packageAllowance lets the packages matching Package use a channel.
type packageAllowance struct {
	Package policy.Pattern `yaml:"package" kv:"required"`
	Reason  string         `yaml:"reason" kv:"required"`
	Pos     policy.Pos
}

// keys configures HO1003: handoff keys spelled as literals.
type keys struct {
	// Packages whose exported string constants are handoff keys.
	Packages []policy.Pattern `yaml:"packages"`
	// MinLength is the shortest key value that counts; shorter values (such
	// as a bare API group) are too likely to mean something else.
	MinLength int `yaml:"min-length"`
	// NearMiss configures HO1005: key literals close to a known key.
	NearMiss nearMiss `yaml:"near-miss"`
	// Owners give keys to the components that may set them (HO1007).
	Owners []keyOwner `yaml:"owners"`
	Pos    policy.Pos
}

// nearMiss configures HO1005. A literal used as a label, annotation or
// finalizer key whose domain is one of Domains, equal to no known key (a
// constant of the key packages, or a literal another package uses as a
// key) but close to one, is reported.
type nearMiss struct {
	// Domains are key domains: "kubevirt.io", or "*.kubevirt.io" for its
	// subdomains.
	Domains []string `yaml:"domains"`
	// MaxDistance is the largest edit distance between names that counts as
	// near (default 2; names shorter than 8 use at most 1).
	MaxDistance int `yaml:"max-distance"`
	// Helpers are functions that take a key (label selectors, finalizer
	// helpers), with the indexes of their key arguments.
	Helpers []keyHelper `yaml:"helpers"`
	Pos     policy.Pos

	helpers   *selector.Set   // Helpers' APIs, compiled by Validate
	callNames map[string]bool // the names of the calls key sites may be (callNames), by Validate
}

// keyHelper is a function with key arguments.
type keyHelper struct {
	API  selector.Selector `yaml:"api" kv:"required"`
	Args []int             `yaml:"args" kv:"required"`
	Pos  policy.Pos
}

func (n *nearMiss) maxDistance() int {
	if n.MaxDistance > 0 {
		return n.MaxDistance
	}
	return 2
}

// restricted is a package that only the listed importers may import.
type restricted struct {
	Package policy.Pattern `yaml:"package" kv:"required"`
	// Doc says why the package is restricted; it is part of the message.
	Doc   string     `yaml:"doc"`
	Allow []importer `yaml:"allow"`
	Pos   policy.Pos
}

// importer is a package allowed to import a restricted package, optionally
// only in some of its files.
type importer struct {
	Package policy.Pattern `yaml:"package" kv:"required"`
	// Files, when set, limits the allowance to files whose base name matches
	// one of these globs.
	Files  []string `yaml:"files"`
	Reason string   `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

// importRules is a compiled may-import list.
type importRules struct {
	components map[string]bool
	patterns   policy.Patterns
}

// Validate implements policy.Section.
func (c *config) Validate(p *policy.Policy) error {
	c.mayImport = map[string]*importRules{}
	for _, from := range slices.Sorted(maps.Keys(c.MayImport)) {
		rules := c.MayImport[from]
		where := "handoff.may-import." + from
		if _, ok := p.Components[from]; !ok && from != policy.Shared {
			return policy.Errorf(firstPos(rules, c.Pos), "%s: unknown component %q (known: %s, %s)", where, from, strings.Join(p.ComponentNames(), ", "), policy.Shared)
		}
		ir := &importRules{components: map[string]bool{}}
		for i, r := range rules {
			if _, ok := p.Components[r.Raw]; ok || r.Raw == policy.Shared {
				rules[i].Component = r.Raw
				ir.components[r.Raw] = true
				continue
			}
			if !strings.ContainsAny(r.Raw, "/.") {
				return policy.Errorf(r.Pos, "%s[%d]: %q is neither a component (known: %s, %s) nor an import-path pattern", where, i, r.Raw, strings.Join(p.ComponentNames(), ", "), policy.Shared)
			}
			pat, err := policy.ParsePattern(r.Raw)
			if err != nil {
				return policy.Errorf(r.Pos, "%s[%d]: %v", where, i, err)
			}
			pat.Pos = r.Pos
			rules[i].Pattern = pat
			ir.patterns = append(ir.patterns, pat)
		}
		c.mayImport[from] = ir
	}
	seen := policy.Seen{}
	for i, ch := range c.Channels {
		where := fmt.Sprintf("handoff.channels[%d] (%s)", i, ch.Name)
		if err := seen.Add(ch.Name, ch.Pos, where, fmt.Sprintf("channel %q", ch.Name)); err != nil {
			return err
		}
		for j, comp := range ch.Components {
			if _, ok := p.Components[comp.Name]; !ok {
				return policy.Errorf(comp.Pos, "%s.components[%d]: unknown component %q (known: %s)", where, j, comp.Name, strings.Join(p.ComponentNames(), ", "))
			}
		}
		c.Channels[i].apis = selector.NewSet(ch.APIs...)
	}
	if err := c.validateKeys(p); err != nil {
		return err
	}
	for i, r := range c.RestrictedImports {
		if err := checkFileGlobs(fmt.Sprintf("handoff.restricted-imports[%d] (%s)", i, r.Package), r.Allow); err != nil {
			return err
		}
	}
	return c.validateRestrictedFunctions()
}

// validateKeys checks handoff.keys: the length, the near-miss domains and
// helpers (HO1005), and the owners (HO1007).
func (c *config) validateKeys(p *policy.Policy) error {
	if c.Keys.MinLength < 0 {
		return policy.Errorf(c.Keys.Pos, "handoff.keys.min-length: %d is negative; write 0 to count every key", c.Keys.MinLength)
	}
	for i, d := range c.Keys.NearMiss.Domains {
		rest := strings.TrimPrefix(d, "*.")
		if rest == "" || strings.ContainsAny(rest, "/*") || !strings.Contains(rest, ".") || slices.Contains(strings.Split(rest, "."), "") {
			return policy.Errorf(c.Keys.NearMiss.Pos, "handoff.keys.near-miss.domains[%d]: %q is not a key domain; write a DNS name such as kubevirt.io, or *.kubevirt.io for its subdomains", i, d)
		}
	}
	if c.Keys.NearMiss.MaxDistance < 0 {
		return policy.Errorf(c.Keys.NearMiss.Pos, "handoff.keys.near-miss.max-distance: %d is negative", c.Keys.NearMiss.MaxDistance)
	}
	c.Keys.NearMiss.helpers = selector.NewSet()
	for i, h := range c.Keys.NearMiss.Helpers {
		for _, a := range h.Args {
			if a < 0 {
				return policy.Errorf(h.Pos, "handoff.keys.near-miss.helpers[%d]: argument index %d is negative; count arguments from 0", i, a)
			}
		}
		c.Keys.NearMiss.helpers.Add(h.API)
	}
	c.Keys.NearMiss.callNames = callNames(&c.Keys.NearMiss)
	return c.validateKeyOwners(p)
}

// checkFileGlobs checks the files: globs of allow entries.
func checkFileGlobs(where string, allow []importer) error {
	for j, a := range allow {
		for _, g := range a.Files {
			if _, err := path.Match(g, "x.go"); err != nil || g == "" || strings.Contains(g, "/") {
				return policy.Errorf(a.Pos, "%s.allow[%d].files: %q is not a glob on a file's base name (write e.g. unsafepath.go or *_linux.go)", where, j, g)
			}
		}
	}
	return nil
}

// rulesFor returns the may-import rules of a component, or nil when its
// imports are not checked.
func (c *config) rulesFor(comp string) *importRules {
	if r, ok := c.mayImport[comp]; ok {
		return r
	}
	if comp == policy.Shared {
		return nil
	}
	return &importRules{components: map[string]bool{policy.Shared: true}}
}

// firstPos is where the first of rules stands, or def where there is none
// with a line (as statusfield's firstPos: an error never points at line 0).
func firstPos(rules []importRule, def policy.Pos) policy.Pos {
	if len(rules) > 0 && rules[0].Pos.Line > 0 {
		return rules[0].Pos
	}
	return def
}
