package weakcache

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGetSharesUntilRejected(t *testing.T) {
	var c Cache[string, int]
	builds := 0
	build := func() *int { builds++; v := builds; return &v }
	first := c.Get("a", nil, build)
	assert.Same(t, first, c.Get("a", nil, build), "a live value is reused")
	assert.Equal(t, 1, builds)
	other := c.Get("a", func(v *int) bool { return *v != 1 }, build)
	assert.NotSame(t, first, other, "a value ok rejects is rebuilt")
	assert.Same(t, other, c.Get("a", nil, build), "and the rebuilt value replaces it")
	assert.NotSame(t, first, c.Get("b", nil, build), "keys do not share")
}
