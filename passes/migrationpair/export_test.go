package migrationpair

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// New builds the analyzer with an explicit policy, for the tests.
func New(p *policy.Policy) *analysis.Analyzer { return NewWithSettings(passkit.FromPolicy(p)) }

// NewWithSettings builds the analyzer from driver settings, for the tests.
func NewWithSettings(s passkit.Settings) *analysis.Analyzer { return Pass().New(s) }
