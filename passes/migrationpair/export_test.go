package migrationpair

import (
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
)

// What the external tests use; outside the module only Analyzer is API.
type Config = config

// Def is the registered definition: its SectionKey, NewSection and New.
func Def() passkit.Def { return registry.Lookup(name) }
