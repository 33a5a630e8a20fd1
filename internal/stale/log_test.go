package stale_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

// Without a log (go vet, golangci-lint) a checker collects nothing.
func TestCheckerWithoutALogCollectsNothing(t *testing.T) {
	var log *stale.Log
	c := stale.NewChecker(nil, "hostprim", nil, nil, nil, nil, &stale.Index{})
	c.Stale(policy.Pos{File: "p.yaml", Line: 1, Col: 1}, "gone")
	c.Expect(policy.Pos{File: "p.yaml", Line: 2, Col: 1}, "unused")
	assert.Empty(t, log.Entries())
}

// An entry found stale by many packages is listed once; an expected entry
// is listed only when no package used it.
func TestLogListsEachEntryOnce(t *testing.T) {
	log := stale.NewLog()
	at := func(line int) policy.Pos { return policy.Pos{File: "p.yaml", Line: line, Col: 3} }
	for range 3 {
		c := stale.NewChecker(log, "hostprim", nil, nil, nil, nil, &stale.Index{})
		c.Stale(at(4), "selector %s: gone", "a.F")
		c.Expect(at(2), "wrapper wraps nothing")
		c.Expect(at(3), "exemption excuses nothing")
	}
	stale.NewChecker(log, "hostprim", nil, nil, nil, nil, &stale.Index{}).Used(at(3))
	got := diagtest.StaleLines(log)
	assert.Equal(t, []string{
		"p.yaml:2:3: KV0003: stale policy entry (hostprim): wrapper wraps nothing",
		"p.yaml:4:3: KV0003: stale policy entry (hostprim): selector a.F: gone",
	}, got)
}
