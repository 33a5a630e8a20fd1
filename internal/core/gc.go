package core

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"

	"golang.org/x/tools/go/packages"
)

// tuneGCForAnalysis bounds the heap during analysis, unless the user set
// GOGC or GOMEMLIMIT themselves. It returns the heap size at which the
// passes let the collector run (run.Run's CollectAt; 0: leave it to the
// runtime) and a function that restores the collector's settings.
//
// Once loaded, the program (syntax, types, export data) stays reachable until
// the run ends: it is never garbage. With the default GOGC=100 the collector
// lets the heap grow by the size of that program before collecting, so the
// passes' short-lived allocations (inspectors, effect summaries) could add
// nearly as much again to the footprint of the load (docs/performance/ci.md).
//
// So the passes time the collections themselves (passkit's bodySlots): once
// the heap objects reach collectAt, no pass body starts until the running
// ones finish, and the collector runs with the passes paused, on every
// processor, counting only what is live. collectAt is the live heap after
// loading plus 60%: on KubeVirt v1.9.0 (267 MB live; the passes allocate
// about 280 MB and keep about 30) that is one collection, with a peak about
// 1.2x the null analyzer's. The runtime's own pacing is off meanwhile
// (GOGC=off): under a soft memory limit a quarter above the loaded footprint
// it started marking early, at a quarter of the processors, and counted
// what the passes allocated meanwhile as live, which took 2 to 4
// collections (docs/performance.md). The limit stays, above collectAt, as
// the backstop for a body that allocates far past it.
func tuneGCForAnalysis() (collectAt uint64, restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return 0, func() {}
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	footprint := ms.Sys - ms.HeapReleased
	// HeapAlloc is the counter the slots compare collectAt with (runtime/metrics'
	// /memory/classes/heap/objects:bytes): live objects and dead ones not yet swept.
	collectAt = ms.HeapAlloc + ms.HeapAlloc*3/5
	// The backstop: a quarter above the footprint the heap has at collectAt.
	limit := footprint + (collectAt - ms.HeapAlloc) + footprint/4
	oldLimit := debug.SetMemoryLimit(int64(limit))
	oldPercent := debug.SetGCPercent(-1)
	return collectAt, func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}
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

// dropPassInputs returns the run's Finished hook (run.Run): once every
// pass has finished with a package, it drops what only the passes read.
//
// The type checker's maps (Types, Uses, Defs, Selections, …) are about a
// third of the loaded program's heap, pointers all through, and nothing
// reads them after the passes: findings are placed and fingerprinted from
// positions and the files' declarations and comments, and importers see a
// package through its types.Package and its facts (docs/performance.md,
// session 54).
//
// The statements of its functions are most of the rest of its syntax, and
// after the passes nothing reads them either: what a finding needs of a
// file is where each declaration starts and ends, its names and its
// comments (the enclosing declaration, a directive's subject, a generated
// file's header), so each function keeps its declaration and the braces
// of an empty body. So each collection the passes pause for marks less, and
// what the passes allocate after it has more room before the next.
func dropPassInputs(pkgs []*packages.Package) func(*types.Package) {
	byTypes := make(map[*types.Package]*packages.Package, len(pkgs))
	for _, p := range pkgs {
		byTypes[p.Types] = p
	}
	return func(t *types.Package) {
		p := byTypes[t]
		if p == nil {
			return
		}
		if p.TypesInfo != nil {
			*p.TypesInfo = types.Info{}
		}
		for _, f := range p.Syntax {
			dropBodies(f)
		}
	}
}

// dropBodies empties the bodies of f's functions, declared ones and the
// literals package-level variables are initialised with, keeping their
// braces.
func dropBodies(f *ast.File) {
	empty := func(b *ast.BlockStmt) *ast.BlockStmt {
		return &ast.BlockStmt{Lbrace: b.Lbrace, Rbrace: b.Rbrace}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Body != nil {
				d.Body = empty(d.Body)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				vs, ok := s.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for _, v := range vs.Values {
					if lit, ok := v.(*ast.FuncLit); ok {
						lit.Body = empty(lit.Body)
					}
				}
			}
		}
	}
}
