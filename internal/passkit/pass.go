package passkit

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Pass is one kvlint pass as every driver builds it. Each pass package
// returns its Pass from one function; the registry lists them, and the
// multichecker, go vet, the golangci-lint plugin and kvlint's own core build
// analyzers from that list with their own Settings (kube-api-linter's
// initializer style), so no pass repeats the analyzer's shape.
type Pass struct {
	Name string // analyzer name (codes.Pass…)
	// Doc is the pass's doc.go, embedded; the analyzer's Doc is its
	// "# Analyzer NAME" section (MustExtractDoc).
	Doc string
	// Code is the code the analyzer's URL points to (its first).
	Code      string
	FactTypes []analysis.Fact
	// Describe adds the pass's part of the policy to `kvlint map`.
	Describe func(policy.Section, *sites.Policy)
	Spec
}

// New builds the pass's analyzer from driver settings. It requires the
// directive analyzer but not inspect.Analyzer (see Context.Inspector), and
// returns its sites for `kvlint map` when Settings.Sites asks.
func (p Pass) New(s Settings) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       p.Name,
		Doc:        MustExtractDoc(p.Doc, p.Name),
		URL:        codes.URL(p.Code),
		Requires:   []*analysis.Analyzer{directive.Analyzer},
		FactTypes:  p.FactTypes,
		ResultType: sites.Type,
		Run:        Run(s, p.Spec),
	}
}
