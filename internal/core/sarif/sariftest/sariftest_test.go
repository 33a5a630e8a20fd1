package sariftest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/core/sarif/sariftest"
)

// The validator must reject what GitHub would reject, or the schema tests
// prove nothing.
func TestValidateRejectsInvalidLogs(t *testing.T) {
	valid := `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"kvlint"}},"results":[
	  {"ruleId":"KV0002","message":{"text":"m"},"suppressions":[{"kind":"inSource","justification":"why"}]}]}]}`
	assert.NoError(t, sariftest.Validate([]byte(valid)))

	for name, log := range map[string]string{
		"no version":          `{"runs":[]}`,
		"wrong version":       `{"version":"2.0.0","runs":[]}`,
		"unknown suppression": `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"k"}},"results":[{"message":{"text":"m"},"suppressions":[{"kind":"sometimes"}]}]}]}`,
		"zero start line":     `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"k"}},"results":[{"message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.go"},"region":{"startLine":0}}}]}]}]}`,
		"bad help uri":        `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"k","rules":[{"id":"X","helpUri":"not a uri"}]}}}]}`,
		"not json":            `{`,
	} {
		assert.Error(t, sariftest.Validate([]byte(log)), name)
	}
}
