// Package wiring stores the concrete collaborators into the worker's
// fields; it calls nothing through them.
package wiring

import (
	"example.com/mod/api"
	"example.com/mod/backends"
	"example.com/mod/worker"
)

func Build() *worker.Worker {
	return worker.New(backends.NewMounter(), backends.ChrootHook)
}

// unused is an api.Setter never stored where the worker calls.
var unused api.Setter = backends.NewChrooter()

// BuildPool sets a mounting Setter as the pool's first and registers a
// chrooting one in its slice.
func BuildPool() *worker.Pool {
	p := &worker.Pool{}
	p.SetFirst(backends.NewMounter())
	p.Add(backends.NewChrooter())
	return p
}
