package main

import (
	"github.com/kvlint/kvlint/internal/ci"
	"github.com/kvlint/kvlint/registry"
)

// runCI is `kvlint ci`: the pull-request front end (docs/ci.md).
func runCI(args []string) int {
	return ci.Main(args, ci.Options{
		Version:   version,
		Analyzers: registry.Analyzers,
		Validate:  registry.Validate,
	})
}
