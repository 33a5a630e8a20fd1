package plugin

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Analyzer builds one analyzer, a pass or the directive analyzer by name,
// from settings shaped like golangci-lint's (keys config, policy, enable,
// disable). It serves drivers that take one exported analyzer per package,
// such as Bazel nogo, when the embedded kubevirt profile is not the policy:
//
//	//go:embed kvlint.yaml
//	var policy string
//
//	var Analyzer = must(plugin.Analyzer("hostprim", map[string]any{"policy": policy}))
func Analyzer(name string, settings map[string]any) (*analysis.Analyzer, error) {
	var raw any
	if settings != nil {
		raw = settings
	}
	p, err := New(raw)
	if err != nil {
		return nil, err
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, a := range as {
		if a.Name == name {
			return a, nil
		}
		names = append(names, a.Name)
	}
	return nil, fmt.Errorf("kvlint: no analyzer %q under these settings (have: %s)", name, strings.Join(names, ", "))
}
