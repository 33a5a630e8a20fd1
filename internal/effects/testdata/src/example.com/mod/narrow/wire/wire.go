// Package wire stores another module's client into the narrowing field.
package wire

import (
	"example.com/lib/wide"
	"example.com/mod/narrow/holder"
)

func New(c wide.Client) *holder.Holder { return &holder.Holder{C: c} }
