package flow

import (
	"go/types"
	"slices"
)

// SolveComponents calls solve for each strongly connected component of the
// call graph (node v calls callees[v]), callees first: when solve runs,
// every component the component calls into is final. solve gets the
// component's members and, for each member, its callers inside the
// component (inner[v]); it must bring the component to its own fixed point.
func SolveComponents(callees [][]int, solve func(comp []int, inner func(v int) []int)) {
	callers := make([][]int, len(callees)) // within a component only
	compOf := make([]int, len(callees))
	inner := func(v int) []int { return callers[v] }
	for ci, comp := range Components(callees) {
		for _, v := range comp {
			compOf[v] = ci + 1
		}
		for _, v := range comp {
			for _, c := range callees[v] {
				if compOf[c] == ci+1 && !slices.Contains(callers[c], v) {
					callers[c] = append(callers[c], v)
				}
			}
		}
		solve(comp, inner)
	}
}

// Solve solves an interprocedural problem whose facts are per-function
// summaries: it visits the call graph's components callees first and each
// component's members with a worklist, in ascending node order first, then
// every member that calls one whose visit reported a change, until no
// visit does. There is no round cap: visit must report a change only when
// a summary grew in a finite lattice. A caller-first chain of any length
// is solved in one visit per function.
func Solve(callees [][]int, visit func(v int) (changed bool)) {
	SolveComponents(callees, func(comp []int, inner func(int) []int) {
		members := slices.Sorted(slices.Values(comp))
		if len(members) == 1 && len(inner(members[0])) == 0 {
			visit(members[0]) // no self-call: nothing to iterate
			return
		}
		at := make(map[int]int, len(members))
		for i, v := range members {
			at[v] = i
		}
		Iterate(len(members), func(i int, requeue func(int)) {
			if !visit(members[i]) {
				return
			}
			for _, u := range inner(members[i]) {
				requeue(at[u])
			}
		})
	})
}

// SolveFuncs solves a per-function summary problem over fns, functions of
// the package with bodies, on the call graph's edges between them: visit(fn)
// adds to fn's summary what its body makes of its callees' summaries and
// reports whether the summary grew. Summaries of functions outside fns (no
// site that could grow them, another package's facts, configuration) must
// be final before the solve. A check whose facts are handed on from callee
// to caller through parameters (a helper that writes through its argument,
// a path parameter, an enum parameter) solves here rather than sweeping
// every site until a sweep changes nothing: the solve visits a function
// once its callees are final, and again only when a callee of its own
// cycle grew.
func (g *CallGraph) SolveFuncs(fns []*types.Func, visit func(fn *types.Func) (changed bool)) {
	at := make(map[*types.Func]int, len(fns))
	for i, fn := range fns {
		at[fn] = i
	}
	callees := make([][]int, len(fns))
	for i, fn := range fns {
		for _, e := range g.Calls[fn] {
			if j, ok := at[e.Callee]; ok && !slices.Contains(callees[i], j) {
				callees[i] = append(callees[i], j)
			}
		}
	}
	Solve(callees, func(v int) bool { return visit(fns[v]) })
}

// Sites are the places in the package's functions whose visit may grow the
// summary of the function they stand in (a call that hands a parameter
// on), grouped by that function in the order they were added.
type Sites[S any] struct {
	fns []*types.Func
	by  map[*types.Func][]S
}

// Add records site in fn.
func (s *Sites[S]) Add(fn *types.Func, site S) {
	if s.by == nil {
		s.by = map[*types.Func][]S{}
	}
	if _, ok := s.by[fn]; !ok {
		s.fns = append(s.fns, fn)
	}
	s.by[fn] = append(s.by[fn], site)
}

// SolveSites runs SolveFuncs over the functions that have sites: a
// function's visit visits each of its sites, in order, and its summary
// grew when any site's visit says so.
func SolveSites[S any](g *CallGraph, s *Sites[S], visit func(fn *types.Func, site S) (grew bool)) {
	g.SolveFuncs(s.fns, func(fn *types.Func) bool {
		grew := false
		for _, site := range s.by[fn] {
			if visit(fn, site) {
				grew = true
			}
		}
		return grew
	})
}
