package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// The analyzer name and the policy section it reads.
const (
	name       = codes.PassMigrationpair
	sectionKey = "migration"
)

// Analyzer finds its policy by discovery (for go vet and nogo).
var Analyzer = Pass().New(passkit.Settings{})

// Pass is migrationpair as the registry lists it, for drivers that build the
// analyzer with their own settings. Its type is internal: outside this
// module, Analyzer is the API.
func Pass() passkit.Pass {
	return passkit.Pass{
		Name:      name,
		Doc:       doc,
		Code:      "MP1001",
		FactTypes: []analysis.Fact{new(accessFact)},
		Describe:  mapPolicy,
		Spec: passkit.Spec{
			Section:    sectionKey,
			NewSection: newSection,
			Body:       run,
		},
	}
}

// newSection returns an empty policy section.
func newSection() policy.Section { return new(config) }
