package core

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// tuneGCForAnalysis bounds the heap during analysis, unless the user set
// GOGC or GOMEMLIMIT themselves.
//
// Once loaded, the program (syntax, types, export data) stays reachable until
// the run ends: it is never garbage. With the default GOGC=100 the collector
// lets the heap grow by the size of that program before collecting, so the
// passes' short-lived allocations (per-pass inspectors, effect summaries)
// could add nearly as much again to the footprint of the load. A soft memory
// limit a quarter above what the loaded program occupies makes the
// collector run when that headroom is used up, and not before: a few more
// cycles than GOGC=100, far fewer than a lower GOGC (docs/performance/ci.md).
// The headroom must hold what the analysis keeps (facts, results) with room
// to spare, or the collector runs nearly all the time. While the analysis
// kept about 110 MB on KubeVirt v1.9.0 (its live heap grew from about 270 to
// about 380 MB), a quarter cost about 5 s of CPU in 26 collections and two
// fifths was needed; since the passes keep about 32 MB and allocate about
// 270 MB in all, a quarter takes one or two collections, and two
// fifths let the peak reach 1.3-1.4x the null analyzer's, over the 1.3x goal
// (docs/performance.md).
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

// gcMetrics are the runtime's counters that say what the passes cost the
// collector: what they allocated, how many cycles that took, and the CPU
// time the collector spent (background marking and the allocators'
// assists). Unlike timings, the allocation figure does not depend on the
// machine's load; -v prints them for the analysis.
type gcMetrics struct {
	allocs, cycles uint64
	gcCPU          float64
}

func readGCMetrics() gcMetrics {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}, {Name: "/cpu/classes/gc/total:cpu-seconds"}}
	metrics.Read(s)
	var m gcMetrics
	if s[0].Value.Kind() == metrics.KindUint64 {
		m.allocs = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		m.cycles = s[1].Value.Uint64()
	}
	if s[2].Value.Kind() == metrics.KindFloat64 {
		m.gcCPU = s[2].Value.Float64()
	}
	return m
}

// since renders what happened between m0 and m.
func (m gcMetrics) since(m0 gcMetrics) string {
	return fmt.Sprintf("allocated %d MB, %d GC cycles, GC %.2f s CPU", (m.allocs-m0.allocs)>>20, m.cycles-m0.cycles, m.gcCPU-m0.gcCPU)
}
