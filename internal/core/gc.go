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
// could add nearly as much again to the footprint of the load. A soft memory
// limit half again above what the loaded program occupies makes the collector
// run when that headroom is used up, and not before: a few more cycles than
// GOGC=100, far fewer than a lower GOGC (docs/performance/ci.md). The
// headroom must hold what the analysis keeps (facts, results, inspectors:
// about 110 MB on KubeVirt v1.9.0, for a loaded program of about 270 MB) with
// room to spare, or the collector runs nearly all the time: a quarter above,
// enough while every dependency's export data stayed loaded, cost about 5 s
// of CPU in 26 collections once only what is needed was read (25.3 s against
// 21.7 s of CPU, 23 collections, 504 against 574 MiB peak; GOGC=100 without a
// limit 20.0 s, 677 MiB; one run each at load average 12 to 19).
func tuneGCForAnalysis() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	footprint := ms.Sys - ms.HeapReleased
	debug.SetMemoryLimit(int64(footprint + max(footprint/2, 32<<20)))
}
