package passkit

import (
	"fmt"
	"go/types"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A freed slot goes to the waiting body of the package that first asked
// for a slot earliest.
func TestSlotsServeTheOldestPackageFirst(t *testing.T) {
	var b bodySlots
	pkgs := map[string]*types.Package{}
	for _, name := range []string{"a", "b", "c", "d"} {
		pkgs[name] = types.NewPackage("example.com/"+name, name)
		b.acquire(pkgs[name], 0, 0)() // ranks a, b, c, d
	}
	held := fill(&b, runtime.GOMAXPROCS(0)-1)
	releaseA := b.acquire(pkgs["a"], 0, 0)
	served := make(chan string, 3)
	for _, name := range []string{"d", "c", "a"} {
		go func() {
			release := b.acquire(pkgs[name], 0, 0)
			served <- name
			release()
		}()
		waitFor(t, &b, name)
	}
	releaseA()
	assert.Equal(t, "a", <-served, "a's second pass, though it asked last")
	assert.Equal(t, "c", <-served)
	assert.Equal(t, "d", <-served)
	for _, r := range held {
		r()
	}
	assert.Equal(t, runtime.GOMAXPROCS(0), b.free, "every slot came back")
}

// While a package is being analysed in one slot, a freed slot goes to
// another package's waiter though it is younger.
func TestSlotsPreferAPackageNotInProgress(t *testing.T) {
	var b bodySlots
	a, c := types.NewPackage("example.com/a", "a"), types.NewPackage("example.com/c", "c")
	releaseA := b.acquire(a, 0, 0)
	held := fill(&b, runtime.GOMAXPROCS(0)-1)
	served := make(chan string, 2)
	for _, p := range []*types.Package{a, c} {
		go func() {
			release := b.acquire(p, 0, 0)
			served <- p.Name()
			release()
		}()
		waitFor(t, &b, p.Name())
	}
	if len(held) > 0 {
		held[0]()
		assert.Equal(t, "c", <-served, "a is in progress in another slot")
		releaseA()
		assert.Equal(t, "a", <-served)
	} else { // one slot: a's is the only one to free
		releaseA()
		assert.Equal(t, "a", <-served)
		assert.Equal(t, "c", <-served)
	}
	for _, r := range held[min(1, len(held)):] {
		r()
	}
}

// fill takes n slots for packages of their own.
func fill(b *bodySlots, n int) []func() {
	var held []func()
	for i := range n {
		held = append(held, b.acquire(types.NewPackage(fmt.Sprint("example.com/other", i), "other"), 0, 0))
	}
	return held
}

// waitFor waits until a body of package name is waiting for a slot.
func waitFor(t *testing.T, b *bodySlots, name string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		b.mu.Lock()
		for _, w := range b.waiting {
			if w.pkg.Name() == name {
				b.mu.Unlock()
				return
			}
		}
		b.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatalf("%s never waited for a slot", name)
		}
		time.Sleep(time.Millisecond)
	}
}

// Once the heap reaches the gate, no body starts until those running have
// finished and the collector has run; then the waiting bodies start.
func TestSlotsCollectWithThePassesPaused(t *testing.T) {
	heap := uint64(0)
	var log []string
	b := bodySlots{heap: func() uint64 { return heap }}
	b.collect = func() {
		log = append(log, fmt.Sprintf("collect, %d running", len(b.running)))
		heap = 0
	}
	a, c := types.NewPackage("example.com/a", "a"), types.NewPackage("example.com/c", "c")
	releaseA := b.acquire(a, 100, 0)
	heap = 100
	started, done := make(chan string, 1), make(chan struct{})
	go func() {
		release := b.acquire(c, 100, 0)
		started <- "c"
		release()
		close(done)
	}()
	waitFor(t, &b, "c")
	assert.Empty(t, log, "a still runs")
	select {
	case <-started:
		t.Fatal("c started before the collection, though a slot was free")
	default:
	}
	releaseA()
	assert.Equal(t, "c", <-started)
	assert.Equal(t, []string{"collect, 0 running"}, log)
	<-done
	assert.Equal(t, runtime.GOMAXPROCS(0), b.free, "every slot came back")
}

// A body that finds the gate reached while no other body runs collects at
// once and starts: there is nobody to wait for.
func TestSlotsCollectAtOnceWhenIdle(t *testing.T) {
	heap, collections := uint64(150), 0
	b := bodySlots{heap: func() uint64 { return heap }, collect: func() { collections++; heap = 0 }}
	release := b.acquire(types.NewPackage("example.com/a", "a"), 100, 0)
	assert.Equal(t, 1, collections)
	release()
	b.acquire(types.NewPackage("example.com/b", "b"), 100, 0)()
	assert.Equal(t, 1, collections, "the heap is below the gate again")
	assert.Equal(t, runtime.GOMAXPROCS(0), b.free)
}

// Without a gate (go vet, golangci-lint, tests) the slots never collect.
func TestSlotsWithoutGateNeverCollect(t *testing.T) {
	collections := 0
	b := bodySlots{heap: func() uint64 { return 1 << 40 }, collect: func() { collections++ }}
	b.acquire(types.NewPackage("example.com/a", "a"), 0, 0)()
	assert.Zero(t, collections)
}

// When a collection leaves less than a quarter of the gate free (the
// passes keep more than the gate allowed for), the gate moves up, so that
// the next body does not start with a collection again.
func TestSlotsGateMovesUpWhenLittleIsFreed(t *testing.T) {
	heap, collections := uint64(100), 0
	b := bodySlots{heap: func() uint64 { return heap }, collect: func() { collections++; heap = 90 }}
	b.acquire(types.NewPackage("example.com/a", "a"), 100, 0)()
	assert.Equal(t, 1, collections)
	assert.Equal(t, uint64(115), b.gate, "90 live, and a quarter of the old gate above it")
	b.acquire(types.NewPackage("example.com/b", "b"), 100, 0)()
	assert.Equal(t, 1, collections, "the next body starts without a collection")

	// A collection that frees enough leaves the gate where it is.
	heap = 100
	c := bodySlots{heap: func() uint64 { return heap }, collect: func() { collections++; heap = 60 }}
	c.acquire(types.NewPackage("example.com/c", "c"), 100, 0)()
	assert.Equal(t, 2, collections)
	assert.Equal(t, uint64(100), c.gate)
}

// In the run's last stretch the gate does not collect. The heap reaches
// the gate (180) as the 19th body starts, having grown by about 9 a body
// (180/19): with 2 bodies left it would end near 198, within an eighth of
// the gate (202) above it. With 5 left (225), the number of bodies
// unknown, or more started than the run said there would be, it collects.
func TestSlotsLeaveOutTheLastStretchsCollection(t *testing.T) {
	cases := []struct {
		name        string
		bodies      int
		collections int
	}{
		{"two bodies left", 21, 0},
		{"five bodies left", 24, 1},
		{"unknown", 0, 1},
		{"more started than expected", 18, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			heap, collections := uint64(0), 0
			b := bodySlots{heap: func() uint64 { return heap }, collect: func() { collections++; heap = 0 }}
			for i := range 19 {
				heap = uint64(10 * i)
				b.acquire(types.NewPackage(fmt.Sprint("example.com/p", i), "p"), 180, tc.bodies)()
			}
			assert.Equal(t, tc.collections, collections)
		})
	}
}
