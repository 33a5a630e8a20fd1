// Package weakcache shares a value that several analysis passes build from
// the same package, such as its inspector or its call skeleton.
//
// The checker runs each pass as its own action, usually one right after
// another for the same package; a Cache lets the first build the value and
// the rest reuse it. It holds values weakly, so it keeps nothing alive, and it
// carries no configuration: a Cache is safe under go vet and golangci-lint,
// which build many analyzers per process. Its callers key it by something
// that belongs to one load (a *types.Package, an inspector), so it can never
// hand one load's value to another.
package weakcache

import (
	"sync"
	"weak"
)

// Cache maps keys to weakly held values. The zero Cache is ready to use.
type Cache[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]weak.Pointer[V]
}

// Get returns the live value stored under key if ok (when not nil) accepts
// it, and otherwise builds, stores and returns a new one. build runs outside
// the lock, so passes of other packages need not wait; two passes of one
// package may both build, and either result serves.
func (c *Cache[K, V]) Get(key K, ok func(*V) bool, build func() *V) *V {
	c.mu.Lock()
	v := c.m[key].Value()
	c.mu.Unlock()
	if v != nil && (ok == nil || ok(v)) {
		return v
	}
	v = build()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[K]weak.Pointer[V]{}
	}
	// Drop entries whose value is gone, so the map stays as small as the set
	// of packages being analysed right now.
	for k, p := range c.m {
		if p.Value() == nil {
			delete(c.m, k)
		}
	}
	c.m[key] = weak.Make(v)
	return v
}
