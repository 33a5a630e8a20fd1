package code_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

func TestOwnersOf(t *testing.T) {
	o := &code.Owners{
		Default: []string{"handler"},
		Fields: map[string][]string{
			"Nodes":           {"controller"},
			"Migration":       {"controller", "handler"},
			"Migration.Node":  {"controller"},
			"Phase":           {"api"}, // an enum field with its own entry
			"Interfaces.Name": {"launcher"},
		},
		Values: map[string]map[string][]string{
			"Phase": {"Running": {"handler"}, "Failed": {"controller", "handler"}},
			"State": {"Up": {"launcher"}, "Down": {"handler", "launcher"}},
		},
	}
	for _, c := range []struct {
		path, value string
		want        []string
	}{
		{"Nodes", "", []string{"controller"}},
		{"Migration.Node", "", []string{"controller"}},
		{"Migration.Node.Name", "", []string{"controller"}}, // longest listed prefix
		{"Migration.Start", "", []string{"controller", "handler"}},
		{"Other", "", []string{"handler"}},             // the default
		{"Interfaces", "", []string{"handler"}},        // a listed path below does not own the field above
		{"Phase", "Running", []string{"handler"}},      // a listed value
		{"Phase", "Unknown", []string{"api"}},          // an unlisted value: the field's entry
		{"Phase", "", []string{"api"}},                 // a non-constant write: the field's entry
		{"State", "", []string{"handler", "launcher"}}, // no entry: the union of the values' owners
		{"State", "Sideways", []string{"handler", "launcher"}},
		{"State", "Up", []string{"launcher"}},
	} {
		assert.Equal(t, c.want, o.Of(c.path, c.value), "%s=%s", c.path, c.value)
	}
}

// A value path below a field with owners of its own is judged where its
// values are set, not as part of the field (statusfield's element literals).
func TestOwnersBelowField(t *testing.T) {
	o := &code.Owners{Fields: map[string][]string{"Conditions": {"controller"}, "Migration.Node": {"controller"}}}
	assert.True(t, o.BelowField("Conditions.Type"))
	assert.True(t, o.BelowField("Conditions.Status.Reason"), "any proper prefix")
	assert.False(t, o.BelowField("Conditions"), "the field itself")
	assert.False(t, o.BelowField("Phase"))
	assert.False(t, o.BelowField("Migration.Mode"), "a sibling of a listed path is not below it")
	assert.False(t, o.BelowField("ConditionsX.Type"), "a prefix is a whole field name")
}

// A value's owners may remove it, and so may its removers; a value with no
// entry of its own is no one's to remove (the write of the list is judged).
func TestOwnersRemovedBy(t *testing.T) {
	o := &code.Owners{
		Values: map[string]map[string][]string{
			"Conditions.Type": {"Ready": {"controller"}, "Paused": {"handler"}, "Gone": {}},
		},
		Removers: map[string]map[string][]string{
			"Conditions.Type": {"Ready": {"handler", "controller"}, "Gone": {"api"}},
		},
	}
	for _, c := range []struct {
		value  string
		want   []string
		listed bool
	}{
		{"Ready", []string{"controller", "handler"}, true}, // owners and removers, once each, sorted
		{"Paused", []string{"handler"}, true},              // no removers: the owners
		{"Gone", []string{"api"}, true},                    // no owners: the removers only
		{"Provisioning", nil, false},
	} {
		got, listed := o.RemovedBy("Conditions.Type", c.value)
		assert.Equal(t, c.listed, listed, c.value)
		assert.Equal(t, c.want, got, c.value)
	}
}
