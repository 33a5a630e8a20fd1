// Package registry is the one list of kvlint's passes. cmd/kvlint, the
// golangci-lint plugin and the ci front end all read it, so they can never
// drift apart.
package registry

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
	"github.com/kvlint/kvlint/passes/handoff"
	"github.com/kvlint/kvlint/passes/hostprim"
	"github.com/kvlint/kvlint/passes/migrationpair"
	"github.com/kvlint/kvlint/passes/statusfield"
)

// Pass is one registered pass: its analyzer constructor, policy section and
// part of the map.
type Pass = passkit.Pass

// Passes returns the registered passes in a stable order.
func Passes() []Pass {
	return []Pass{hostprim.Pass(), statusfield.Pass(), handoff.Pass(), migrationpair.Pass()}
}

// Analyzers builds every pass's analyzer from s, plus the directive analyzer
// (which reports malformed directives).
func Analyzers(s passkit.Settings) []*analysis.Analyzer {
	out := []*analysis.Analyzer{directive.Analyzer}
	for _, p := range Passes() {
		out = append(out, p.New(s))
	}
	return out
}

// Validate decodes and validates every pass's section of p, so a bad policy
// fails before any package is loaded.
func Validate(p *policy.Policy) error {
	for _, ps := range Passes() {
		if _, err := p.Section(ps.Section, ps.NewSection); err != nil {
			return err
		}
	}
	return nil
}

// MapPolicy collects every pass's part of p for `kvlint map`.
func MapPolicy(p *policy.Policy) (*sites.Policy, error) {
	out := &sites.Policy{}
	for _, ps := range Passes() {
		sec, err := p.Section(ps.Section, ps.NewSection)
		if err != nil {
			return nil, err
		}
		ps.Describe(sec, out)
	}
	return out, nil
}
