package plugin

import (
	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
	kvrun "github.com/kvlint/kvlint/internal/run"
)

// Name is the linter name golangci-lint knows kvlint by; settings live under
// linters.settings.custom.<Name>.
const Name = "kvlint"

func init() { register.Plugin(Name, New) }

// Plugin is one configured instance of kvlint inside golangci-lint.
type Plugin struct {
	settings passkit.Settings
	// skip holds pass names (and the directive pass) disabled as a whole:
	// their analyzers are left out, so they cost nothing and report nothing.
	skip map[string]bool
}

// New decodes golangci-lint's settings for kvlint and loads the policy, so a
// bad policy or setting fails once at start-up with its position.
func New(raw any) (register.LinterPlugin, error) {
	s, err := decodeSettings(raw)
	if err != nil {
		return nil, err
	}
	ps, skip, err := s.build()
	if err != nil {
		return nil, err
	}
	// golangci-lint would print each related location (a witness chain's
	// link) as an issue of its own; the chain is kvlint's to show.
	ps.DropRelated = true
	// One run per plugin instance, that is per golangci-lint run.
	ps.Run = kvrun.New()
	ps = ps.Shared()
	return &Plugin{settings: ps, skip: skip}, nil
}

// BuildAnalyzers returns the directive analyzer and one analyzer per pass, each
// under its own name, so golangci-lint prints "hostprim: HP1001: ..." under
// the kvlint linter.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	var out []*analysis.Analyzer
	if !p.skip[directive.Analyzer.Name] {
		out = append(out, directive.Analyzer)
	}
	for _, ps := range registry.Defs() {
		if !p.skip[ps.Name] {
			out = append(out, ps.New(p.settings))
		}
	}
	return out, nil
}

// GetLoadMode asks for full type information: the passes exchange facts
// across packages.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
