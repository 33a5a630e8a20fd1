package code_test

import (
	"go/constant"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

// TestConstNames: an enum's constants by name order, and a value named by
// its constant of that type (quoted where none has it), for two enum types
// of one package asked in turn (the package's constant names are listed
// once and shared).
func TestConstNames(t *testing.T) {
	pkg, _, _ := check(t, `package p

type Phase string
type Reason string

const (
	Running   Phase  = "Running"
	Pending   Phase  = "Pending"
	Failed    Reason = "Failed"
	AlsoFail  Reason = "Failed"
	untyped          = "Running"
	Scheduled Phase  = "Scheduled"
)
`)
	phase, reason := named(t, pkg, "Phase"), named(t, pkg, "Reason")
	assert.Equal(t, []string{"Pending", "Running", "Scheduled"}, code.ConstNames(phase))
	assert.Equal(t, []string{"AlsoFail", "Failed"}, code.ConstNames(reason))
	assert.Equal(t, "Running", code.ConstName(phase, constant.MakeString("Running")))
	assert.Equal(t, "AlsoFail", code.ConstName(reason, constant.MakeString("Failed")), "the first in name order")
	assert.Equal(t, `"Gone"`, code.ConstName(phase, constant.MakeString("Gone")))
	assert.Equal(t, `"Failed"`, code.ConstName(phase, constant.MakeString("Failed")), "another type's value")
	assert.Equal(t, []string{"Pending", "Running", "Scheduled"}, code.ConstNames(phase), "again, from the shared list")
}
