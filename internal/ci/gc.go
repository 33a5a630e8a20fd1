package ci

import (
	"os"
	"runtime"
	"runtime/debug"
)

// analysisGCPercent is the GC target used while the passes run.
//
// Once loaded, the program (syntax, types, export data) stays reachable until
// the run ends: it is never garbage. With the default GOGC=100 the collector
// lets the heap grow by the size of that program before collecting, so the
// per-package inspectors and short-lived allocations of the passes could
// double the footprint of a run. Measured on KubeVirt v1.9.0, analysis
// allocates about 1.3× the loaded heap; collecting every quarter of the live
// heap costs a few GC cycles and keeps the peak near what is live
// (docs/performance/ci.md).
const analysisGCPercent = 25

// tuneGCForAnalysis collects the load's garbage and lowers the GC target for
// the analysis phase, unless the user set GOGC themselves.
func tuneGCForAnalysis() {
	if os.Getenv("GOGC") != "" {
		return
	}
	runtime.GC()
	debug.SetGCPercent(analysisGCPercent)
}
