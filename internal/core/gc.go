package core

import (
	"os"
	"runtime"
	"runtime/debug"
)

// tuneGCForAnalysis bounds the heap during analysis, unless the user set
// GOGC or GOMEMLIMIT themselves.
//
// Once loaded, the program (syntax, types, export data) stays reachable until
// the run ends: it is never garbage. With the default GOGC=100 the collector
// lets the heap grow by the size of that program before collecting, so the
// passes' short-lived allocations (per-pass inspectors, effect summaries)
// could add half again to the footprint of the load. A soft memory limit a
// quarter above what the loaded program occupies makes the collector run when
// that headroom is used up, and not before: a few more cycles than GOGC=100,
// far fewer than a lower GOGC (docs/performance/ci.md).
func tuneGCForAnalysis() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	footprint := ms.Sys - ms.HeapReleased
	debug.SetMemoryLimit(int64(footprint + max(footprint/4, 32<<20)))
}
