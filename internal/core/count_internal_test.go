package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCount(t *testing.T) {
	assert.Equal(t, "0 new findings", count(0, "new finding", "new findings"))
	assert.Equal(t, "1 new finding", count(1, "new finding", "new findings"))
	assert.Equal(t, "16 new findings", count(16, "new finding", "new findings"))
	assert.Equal(t, "1 stale policy entry", count(1, "stale policy entry", "stale policy entries"))
	assert.Equal(t, "3 stale policy entries", count(3, "stale policy entry", "stale policy entries"))
}
