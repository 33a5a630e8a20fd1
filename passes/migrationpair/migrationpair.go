package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
)

// The analyzer name, and the policy section it reads: the key predates the
// pass's name.
const (
	name       = codes.PassMigrationpair
	sectionKey = "migration"
)

// Analyzer finds its policy by discovery (for go vet and nogo). Drivers
// that build the analyzer with their own settings read the definition from
// internal/registry.
var Analyzer = registry.Register(definition())

// definition is migrationpair as the registry lists it.
func definition() passkit.Def {
	return passkit.Def{
		Name:       name,
		Doc:        doc,
		Code:       "MP1001",
		FactTypes:  []analysis.Fact{new(accessFact)},
		Describe:   mapPolicy,
		Section:    sectionKey,
		NewSection: newSection,
		Body:       run,
	}
}

// newSection returns an empty policy section.
func newSection() policy.Section { return new(config) }
