package flow

// Components returns the strongly connected components of the graph whose
// node v calls callees[v], each component after every component it calls
// into (Tarjan's algorithm, with an explicit stack: a call chain of many
// thousand functions must not recurse that deep).
func Components(callees [][]int) [][]int {
	n := len(callees)
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	// Every node is in one component, and a component is the top of the
	// stack when it is found: the components are parts of one array.
	all := make([]int, 0, n)
	out := make([][]int, 0, n)
	var s []int
	next := 0
	type frame struct{ v, i int }
	push := func(v int) frame {
		index[v], low[v] = next, next
		next++
		s = append(s, v)
		onStack[v] = true
		return frame{v, 0}
	}
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		work := []frame{push(root)}
		for len(work) > 0 {
			f := &work[len(work)-1]
			if f.i < len(callees[f.v]) {
				w := callees[f.v][f.i]
				f.i++
				if index[w] < 0 {
					work = append(work, push(w))
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
				start := len(all)
				for {
					w := s[len(s)-1]
					s = s[:len(s)-1]
					onStack[w] = false
					all = append(all, w)
					if w == v {
						break
					}
				}
				out = append(out, all[start:len(all):len(all)])
			}
		}
	}
	return out
}
