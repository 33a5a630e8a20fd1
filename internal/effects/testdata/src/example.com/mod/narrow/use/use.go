// Package use calls through narrowing keys: a field a dependency wires, a
// local variable, a conversion, and a concrete type (no narrowing).
package use

import (
	"example.com/lib/wide"
	"example.com/mod/narrow/wire"
)

type deleter interface{ Delete() error }

type local struct{}

func (local) Delete() error { return nil }

func Wired(c wide.Client) error { return wire.New(c).C.Create() }

func Local(c wide.Client) error {
	var d deleter = c
	return d.Delete()
}

func Converted(c wide.Client) error {
	d := deleter(c)
	return d.Delete()
}

func Concrete() error {
	var d deleter = local{}
	return d.Delete()
}

func Inline(c wide.Client) error { return deleter(c).Delete() }

func Asserted(c wide.Client) error { return c.(deleter).Delete() }

func FromAny(v any) error { return v.(deleter).Delete() }
