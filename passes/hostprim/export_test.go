package hostprim

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// What the external tests use; outside the module only Analyzer is API.
const SectionKey = name

type Config = config

// NewSection returns an empty policy section.
func NewSection() policy.Section { return newSection() }

// New builds the analyzer with an explicit policy.
func New(p *policy.Policy) *analysis.Analyzer { return NewWithSettings(passkit.FromPolicy(p)) }

// NewWithSettings builds the analyzer from driver settings.
func NewWithSettings(s passkit.Settings) *analysis.Analyzer { return definition().New(s) }
