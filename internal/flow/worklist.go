package flow

// Iterate runs visit on the nodes 0..n-1 in order, then on every node a
// visit requeued, until no node is queued; a node already queued is not
// queued twice. Termination is the caller's: visit may requeue only when a
// fact grew (or shrank) in a finite lattice, so there is no round cap that
// could cut a long propagation short.
func Iterate(n int, visit func(i int, requeue func(j int))) {
	queued := make([]bool, n)
	queue := make([]int, n)
	for i := range queue {
		queue[i] = i
		queued[i] = true
	}
	requeue := func(j int) {
		if !queued[j] {
			queued[j] = true
			queue = append(queue, j)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		queued[i] = false
		visit(i, requeue)
	}
}
