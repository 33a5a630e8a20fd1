package flow

import "slices"

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
