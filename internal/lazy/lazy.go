// Package lazy holds package-level values that are built on first use and
// cost nothing at start-up.
//
// Why it exists: go vet starts kvlint once per package, about two thousand
// processes for KubeVirt, and each one runs every package's init function.
// A package-level regexp.MustCompile, strings.NewReplacer, map literal or
// sync.OnceValue is code in that init function: it runs, allocates, and
// faults the package's code pages into the process even when go vet never
// calls the package (the map, SARIF and baseline code of the command line).
// A Value declared with a function literal that captures nothing is static
// data instead: the linker lays it out, and no init code exists.
package lazy

import "sync"

// Value is a T built by New on the first Get. Declare it as a
// package-level variable with a composite literal whose New captures
// nothing, so that it is statically initialised.
type Value[T any] struct {
	New  func() T
	once sync.Once
	v    T
}

// Get returns the value, building it on the first call. It is safe for
// concurrent use.
func (l *Value[T]) Get() T {
	l.once.Do(func() { l.v = l.New() })
	return l.v
}
