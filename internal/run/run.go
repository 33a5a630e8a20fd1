// Package run holds what one run of kvlint's passes shares between the
// packages it analyses: the memos and indexes that every package would
// otherwise compute again from the same policy section, and what the passes
// tell the driver beyond their diagnostics (each finding's subject, the
// findings a directive suppressed).
//
// A Run belongs to the driver that creates it, and lives exactly as long as
// the driver's run:
//
//   - kvlint, kvlint ci and kvlint map (internal/core): one invocation;
//   - go vet -vettool (cmd/kvlint/vet.go): one process, which analyses one
//     package;
//   - golangci-lint (plugin/): one plugin instance, that is one
//     golangci-lint run.
//
// A pass built without one (a test that builds its analyzer directly) gets
// a Run of its own analyzer instance.
//
// Nothing run-scoped may hang off a decoded policy section instead: the
// policy cache keeps decoded policies for the life of the process, and a
// memo keyed by *types.Package there would keep every package of every run
// alive.
package run

import (
	"go/types"
	"sync"
)

// Run is one driver run. The zero Run is not ready; use New.
type Run struct {
	mu    sync.Mutex
	memos map[Key]any
	notes notes
	// CollectAt, when not zero, is the heap size (bytes of heap objects) at
	// which the passes pause to let the collector run: the driver that tunes
	// the collector for its run sets it before the analysis starts
	// (passkit's bodySlots).
	CollectAt uint64
	// Packages, when not zero, is how many packages the passes analyse at
	// most (the driver's packages loaded from source): with the number of
	// passes, it tells the passes when the run is in its last stretch,
	// where a collection would free memory nobody needs any more
	// (passkit's bodySlots).
	Packages int
	// Finished, when not nil, is called once every pass built on the run
	// has finished with a package (passkit's packagePins), unless the
	// passes collect sites for kvlint map, whose own analyzer reads the
	// package beside them. The driver that loaded the package may then
	// drop what only the passes read (internal/core: the type checker's
	// maps).
	Finished func(*types.Package)
}

// New returns an empty run.
func New() *Run { return &Run{memos: map[Key]any{}} }

// Key names one memo of a run: the pass that keeps it, the decoded policy
// section it is computed from (so two policies of one run, a nested
// .kvlint.yaml, keep two), and the memo's name within the pass.
type Key struct {
	Pass    string
	Section any // a decoded policy.Section (a pointer), or nil
	Name    string
}

// Shared returns the run's value of type T under k, created (zero) on first
// use. T carries its own locking: packages of a run are analysed in
// parallel.
func Shared[T any](r *Run, k Key) *T {
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.memos[k].(*T); ok {
		return v
	}
	v := new(T)
	r.memos[k] = v
	return v
}
