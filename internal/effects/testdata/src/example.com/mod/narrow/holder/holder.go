// Package holder declares a narrowing interface and calls through it; it
// sees no store into the field (its importer wires it).
package holder

type Creator interface {
	Create() error
}

type Holder struct{ C Creator }

func (h *Holder) Make() error { return h.C.Create() }
