package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Name is the analyzer name; SectionKey the policy section it reads.
const (
	Name       = codes.PassMigrationpair
	SectionKey = "migration"
)

// Analyzer finds its policy by discovery (for go vet and nogo).
var Analyzer = NewWithSettings(passkit.Settings{})

// New builds the analyzer with an explicit policy.
func New(p *policy.Policy) *analysis.Analyzer { return NewWithSettings(passkit.FromPolicy(p)) }

// NewWithSettings builds the analyzer from driver settings.
func NewWithSettings(s passkit.Settings) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      Name,
		Doc:       passkit.MustExtractDoc(doc, Name),
		URL:       codes.URL("MP1001"),
		Requires:  []*analysis.Analyzer{directive.Analyzer}, // inspector: see passkit.Context.Inspector
		FactTypes: []analysis.Fact{new(accessFact)},
		// Sites for `kvlint map`, when the driver asks (passkit.Settings.Sites).
		ResultType: sites.Type,
		Run: passkit.Run(s, passkit.Spec{
			Section:    SectionKey,
			NewSection: NewSection,
			Body:       run,
		}),
	}
}

// NewSection returns an empty policy section.
func NewSection() policy.Section { return new(Config) }
