package plugin

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
)

// Settings are the keys under linters.settings.custom.kvlint.settings.
type Settings struct {
	// Config is a policy file. A relative path is tried from golangci-lint's
	// working directory, then from each package's module root.
	Config string
	// Policy is the policy itself, as a YAML text block. golangci-lint hashes
	// its settings into its cache key, so an inline policy never replays
	// results computed under an older one; a file's content is not hashed.
	Policy string
	// Enable turns on opt-in codes; a pass name turns on all of its codes.
	Enable []string
	// Disable turns codes or whole passes off.
	Disable []string
}

const settingsPath = "linters.settings.custom.kvlint.settings"

// settingKeys lists the keys, for messages.
const settingKeys = "config, policy, enable, disable"

// decodeSettings decodes golangci-lint's raw settings (YAML decoded into
// maps) strictly: unknown keys and wrong types are errors.
func decodeSettings(raw any) (Settings, error) {
	var s Settings
	if raw == nil {
		return s, nil
	}
	m, ok := raw.(map[string]any)
	if !ok {
		return s, fmt.Errorf("%s: want a mapping with keys %s, found %s", settingsPath, settingKeys, describe(raw))
	}
	keys := slices.Sorted(maps.Keys(m))
	for _, k := range keys {
		v := m[k]
		var err error
		switch k {
		case "config":
			s.Config, err = str(k, v)
		case "policy":
			s.Policy, err = str(k, v)
			if _, isMap := v.(map[string]any); isMap {
				err = fmt.Errorf("%s.policy: write the policy as a YAML text block (policy: |), not as a mapping: golangci-lint lower-cases mapping keys, which would corrupt field and component names", settingsPath)
			}
		case "enable":
			s.Enable, err = strs(k, v)
		case "disable":
			s.Disable, err = strs(k, v)
		default:
			err = fmt.Errorf("%s: unknown key %q (known keys: %s)", settingsPath, k, settingKeys)
		}
		if err != nil {
			return Settings{}, err
		}
	}
	return s, nil
}

func str(key string, v any) (string, error) {
	switch v := v.(type) {
	case nil:
		return "", nil
	case string:
		return v, nil
	}
	return "", fmt.Errorf("%s.%s: want a string, found %s", settingsPath, key, describe(v))
}

func strs(key string, v any) ([]string, error) {
	var items []any
	switch v := v.(type) {
	case nil:
		return nil, nil
	case []string:
		return v, nil
	case []any:
		items = v
	default:
		return nil, fmt.Errorf("%s.%s: want a list of codes or pass names, found %s", settingsPath, key, describe(v))
	}
	out := make([]string, 0, len(items))
	for i, it := range items {
		s, ok := it.(string)
		if !ok {
			return nil, fmt.Errorf("%s.%s[%d]: want a code or pass name, found %s", settingsPath, key, i, describe(it))
		}
		out = append(out, s)
	}
	return out, nil
}

func describe(v any) string {
	switch v := v.(type) {
	case map[string]any:
		return "a mapping"
	case []any:
		return "a list"
	case string:
		return fmt.Sprintf("the string %q", v)
	}
	return fmt.Sprintf("%v (%T)", v, v)
}

// build turns decoded settings into analyzer settings and the set of
// analyzers to leave out, loading and validating the policy now.
func (s Settings) build() (passkit.Settings, map[string]bool, error) {
	var ps passkit.Settings
	enable, err := names("enable", s.Enable)
	if err != nil {
		return ps, nil, err
	}
	disable, err := names("disable", s.Disable)
	if err != nil {
		return ps, nil, err
	}
	ps.Enable, ps.Disable = map[string]bool{}, map[string]bool{}
	skip := map[string]bool{}
	for n := range enable {
		if disable[n] {
			return ps, nil, fmt.Errorf("%s: %s is both enabled and disabled; keep one", settingsPath, n)
		}
		ps.Enable[n] = true
		for _, c := range codes.OfPass(n) {
			ps.Enable[c.ID] = true
		}
	}
	for n := range disable {
		ps.Disable[n] = true
		if codes.IsPass(n) {
			skip[n] = true
		}
	}
	// The directive analyzer reports only KV0002; KV0001 comes from the passes.
	if disable["KV0002"] {
		skip[directive.Analyzer.Name] = true
	}

	ps.Source, err = s.source()
	if err != nil {
		return ps, nil, err
	}
	return ps, skip, nil
}

// names checks a list of codes and pass names, normalising codes to upper case.
func names(key string, list []string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, n := range list {
		n = strings.TrimSpace(n)
		if c, ok := codes.Lookup(n); ok {
			out[c.ID] = true
			continue
		}
		if codes.IsPass(n) {
			out[n] = true
			continue
		}
		return nil, fmt.Errorf("%s.%s: unknown check %q: name a code such as SF1001 or a pass (%s); `kvlint explain` lists the codes",
			settingsPath, key, n, strings.Join(passNames(), ", "))
	}
	return out, nil
}

func passNames() []string {
	out := []string{directive.Analyzer.Name}
	for _, p := range registry.Defs() {
		out = append(out, p.Name)
	}
	return out
}

// source loads the policy the settings name (inline, file, or discovery from
// the working directory) and validates every pass's section, so a broken
// policy stops golangci-lint before it loads any package.
func (s Settings) source() (*policy.Source, error) {
	if s.Config != "" && s.Policy != "" {
		return nil, fmt.Errorf("%s: set config (a policy file) or policy (the policy inline), not both", settingsPath)
	}
	if s.Policy != "" {
		p, err := policy.Parse(settingsPath+".policy", []byte(s.Policy))
		if err != nil {
			return nil, err
		}
		if err := registry.Validate(p); err != nil {
			return nil, err
		}
		return policy.Fixed(p), nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil, fmt.Errorf("kvlint: cannot find the working directory to load the policy: %w", err)
	}
	src := &policy.Source{}
	if path := s.Config; path != "" {
		// Pin a path found from the working directory now; one that is not
		// is left to the per-package search from each module root.
		if !filepath.IsAbs(path) {
			if _, err := os.Stat(path); err == nil {
				path = filepath.Join(wd, path)
			}
		}
		if err := src.Set(path); err != nil {
			return nil, err
		}
	}
	p, err := src.ForDir(wd)
	if err != nil {
		return nil, err
	}
	if err := registry.Validate(p); err != nil {
		return nil, err
	}
	return src, nil
}
