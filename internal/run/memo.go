package run

import "sync"

// Memo keeps a run's answers by key, for what every package of a run
// computes again from the same policy section and the same dependency (a
// type's resolved paths, a key package's constants). A pass gets its memos
// from its Run (Shared), so they live exactly as long as the run. It is
// safe for concurrent use; the zero Memo is ready.
type Memo[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// Get returns the answer kept for k, or builds and keeps it. build runs
// outside the lock, so packages need not wait for each other; two may both
// build one answer, and either serves, so build must give the same answer
// each time.
func (m *Memo[K, V]) Get(k K, build func() V) V {
	m.mu.Lock()
	v, ok := m.m[k]
	m.mu.Unlock()
	if ok {
		return v
	}
	v = build()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[K]V{}
	}
	m.m[k] = v
	return v
}
