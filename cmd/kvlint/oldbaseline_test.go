package main_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A baseline an older kvlint wrote — version 1, keyed by message — still
// accepts every finding whose message is unchanged, says it is keyed by
// message, and -write-baseline rewrites it keyed by subject. A finding whose
// message differs from its entry's is new: a version 1 entry accepts its
// message, not anything its code reports in the same declaration.
func TestCIOldBaselineIsReadAndRewritten(t *testing.T) {
	_, base, ci, _ := baselined(t, "b.json")

	// Make it what an older kvlint wrote: version 1, no subjects; with
	// suffix, messages that differ from today's.
	var b struct {
		Version  int              `json:"version"`
		Tool     string           `json:"tool"`
		Findings []map[string]any `json:"findings"`
	}
	data, err := os.ReadFile(base)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &b))
	require.NotEmpty(t, b.Findings)
	current := b.Findings
	total := 0
	for _, c := range current {
		total += int(c["count"].(float64))
	}
	writeV1 := func(suffix string) {
		t.Helper()
		var old []map[string]any
		for _, c := range current {
			require.NotEmpty(t, c["subject"], "every code names a subject: %v", c)
			e := map[string]any{}
			for k, v := range c {
				e[k] = v
			}
			delete(e, "subject")
			msg := e["message"].(string) + suffix
			e["message"] = msg
			h := sha256.Sum256([]byte(strings.Join([]string{"kvlint/v1", e["code"].(string), e["package"].(string), e["function"].(string), msg}, "\x00")))
			e["fingerprint"] = hex.EncodeToString(h[:16])
			old = append(old, e)
		}
		b.Version, b.Findings = 1, old
		data, err := json.Marshal(b)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(base, data, 0o644))
	}

	writeV1("; advice an older kvlint put in the message")
	stdout, stderr, code := ci("-baseline="+base, "./...")
	require.Equal(t, 1, code, "entries with other messages accept nothing\n%s%s", stdout, stderr)
	assert.Contains(t, stderr, fmt.Sprintf("%d new findings, 0 accepted by the baseline", total))

	writeV1("")
	stdout, stderr, code = ci("-baseline="+base, "./...")
	require.Equal(t, 0, code, "the old entries still accept the findings\n%s%s", stdout, stderr)
	assert.Contains(t, stderr, "keyed by message, as an older kvlint wrote them")
	assert.NotContains(t, stderr, "removable")

	_, stderr, code = ci("-baseline="+base, "-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	data, err = os.ReadFile(base)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &b))
	assert.Equal(t, 2, b.Version)
	for _, e := range b.Findings {
		assert.NotEmpty(t, e["subject"], "rewritten keyed by subject: %v", e)
	}
	_, stderr, code = ci("-baseline="+base, "./...")
	require.Equal(t, 0, code, stderr)
	assert.NotContains(t, stderr, "keyed by message")
}
