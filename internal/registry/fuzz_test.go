package registry_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/registry"
)

// badPolicies are inputs that crashed or silently loosened a policy; every
// fuzz target of the decoder starts from them.
var badPolicies = []string{
	"version: 1\ncomponents:\n  shared: []\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  types:\n    - ~\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  allow: [~]\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  types:\n    - type: a/b.T\n      patch: [~]\n",
	"version: 1\nextends: kubevirt\nmigration:\n  lifecycles:\n    -\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  # allow: []\n",
	"version: 1\nmodule:\n  -\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  allow:\n    - {function: a/b.F, reason: \"   \"}\n",
	"version: 1\nextends: kubevirt\nextends: kubevirt\n",
	"version: 1\nexclude: [a]\n---\ncolour: red\n",
	"version: \"1\"\n",
	"version: 1\nextends: kubevirt\nhandoff:\n  channels:\n    - {name: x, enabled: 1}\n",
	"version: 1\nextends: kubevirt\nhandoff:\n  min-length: \"5\"\n",
	"version: 1\nmodule: [./pkg/...]\n",
	"version: 1\nextends: kubevirt\nhostprim:\n  categories:\n    - {name: c, apis: [pkg.Type.Method, ...F, a.b//c.F]}\n",
	"extends: kubevirt\n",
	"version: 1\na: &x [1]\nb: *x\n",
	"version: 1\n<<: {extends: kubevirt}\n",
	"version: 1\nextends: kubevirt\nstatusfield:\n  types:\n    - type: a/b.T\n      doc: \"x\\n::error title=t::owned\"\n",
}

// seedPolicies adds the repository's policy fixtures and the embedded
// profile's files.
func seedPolicies(f *testing.F) []string {
	var out []string
	for _, glob := range []string{
		"../testdata/policies/*.yaml",
		"../testdata/*/*/.kvlint.yaml",
		"../passes/*/testdata/*.yaml",
		"../passes/*/testdata/bad/*.yaml",
		"../internal/policy/profiles/kubevirt/*.yaml",
	} {
		files, err := filepath.Glob(glob)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			out = append(out, string(data))
		}
	}
	return append(out, badPolicies...)
}

var fileLineCol = regexp.MustCompile(`^(p\.yaml|profile kubevirt/[a-z]+\.yaml \(embedded\)):\d+:\d+: `)

// checkLoad loads text as a driver does (loadAll): it must not panic, and an
// error must be one line naming the policy file.
func checkLoad(t *testing.T, text string) {
	err := loadAll(text)
	if err == nil {
		return
	}
	msg := err.Error()
	if strings.ContainsAny(msg, "\n\r") {
		t.Fatalf("error is not one line: %q", msg)
	}
	if !fileLineCol.MatchString(msg) {
		t.Fatalf("error does not start with file:line:col: %q", msg)
	}
}

func FuzzPolicyFile(f *testing.F) {
	for _, s := range seedPolicies(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) { checkLoad(t, text) })
}

// FuzzPolicySection fuzzes one pass's section at a time, under `extends:` so
// that it is merged with the profile's section (the merge is part of what is
// fuzzed).
func FuzzPolicySection(f *testing.F) {
	for _, s := range seedPolicies(f) {
		for _, ps := range registry.Defs() {
			if i := strings.Index(s, "\n"+ps.SectionKey()+":"); i >= 0 {
				f.Add(uint8(0), s[i+1:])
			}
		}
	}
	f.Add(uint8(1), "statusfield:\n  types: [~]\n")
	f.Add(uint8(2), "handoff:\n  min-length: \"5\"\n")
	f.Fuzz(func(t *testing.T, extend uint8, section string) {
		head := "version: 1\n"
		if extend%2 == 0 {
			head += "extends: kubevirt\n"
		}
		checkLoad(t, head+section)
	})
}
