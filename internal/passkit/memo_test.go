package passkit

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMemoBuildsEachKeyOnce(t *testing.T) {
	var m Memo[string, int]
	builds := 0
	build := func() int { builds++; return builds }
	assert.Equal(t, 1, m.Get("a", build))
	assert.Equal(t, 1, m.Get("a", build), "a kept answer is not built again")
	assert.Equal(t, 2, m.Get("b", build))
	assert.Equal(t, 2, builds)
}
