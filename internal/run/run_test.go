package run_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/run"
)

func TestMemoBuildsEachKeyOnce(t *testing.T) {
	var m run.Memo[string, int]
	builds := 0
	build := func() int { builds++; return builds }
	assert.Equal(t, 1, m.Get("a", build))
	assert.Equal(t, 1, m.Get("a", build), "a kept answer is not built again")
	assert.Equal(t, 2, m.Get("b", build))
	assert.Equal(t, 2, builds)
}

// A run keeps one value per pass, section and name: two sections (two
// policies of one run) or two passes never share one.
func TestSharedIsKeyedByPassSectionAndName(t *testing.T) {
	r := run.New()
	secA, secB := new(int), new(int)
	a := run.Shared[run.Memo[string, int]](r, run.Key{Pass: "hostprim", Section: secA, Name: "m"})
	assert.Same(t, a, run.Shared[run.Memo[string, int]](r, run.Key{Pass: "hostprim", Section: secA, Name: "m"}))
	assert.NotSame(t, a, run.Shared[run.Memo[string, int]](r, run.Key{Pass: "hostprim", Section: secB, Name: "m"}))
	assert.NotSame(t, a, run.Shared[run.Memo[string, int]](r, run.Key{Pass: "handoff", Section: secA, Name: "m"}))
	assert.NotSame(t, a, run.Shared[run.Memo[string, int]](r, run.Key{Pass: "hostprim", Section: secA, Name: "n"}))
	assert.NotSame(t, a, run.Shared[run.Memo[string, int]](run.New(), run.Key{Pass: "hostprim", Section: secA, Name: "m"}))
}
