package passkit

import (
	"go/types"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
)

// bodySlots bounds how many pass bodies of one run are in progress at a
// time to GOMAXPROCS. The checker starts a goroutine per action, and the
// scheduler preempts a running body for the next runnable goroutine, which
// may begin another body: unbounded, dozens are in progress at once, each
// keeping its package's working state (inspector, call graph, summaries)
// alive, and the live heap the collector marks on every cycle grows with
// them. A body never waits for another action (the checker has finished
// its dependencies before it starts), so a slot is always given back.
//
// A freed slot goes to the waiting body whose package was started first,
// of a package no other slot is analysing if there is one. The checker
// runs each pass through the import graph on its own, so in the order the
// goroutines happened to run, a package's passes ran far apart: on
// KubeVirt v1.9.0, 52 packages on average (105 at most) had an inspector
// pinned (packagePins) because some but not all of their passes had run;
// oldest first, 2 on average. Two passes of one package at once would
// only wait for each other's inspector and call graph (weakcache builds
// each once).
//
// The slots also time the collections, when the driver asks (gate, from
// run.Run's CollectAt): once the heap has grown to the gate, no body
// starts until the running ones have finished, and then the collector runs
// with the passes paused. Left to itself under the driver's memory limit,
// the collector started marking early (it leaves room for what the passes
// allocate while it marks, at its quarter of the processors) and counted
// all they allocated meanwhile as live: on KubeVirt v1.9.0 the analysis
// took 2 to 4 collections, 0.44 to 1.04 s of CPU, where one collection with
// the passes paused takes about 0.25 s (docs/performance.md).
type bodySlots struct {
	mu         sync.Mutex
	free       int                    // meaningful once rank is made: the zero bodySlots is ready
	rank       map[*types.Package]int // order in which packages first asked
	running    map[*types.Package]int // bodies in progress per package
	waiting    []slotWaiter
	gate       uint64 // heap objects' bytes that start a collection; 0: never
	collecting bool   // the gate was reached: no body starts until the collection
	bodies     int    // bodies the run starts at most (0: unknown), from the first call
	started    int    // bodies started (asked for a slot) so far
	// since is the heap after the last collection (or at the first body)
	// and the bodies started by then: the rate the last stretch is judged at.
	since struct {
		heap    uint64
		started int
	}
	// heap and collect are the runtime's, replaced in tests.
	heap    func() uint64
	collect func()
}

type slotWaiter struct {
	pkg   *types.Package
	rank  int
	ready chan struct{}
}

// acquire waits for a slot for a body on pkg and returns the function that
// gives it back. gate is the run's CollectAt and bodies how many bodies the
// run starts at most (0: unknown), both read on the first call.
func (b *bodySlots) acquire(pkg *types.Package, gate uint64, bodies int) func() {
	b.mu.Lock()
	if b.rank == nil {
		b.free = runtime.GOMAXPROCS(0)
		b.rank, b.running = map[*types.Package]int{}, map[*types.Package]int{}
		b.gate, b.bodies = gate, bodies
		if gate > 0 {
			b.since.heap = b.heapBytes()
		}
	}
	b.started++
	r, ok := b.rank[pkg]
	if !ok {
		r = len(b.rank)
		b.rank[pkg] = r
	}
	if b.gate > 0 && !b.collecting {
		if heap := b.heapBytes(); heap >= b.gate && !b.lastStretch(heap) {
			b.collecting = true
			if len(b.running) == 0 {
				b.collectNow()
			}
		}
	}
	release := func() { b.release(pkg) }
	if b.free > 0 && !b.collecting {
		b.free--
		b.running[pkg]++
		b.mu.Unlock()
		return release
	}
	w := slotWaiter{pkg: pkg, rank: r, ready: make(chan struct{})}
	b.waiting = append(b.waiting, w)
	b.mu.Unlock()
	<-w.ready
	return release
}

// release gives pkg's slot back: to the next waiters (next), or, when a
// collection is due and this was the last body running, to the collector
// first.
func (b *bodySlots) release(pkg *types.Package) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.running[pkg]--; b.running[pkg] == 0 {
		delete(b.running, pkg)
	}
	b.free++
	if b.collecting && len(b.running) == 0 {
		b.collectNow()
	}
	for b.free > 0 && !b.collecting {
		i := b.next()
		if i < 0 {
			return
		}
		w := b.waiting[i]
		b.waiting = slices.Delete(b.waiting, i, i+1)
		b.free--
		b.running[w.pkg]++
		close(w.ready)
	}
}

// collectNow runs the collector while no body runs (the caller holds mu,
// so none can start). Where what the passes keep has grown so far that a
// quarter of the gate is no longer free after a collection, the gate moves
// up to leave that much: else every body would start with a collection.
func (b *bodySlots) collectNow() {
	if b.collect != nil {
		b.collect()
	} else {
		runtime.GC()
	}
	b.collecting = false
	live := b.heapBytes()
	if live > b.gate-b.gate/4 {
		b.gate = live + b.gate/4
	}
	b.since.heap, b.since.started = live, b.started
}

// lastStretch reports whether the bodies still to start would, at the
// rate the heap grew per body since the last collection, take it no more
// than an eighth of the gate above the gate: then the collection is left
// out, and the memory limit stays the backstop for a misjudged stretch.
// With the number of bodies unknown, or more started than expected, it is
// never the last stretch.
func (b *bodySlots) lastStretch(heap uint64) bool {
	left := b.bodies - b.started
	n := b.started - b.since.started
	if b.bodies == 0 || left < 0 || n <= 0 || heap < b.since.heap {
		return false
	}
	rest := (heap - b.since.heap) / uint64(n) * uint64(left)
	return heap+rest <= b.gate+b.gate/8
}

// heapBytes is the bytes of heap objects, live or not yet swept.
func (b *bodySlots) heapBytes() uint64 {
	if b.heap != nil {
		return b.heap()
	}
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// next is the index of the oldest package's waiter, preferring packages
// not in progress in another slot; -1 if none waits.
func (b *bodySlots) next() int {
	best, bestIdle := -1, false
	for i, w := range b.waiting {
		idle := b.running[w.pkg] == 0
		if best < 0 || idle && !bestIdle || idle == bestIdle && w.rank < b.waiting[best].rank {
			best, bestIdle = i, idle
		}
	}
	return best
}
