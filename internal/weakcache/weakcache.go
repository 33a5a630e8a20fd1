// Package weakcache shares a value that several analysis passes build from
// the same package, such as its inspector, its call graph or its solver
// skeleton.
//
// The checker runs each pass as its own action, usually one right after
// another for the same package; a Cache lets the first build the value and
// the rest reuse it. It holds values weakly, so it keeps nothing alive, and it
// carries no configuration: a Cache is safe under go vet and golangci-lint,
// which build many analyzers per process. Its callers key it by something
// that belongs to one load (a *types.Package, a call graph), so it can never
// hand one load's value to another.
//
// Neither type ever reads a weak pointer other than the one asked for: a
// weak pointer read while the collector marks makes its value live for that
// cycle, so a sweep of the entries on every build (as this package once did)
// kept every value of a run alive while the analysis allocated, which was
// nearly all the time. Entries go when their object is collected instead
// (runtime.AddCleanup).
package weakcache

import (
	"runtime"
	"sync"
	"weak"
)

// Cache maps keys to weakly held values. The zero Cache is ready to use.
type Cache[K comparable, V any] struct {
	mu       sync.Mutex
	m        map[K]weak.Pointer[V]
	building map[K]*flight[V]
}

// flight is a build in progress: callers that ask for its key meanwhile
// wait for it instead of building the same value again. Two passes of one
// package often start together (passkit serves a package's passes one
// after another, on as many cores as there are), and on KubeVirt v1.9.0 35
// of 399 inspectors, with their call graphs, were built twice.
type flight[V any] struct {
	done chan struct{}
	val  *V // nil when the build panicked
}

// join returns the build of key in progress, or registers a new one (own).
func join[K comparable, V any](building *map[K]*flight[V], key K) (f *flight[V], own bool) {
	if f := (*building)[key]; f != nil {
		return f, false
	}
	if *building == nil {
		*building = map[K]*flight[V]{}
	}
	f = &flight[V]{done: make(chan struct{})}
	(*building)[key] = f
	return f, true
}

// entry is what a value's cleanup removes: its key, while the key still
// maps to it.
type entry[K comparable, V any] struct {
	key K
	val weak.Pointer[V]
}

// Get returns the live value stored under key if ok (when not nil) accepts
// it, and otherwise builds, stores and returns a new one. build runs outside
// the lock, so passes of other packages need not wait; a caller that asks
// for a key while another builds it waits for that build.
func (c *Cache[K, V]) Get(key K, ok func(*V) bool, build func() *V) *V {
	accept := func(v *V) bool { return v != nil && (ok == nil || ok(v)) }
	c.mu.Lock()
	if v := c.m[key].Value(); accept(v) {
		c.mu.Unlock()
		return v
	}
	f, own := join(&c.building, key)
	c.mu.Unlock()
	if !own {
		<-f.done
		if accept(f.val) {
			return f.val
		}
		return c.store(key, build())
	}
	defer func() {
		c.mu.Lock()
		delete(c.building, key)
		c.mu.Unlock()
		close(f.done)
	}()
	f.val = c.store(key, build())
	return f.val
}

// store makes v the value of key.
func (c *Cache[K, V]) store(key K, v *V) *V {
	w := weak.Make(v)
	c.mu.Lock()
	if c.m == nil {
		c.m = map[K]weak.Pointer[V]{}
	}
	c.m[key] = w
	c.mu.Unlock()
	runtime.AddCleanup(v, c.drop, entry[K, V]{key, w})
	return v
}

func (c *Cache[K, V]) drop(e entry[K, V]) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m[e.key] == e.val {
		delete(c.m, e.key)
	}
}

// Len is the number of entries, for tests.
func (c *Cache[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// Attached maps objects, held weakly, to values that live as long as their
// object: what passes derive from a shared value (a solver skeleton from a
// call graph) lives exactly as long as that value, however far apart the
// passes that use it run. A value must not point to its object, or neither
// is ever collected. The zero Attached is ready to use.
type Attached[K, V any] struct {
	mu       sync.Mutex
	m        map[weak.Pointer[K]]*V
	building map[weak.Pointer[K]]*flight[V]
}

// Get returns the value attached to key, building and attaching it on
// first use. build runs outside the lock; a caller that asks while another
// builds waits for that build.
func (a *Attached[K, V]) Get(key *K, build func() *V) *V {
	w := weak.Make(key)
	for {
		a.mu.Lock()
		if v := a.m[w]; v != nil {
			a.mu.Unlock()
			return v
		}
		f, own := join(&a.building, w)
		a.mu.Unlock()
		if own {
			return a.build(key, w, f, build)
		}
		<-f.done
		// Attached on success; after a panic, build again.
	}
}

func (a *Attached[K, V]) build(key *K, w weak.Pointer[K], f *flight[V], build func() *V) *V {
	defer func() {
		a.mu.Lock()
		delete(a.building, w)
		a.mu.Unlock()
		close(f.done)
	}()
	v := build()
	a.mu.Lock()
	if a.m == nil {
		a.m = map[weak.Pointer[K]]*V{}
	}
	a.m[w] = v
	a.mu.Unlock()
	runtime.AddCleanup(key, a.drop, w)
	return v
}

func (a *Attached[K, V]) drop(w weak.Pointer[K]) {
	a.mu.Lock()
	defer a.mu.Unlock()
	delete(a.m, w)
}

// Len is the number of entries, for tests.
func (a *Attached[K, V]) Len() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.m)
}
