package lazy_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/lazy"
)

var built int

var counted = lazy.Value[int]{New: func() int { built++; return 42 }}

func TestValueBuildsOnceOnFirstGet(t *testing.T) {
	assert.Equal(t, 0, built, "declaring the value must not build it")
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() { defer wg.Done(); assert.Equal(t, 42, counted.Get()) }()
	}
	wg.Wait()
	assert.Equal(t, 1, built)
}
