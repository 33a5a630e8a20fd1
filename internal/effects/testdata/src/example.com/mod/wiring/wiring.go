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
