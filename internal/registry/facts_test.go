package registry_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
)

// A fact that embeds effects.Summary is encoded by the Summary's own
// GobEncode, promoted through the embedding: a field beside it would be
// dropped from every fact without an error. So such a fact holds the
// Summary and nothing else.
func TestSummaryFactsHoldOnlyTheSummary(t *testing.T) {
	summary := reflect.TypeFor[effects.Summary]()
	found := 0
	for _, a := range registry.Analyzers(passkit.Settings{}) {
		for _, f := range a.FactTypes {
			st := reflect.TypeOf(f).Elem()
			if st.Kind() != reflect.Struct {
				continue
			}
			for i := range st.NumField() {
				if fd := st.Field(i); fd.Anonymous && fd.Type == summary {
					found++
					assert.Equal(t, 1, st.NumField(), "%s of %s embeds effects.Summary beside other fields, which its encoding drops", st, a.Name)
				}
			}
		}
	}
	assert.Positive(t, found, "the passes' summary facts are found")
}
