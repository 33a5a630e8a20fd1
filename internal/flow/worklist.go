package flow

// Iterate runs visit on the nodes 0..n-1 in order, then on every node a
// visit requeued, until no node is queued; a node already queued is not
// queued twice. Termination is the caller's: visit may requeue only when a
// fact grew (or shrank) in a finite lattice, so there is no round cap that
// could cut a long propagation short.
func Iterate(n int, visit func(i int, requeue func(j int))) {
	// A node is queued at most once at a time, so the queue is a ring of
	// n slots (a slice that slid forward reallocated as it went).
	ring := make([]int32, n)
	queued := make([]bool, n)
	for i := range ring {
		ring[i] = int32(i)
		queued[i] = true
	}
	head, size := 0, n
	requeue := func(j int) {
		if !queued[j] {
			queued[j] = true
			ring[(head+size)%n] = int32(j)
			size++
		}
	}
	for size > 0 {
		i := int(ring[head])
		head = (head + 1) % n
		size--
		queued[i] = false
		visit(i, requeue)
	}
}
