package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
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
var Analyzer = registry.Register(passkit.Def{
	Name:       name,
	Doc:        doc,
	FactTypes:  []analysis.Fact{new(accessFact), new(partialPathFact), new(whenFact), new(progressFact), new(copyWritesFact), new(handedFact), new(keyDerivsFact)},
	Describe:   mapPolicy,
	Section:    sectionKey,
	NewSection: passkit.EmptySection[config],
	Body:       run,
})
