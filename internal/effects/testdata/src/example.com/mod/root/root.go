// Package root is the component: it builds the worker through the wiring
// package and runs it, so here the worker's calls resolve.
package root

import (
	"example.com/mod/wiring"
)

func Main() error { // want Main:"^chroot via wiring.Build→backends.ChrootHook→sys.Chroot; mount via worker.Worker.Run→api.Setter.Set, implemented by backends.mounter.Set→sys.Mount$"
	w := wiring.Build() // want `chroot via wiring.Build → backends.ChrootHook → sys.Chroot`
	_ = w.Loop(3)       // want `chroot via worker.Worker.Loop → worker.Worker.Run → hook, set to backends.ChrootHook → sys.Chroot \(backends.go:32\) calls worker.Worker.Loop@worker.go:33 worker.Worker.Run@worker.go:23 hook, set to backends.ChrootHook@backends.go:32` `mount via worker.Worker.Loop → worker.Worker.Run → api.Setter.Set, implemented by backends.mounter.Set → sys.Mount \(backends.go:12\) calls worker.Worker.Loop@worker.go:33 worker.Worker.Run@worker.go:25 api.Setter.Set, implemented by backends.mounter.Set@backends.go:12`
	return w.Run()      // want `chroot via worker.Worker.Run → hook, set to backends.ChrootHook → sys.Chroot` `mount via worker.Worker.Run → api.Setter.Set, implemented by backends.mounter.Set → sys.Mount`
}

// Pools runs a pool the wiring package fills: the call through the local
// copy of its first setter resolves here; the slice's registration is
// another package's and is not followed.
func Pools() error { // want Pools:"^mount via worker.Pool.RunFirst→api.Setter.Set, implemented by backends.mounter.Set→sys.Mount$"
	p := wiring.BuildPool()
	_ = p.RunAll()
	return p.RunFirst() // want `mount via worker.Pool.RunFirst → api.Setter.Set, implemented by backends.mounter.Set → sys.Mount`
}
