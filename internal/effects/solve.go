package effects

import (
	"container/heap"
	"go/token"
	"maps"
)

// graph is a package's static call graph as the solver sees it: node i is a
// function of the package with a body; callees[i] are the distinct
// same-package functions it references (itself excluded); init[i] holds the
// witnesses i has without following same-package calls — its direct effects
// and the effects of functions of other packages it calls.
type graph struct {
	callees [][]int
	callAt  [][]token.Pos // callAt[i][j]: where i first calls callees[i][j]
	// callName[i][j]: how witnesses name that call's callee (the dispatch
	// for a call through an interface)
	callName [][]string
	// comps are the strongly connected components of callees, callees
	// first (flow.Components): the skeleton's, made once for every pass.
	comps [][]int
	init  []map[string]*link
}

// solve returns, for every node and effect, the least witness over all call
// paths (link.cmp order). It takes the strongly connected components of the
// call graph callees first (the flow engine's Components, in the skeleton),
// so every callee outside a component is final before the component is
// solved; it solves each
// component by Dijkstra per effect (its own fixed point, no round cap): extending a witness by one caller makes
// it strictly longer, hence greater, and preserves order, like a
// non-negative edge weight. Time is O((V+E) log V) per effect plus the
// comparisons of equally long chains, which stop at a shared tail; the old
// whole-package fixed point was quadratic or worse and depended on
// declaration order.
//
// A node that reaches nothing keeps a nil map: most functions of a package
// reach none of a pass's effects.
func solve(g *graph) []map[string]*link {
	n := len(g.callees)
	best := make([]map[string]*link, n)
	for i := range best {
		best[i] = maps.Clone(g.init[i])
	}
	callers := make([][]caller, n) // within a component only
	inComp := make([]int, n)
	for _, comp := range g.comps {
		for _, v := range comp {
			inComp[v] = comp[0] + 1
		}
		for _, v := range comp {
			for j, c := range g.callees[v] {
				if inComp[c] == comp[0]+1 {
					callers[c] = append(callers[c], caller{v, g.callAt[v][j], g.callName[v][j]})
					continue
				}
				for k, l := range best[c] {
					offerAt(&best[v], k, l.prepend(g.callName[v][j], g.callAt[v][j]))
				}
			}
		}
		if len(comp) == 1 {
			continue
		}
		keys := map[string]bool{}
		for _, v := range comp {
			for k := range best[v] {
				keys[k] = true
			}
		}
		for k := range keys {
			dijkstra(g, comp, callers, best, k)
		}
	}
	return best
}

func offer(m map[string]*link, k string, l *link) bool {
	if old, ok := m[k]; ok && old.cmp(l) <= 0 {
		return false
	}
	m[k] = l
	return true
}

// offerAt is offer into *m, made when nil.
func offerAt(m *map[string]*link, k string, l *link) bool {
	if *m == nil {
		*m = map[string]*link{}
	}
	return offer(*m, k, l)
}

// dijkstra settles effect k inside one component, from the witnesses its
// members already have.
// caller is a call from function v at pos.
type caller struct {
	v    int
	pos  token.Pos
	name string // the callee as this call names it
}

func dijkstra(g *graph, comp []int, callers [][]caller, best []map[string]*link, k string) {
	q := &queue{}
	for _, v := range comp {
		if l, ok := best[v][k]; ok {
			heap.Push(q, item{v, l})
		}
	}
	done := map[int]bool{}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if done[it.v] || best[it.v][k] != it.l {
			continue
		}
		done[it.v] = true
		for _, u := range callers[it.v] {
			if done[u.v] {
				continue
			}
			if l := it.l.prepend(u.name, u.pos); offerAt(&best[u.v], k, l) {
				heap.Push(q, item{u.v, l})
			}
		}
	}
}

type item struct {
	v int
	l *link
}

type queue []item

func (q queue) Len() int           { return len(q) }
func (q queue) Less(i, j int) bool { return q[i].l.cmp(q[j].l) < 0 }
func (q queue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)        { *q = append(*q, x.(item)) }
func (q *queue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
