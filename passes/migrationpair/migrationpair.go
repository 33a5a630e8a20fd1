package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Name is the analyzer name; SectionKey the policy section it reads.
const (
	Name       = codes.PassMigrationpair
	SectionKey = "migration"
)

// Analyzer finds its policy by discovery (for go vet and nogo).
var Analyzer = Pass().New(passkit.Settings{})

// Pass is migrationpair as the registry lists it, for drivers that build the
// analyzer with their own settings.
func Pass() passkit.Pass {
	return passkit.Pass{
		Name:      Name,
		Doc:       doc,
		Code:      "MP1001",
		FactTypes: []analysis.Fact{new(accessFact)},
		Describe:  Describe,
		Spec: passkit.Spec{
			Section:    SectionKey,
			NewSection: NewSection,
			Body:       run,
		},
	}
}

// NewSection returns an empty policy section.
func NewSection() policy.Section { return new(Config) }
