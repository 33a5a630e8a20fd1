package passkit

import (
	"cmp"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Def defines one kvlint pass once. It is a definition, not a run (that is
// an analysis.Pass): each pass package registers its Def from an init
// function (internal/registry, kube-api-linter's initializer style), and
// every driver (kvlint's core, go vet's multichecker, the golangci-lint
// plugin) builds the analyzers it needs from the registered Defs with its
// own Settings, so no pass repeats the analyzer's shape and no driver keeps
// its own list.
type Def struct {
	Name string // analyzer name (codes.Pass…)
	// Doc is the pass's doc.go, embedded; the analyzer's Doc is its
	// "# Analyzer NAME" section (MustExtractDoc, Documented).
	Doc string
	// Code, optional, is the code the analyzer's URL points to; empty
	// means the pass's first code (Codes, else internal/codes' table).
	Code string
	// Codes, optional, are the pass's codes when it declares them here
	// rather than in internal/codes' table (the registry adds them there).
	Codes []codes.Code
	// Section is the pass's top-level policy key; empty means Name. The
	// registry declares it to the policy decoder, which rejects any other
	// top-level key.
	Section    string
	NewSection func() policy.Section // zero value of the section type (EmptySection)
	// OptIn, when set, lists the opt-in codes the decoded section turns on.
	OptIn     func(policy.Section) map[string]bool
	FactTypes []analysis.Fact
	// Body checks one package of the module (Run calls it for no other
	// package). When the driver asks for sites
	// (Context.Sites) it returns a *sites.Result, else nil.
	Body func(*Context) (any, error)
	// Describe, optional, returns what the pass's section names for `kvlint
	// map` (channels, owned types, categories, …) as declarations of the
	// map's topics; a pass without it shows in the map by its sites only.
	Describe func(policy.Section) []sites.Decl

	analyzerDoc string // Doc's analyzer section, once Documented extracted it
}

// Documented returns d with its analyzer doc extracted from Doc
// (MustExtractDoc, which panics on a doc without the section), so that New
// does not parse doc.go again. Under go vet each package is its own
// process, which builds every analyzer twice (the pass's Analyzer variable
// and the driver's own): parsing four doc.go files once per build cost a
// vet process more than its passes do on a package they skip.
func (d Def) Documented() Def {
	d.analyzerDoc = MustExtractDoc(d.Doc, d.Name)
	return d
}

// SectionKey is the pass's top-level policy key: Section, or Name when
// Section is empty.
func (d Def) SectionKey() string { return cmp.Or(d.Section, d.Name) }

// code is the code the analyzer's URL points to: Code, or the pass's first.
func (d Def) code() string {
	if d.Code != "" {
		return d.Code
	}
	if len(d.Codes) > 0 {
		return d.Codes[0].ID
	}
	return codes.FirstOf(d.Name)
}

// EmptySection is a NewSection for a section type: NewSection:
// passkit.EmptySection[config] returns a new(config).
func EmptySection[T any, P interface {
	*T
	policy.Section
}]() policy.Section {
	return P(new(T))
}

// New builds the pass's analyzer from driver settings. It requires the
// directive analyzer but not inspect.Analyzer (see Context.Inspector), and
// returns its sites for `kvlint map` when Settings.Sites asks.
func (d Def) New(s Settings) *analysis.Analyzer {
	if d.analyzerDoc == "" {
		d = d.Documented()
	}
	s = s.Shared()
	return &analysis.Analyzer{
		Name:       d.Name,
		Doc:        d.analyzerDoc,
		URL:        codes.URL(d.code()),
		Requires:   []*analysis.Analyzer{directive.Analyzer, cmp.Or(s.Flow, flow.Analyzer), s.Pending},
		FactTypes:  d.FactTypes,
		ResultType: sites.Type,
		Run:        Run(s, Spec{Section: d.SectionKey(), NewSection: d.NewSection, OptIn: d.OptIn, Body: d.Body}),
	}
}
