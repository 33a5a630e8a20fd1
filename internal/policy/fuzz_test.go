package policy_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
)

// positioned is a configuration error that starts with file:line:col.
var positioned = regexp.MustCompile(`^p\.yaml:\d+:\d+: `)

func FuzzParsePattern(f *testing.F) {
	for _, s := range []string{
		"kubevirt.io/kubevirt/pkg/...", "kubevirt.io/kubevirt/cmd/virt-handler", "...", "a/b",
		"./pkg/...", "../x", "a//b", "/abs/...", "a/.../b", "a/*", "a/b/", "", " ", "a/b\u202e", "a b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, again, ok := policytest.RoundTrip(t, s, policy.ParsePattern)
		if !ok {
			return
		}
		// A parsed pattern round-trips and matches its own path.
		if again.Path != p.Path || again.Subtree != p.Subtree {
			t.Fatalf("%q parsed as %v, which re-parses as %v", s, p, again)
		}
		if p.Path != "" && p.Match(p.Path) < 0 {
			t.Fatalf("%q does not match its own path %q", s, p.Path)
		}
	})
}

// FuzzParse fuzzes the decoder on whole files without the pass sections (the
// registry's fuzz targets decode those).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"version: 1\n", "version: 1\nextends: kubevirt\n", base,
		"version: 1\ncomponents:\n  shared: []\n", "version: 1\nmodule:\n  -\n", "version: \"1\"\n",
		"version: 1\nextends: kubevirt\nextends: kubevirt\n", "version: 1\n---\ncolour: red\n",
		"extends: kubevirt\n", "version: 1\nmodule: [./pkg/...]\n", "version: 1\na: &x [1]\nb: *x\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		_, err := policy.Parse("p.yaml", []byte(text))
		if err != nil && (strings.ContainsAny(err.Error(), "\n\r") || !positioned.MatchString(err.Error())) {
			t.Fatalf("not a one-line error naming the file: %q", err)
		}
	})
}
