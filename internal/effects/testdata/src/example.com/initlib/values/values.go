// Package values changes root in a variable's initializer, and holds
// functions and literals it does not call: they add nothing to what
// initializing it reaches.
package values

import "example.com/sys"

var Rooted = sys.Chroot("/")

var Held = sys.Mount

var Table = map[string]func() error{"m": func() error { return sys.Mount("c", "d") }}

var Described = func() string { return "no call" }()
