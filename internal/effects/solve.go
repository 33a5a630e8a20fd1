package effects

import (
	"container/heap"
	"go/token"
)

// graph is a package's static call graph as the solver sees it: node i is a
// function of the package with a body; callees[i] are the distinct
// same-package functions it references (itself excluded); init[i] holds the
// witnesses i has without following same-package calls — its direct effects
// and the effects of functions of other packages it calls.
type graph struct {
	names   []string
	callees [][]int
	callAt  [][]token.Pos // callAt[i][j]: where i first calls callees[i][j]
	init    []map[string]*link
}

// solve returns, for every node and effect, the least witness over all call
// paths (link.cmp order). It visits the strongly connected components
// of the call graph callees first (Tarjan), so every callee outside a
// component is final before the component is solved, and solves each
// component by Dijkstra per effect: extending a witness by one caller makes
// it strictly longer, hence greater, and preserves order, like a
// non-negative edge weight. Time is O((V+E) log V) per effect plus the
// comparisons of equally long chains, which stop at a shared tail; the old
// whole-package fixed point was quadratic or worse and depended on
// declaration order.
func solve(g *graph) []map[string]*link {
	best := make([]map[string]*link, len(g.names))
	for i := range best {
		best[i] = map[string]*link{}
		for k, l := range g.init[i] {
			best[i][k] = l
		}
	}
	callers := make([][]caller, len(g.names)) // within a component only
	inComp := make([]int, len(g.names))
	for _, comp := range sccs(g.callees) {
		for _, v := range comp {
			inComp[v] = comp[0] + 1
		}
		for _, v := range comp {
			for j, c := range g.callees[v] {
				if inComp[c] == comp[0]+1 {
					callers[c] = append(callers[c], caller{v, g.callAt[v][j]})
					continue
				}
				for k, l := range best[c] {
					offer(best[v], k, l.prepend(g.names[c], g.callAt[v][j]))
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

// dijkstra settles effect k inside one component, from the witnesses its
// members already have.
// caller is a call from function v at pos.
type caller struct {
	v   int
	pos token.Pos
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
			if l := it.l.prepend(g.names[it.v], u.pos); offer(best[u.v], k, l) {
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

// sccs returns the strongly connected components of the graph, each
// component after every component it calls into (Tarjan's algorithm, with an
// explicit stack: a call chain of many thousand functions must not recurse
// that deep).
func sccs(callees [][]int) [][]int {
	n := len(callees)
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var out [][]int
	var s []int
	next := 0
	type frame struct{ v, i int }
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		work := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		s = append(s, root)
		onStack[root] = true
		for len(work) > 0 {
			f := &work[len(work)-1]
			if f.i < len(callees[f.v]) {
				w := callees[f.v][f.i]
				f.i++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					s = append(s, w)
					onStack[w] = true
					work = append(work, frame{w, 0})
				} else if onStack[w] && index[w] < low[f.v] {
					low[f.v] = index[w]
				}
				continue
			}
			v := f.v
			work = work[:len(work)-1]
			if len(work) > 0 {
				if p := work[len(work)-1].v; low[v] < low[p] {
					low[p] = low[v]
				}
			}
			if low[v] == index[v] {
				var comp []int
				for {
					w := s[len(s)-1]
					s = s[:len(s)-1]
					onStack[w] = false
					comp = append(comp, w)
					if w == v {
						break
					}
				}
				out = append(out, comp)
			}
		}
	}
	return out
}
