package podcallback // want package:`stored podcallback.removeIt: s reaches os.Remove`

import (
	"os"

	"kubevirt.io/kubevirt/pkg/unsafepath"
)

// A callback kept in a field of a local struct literal: the call of the
// field runs the function literal the struct literal set there.
type remover struct {
	rm   func(string) error
	keep func(string) error
}

func removeThroughFieldLiteral(p *unsafepath.Path) error {
	r := remover{rm: func(s string) error {
		return os.Remove(s) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Remove`
	}}
	return r.rm(unsafepath.UnsafeAbsolute(p))
}

// A literal called in place.
func removeInPlace(p *unsafepath.Path) error {
	return func(s string) error {
		return os.Remove(s) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Remove`
	}(unsafepath.UnsafeAbsolute(p))
}

// Close negatives: the field called is another than the one whose literal
// follows the path, and a literal called in place with a path of this
// root.
func keepThroughField(p *unsafepath.Path) error {
	r := remover{rm: func(s string) error { return os.Remove(s) }, keep: func(string) error { return nil }}
	return r.keep(unsafepath.UnsafeAbsolute(p))
}

func removeOwnInPlace() error {
	return func(s string) error { return os.Remove(s) }("/var/run/kubevirt/x")
}

func removeThroughFieldExcused(p *unsafepath.Path) error {
	r := remover{rm: func(s string) error {
		//kvlint:ignore HP1004 the fixture's excused field callback
		return os.Remove(s)
	}}
	return r.rm(unsafepath.UnsafeAbsolute(p))
}
