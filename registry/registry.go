// Package registry is the one list of kvlint's passes. cmd/kvlint, the
// golangci-lint plugin and the ci front end all read it, so they can never
// drift apart.
package registry

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
	"github.com/kvlint/kvlint/passes/handoff"
	"github.com/kvlint/kvlint/passes/hostprim"
	"github.com/kvlint/kvlint/passes/migrationpair"
	"github.com/kvlint/kvlint/passes/statusfield"
)

// Pass is one registered pass.
type Pass struct {
	Name       string // analyzer name
	Section    string // policy section key
	NewSection func() policy.Section
	New        func(passkit.Settings) *analysis.Analyzer
	// Describe adds the pass's part of the policy to `kvlint map`.
	Describe func(policy.Section, *readmap.Policy)
}

// Passes returns the registered passes in a stable order.
func Passes() []Pass {
	return []Pass{
		{hostprim.Name, hostprim.SectionKey, hostprim.NewSection, hostprim.NewWithSettings, hostprim.Describe},
		{statusfield.Name, statusfield.SectionKey, statusfield.NewSection, statusfield.NewWithSettings, statusfield.Describe},
		{handoff.Name, handoff.SectionKey, handoff.NewSection, handoff.NewWithSettings, handoff.Describe},
		{migrationpair.Name, migrationpair.SectionKey, migrationpair.NewSection, migrationpair.NewWithSettings, migrationpair.Describe},
	}
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
func MapPolicy(p *policy.Policy) (*readmap.Policy, error) {
	out := &readmap.Policy{}
	for _, ps := range Passes() {
		sec, err := p.Section(ps.Section, ps.NewSection)
		if err != nil {
			return nil, err
		}
		ps.Describe(sec, out)
	}
	return out, nil
}
