// Package heldprim keeps a primitive in a package-level variable, a seam
// its tests swap, and calls it through the variable.
package heldprim

import "golang.org/x/sys/unix"

// doMount is raw where the primitive is named.
var doMount = unix.Mount // want `HP1001: unix.Mount is a raw mount primitive`

// describe holds no primitive.
var describe = func(p string) string { return "bind " + p }

// BindMount mounts through the seam: the call is where a function mounts,
// and it is not reported raw a second time.
func BindMount(a, b string) error { // want BindMount:"mount via unix.Mount"
	return doMount(a, b, "", 4096, "")
}

// Describe calls a variable that holds no primitive.
func Describe(p string) int { return len(describe(p)) }

// Shadowed calls a local of the same name, which holds no primitive.
func Shadowed(p string) int {
	doMount := func(string) string { return p }
	return len(doMount(p))
}
