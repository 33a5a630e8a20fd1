package weakcache

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
	"weak"

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

// eventually collects garbage until cond holds (cleanups run on their own
// goroutine after a collection), failing after a few seconds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: still not so after 5 s of collections", what)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

func TestAnEntryGoesWithItsValue(t *testing.T) {
	var c Cache[string, [64]byte]
	w := weak.Make(c.Get("a", nil, func() *[64]byte { return new([64]byte) }))
	keep := c.Get("b", nil, func() *[64]byte { return new([64]byte) })
	eventually(t, "the dropped value's entry is removed with no further Get", func() bool { return c.Len() == 1 })
	assert.Nil(t, w.Value(), "the cache held the value only weakly")
	assert.Same(t, keep, c.Get("b", nil, nil), "a value still referenced keeps its entry")
	runtime.KeepAlive(keep)
}

func TestAnAttachedValueLivesAsLongAsItsObject(t *testing.T) {
	var a Attached[[64]byte, [64]byte]
	key := new([64]byte)
	builds := 0
	build := func() *[64]byte { builds++; return new([64]byte) }
	w := weak.Make(a.Get(key, build))
	for range 3 {
		runtime.GC()
	}
	assert.NotNil(t, w.Value(), "nothing but its object holds the value, and that is enough")
	a.Get(key, build)
	assert.Equal(t, 1, builds, "the value is built once while its object lives")
	runtime.KeepAlive(key) // and not used after this
	eventually(t, "the entry goes with its object", func() bool { return a.Len() == 0 })
	eventually(t, "and so does the value", func() bool { return w.Value() == nil })
}

// Callers that ask for a key while its value is being built wait for that
// build instead of building it again; after a build panics, the next caller
// builds.
func TestConcurrentCallersShareOneBuild(t *testing.T) {
	var c Cache[string, int]
	var a Attached[int, int]
	key := new(int)
	for _, get := range map[string]func(build func() *int) *int{
		"Cache":    func(build func() *int) *int { return c.Get("k", nil, build) },
		"Attached": func(build func() *int) *int { return a.Get(key, build) },
	} {
		var builds atomic.Int32
		release := make(chan struct{})
		started := make(chan struct{})
		slow := func() *int {
			if builds.Add(1) == 1 {
				close(started)
				<-release
			}
			return new(int)
		}
		got := make(chan *int, 4)
		go func() { got <- get(slow) }()
		<-started
		for range 3 {
			go func() { got <- get(slow) }()
		}
		time.Sleep(20 * time.Millisecond) // let the others reach the build in progress
		close(release)
		first := <-got
		for range 3 {
			assert.Same(t, first, <-got)
		}
		assert.EqualValues(t, 1, builds.Load())
	}
	runtime.KeepAlive(key)

	var p Cache[string, int]
	func() {
		defer func() { _ = recover() }()
		p.Get("k", nil, func() *int { panic("broken build") })
	}()
	v := p.Get("k", nil, func() *int { return new(int) })
	assert.NotNil(t, v, "a panicked build leaves the key to the next caller")
}
