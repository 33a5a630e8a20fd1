package policy

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// sectionKeys are the top-level keys of the passes linked into the binary.
// The pass registry (internal/registry) fills it from each pass package's
// init function; the first policy built seals it, so it is read-only for
// every load and a late registration fails loudly instead of changing what
// an earlier load accepted.
var sectionKeys = struct {
	sync.Mutex
	keys   []string
	sealed bool
}{}

// RegisterSection declares a pass's top-level section key. Only
// internal/registry calls it, from a pass's init function (through
// registry.Register). It panics on an empty or duplicate key and after the
// first policy was built: both are build-time mistakes.
func RegisterSection(key string) {
	sectionKeys.Lock()
	defer sectionKeys.Unlock()
	switch {
	case key == "":
		panic("policy.RegisterSection: empty section key")
	case sectionKeys.sealed:
		panic(fmt.Sprintf("policy.RegisterSection(%q) after a policy was loaded: register passes from init functions only", key))
	case slices.Contains(sectionKeys.keys, key):
		panic(fmt.Sprintf("policy.RegisterSection: section key %q registered twice", key))
	}
	sectionKeys.keys = append(sectionKeys.keys, key)
	slices.Sort(sectionKeys.keys)
}

// SectionKeys returns the top-level keys that belong to passes, sorted, and
// seals the registration. They are the registered keys and the sections an
// embedded profile configures (its files other than core.yaml): a binary
// that links only some passes (a nogo configuration, one pass's tests)
// still reads the kubevirt profile and a policy extending it, while a new
// pass's key is known wherever the pass is linked.
func SectionKeys() []string {
	sectionKeys.Lock()
	keys := slices.Clone(sectionKeys.keys)
	sectionKeys.sealed = true
	sectionKeys.Unlock()
	for _, name := range Profiles() {
		entries, _ := profiles.ReadDir("profiles/" + name)
		for _, e := range entries {
			if key, ok := strings.CutSuffix(e.Name(), ".yaml"); ok && key != profileCore {
				keys = append(keys, key)
			}
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// profileCore is the file of an embedded profile that holds the top-level
// keys other than sections.
const profileCore = "core"

func isSection(k string) bool { return slices.Contains(SectionKeys(), k) }
