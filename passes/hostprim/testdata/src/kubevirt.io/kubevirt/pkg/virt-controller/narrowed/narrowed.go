// Package narrowed holds a network namespace behind an interface of its
// own: entering it through that interface is still entering it.
package narrowed

import "github.com/containernetworking/plugins/pkg/ns"

// enterer narrows ns.NetNS to the one method the probe needs.
type enterer interface {
	Do(toRun func(ns.NetNS) error) error
}

// closer narrows it to a method that is no primitive.
type closer interface {
	Close() error
}

type Probe struct {
	target enterer
	done   closer
}

// NewProbe stores the namespace into the narrowing fields.
func NewProbe(path string) (*Probe, error) {
	n, err := ns.GetNS(path)
	if err != nil {
		return nil, err
	}
	return &Probe{target: n, done: n}, nil
}

// Run enters the namespace through the field.
func (p *Probe) Run() error { // want Run:"namespace via narrowed.enterer.Do, implemented by ns.NetNS.Do"
	return p.target.Do(func(ns.NetNS) error { return nil }) // want `HP1001: narrowed\.enterer\.Do, implemented by ns\.NetNS\.Do is a raw namespace primitive` `HP1002: virt-controller reaches namespace via narrowed\.enterer\.Do, implemented by ns\.NetNS\.Do`
}

// Close: a narrowing to a method no category names (close negative).
func (p *Probe) Close() error {
	return p.done.Close()
}

// Local narrows through a local variable; the finding is excused.
func Local(n ns.NetNS) error { // want Local:"namespace via narrowed.enterer.Do, implemented by ns.NetNS.Do"
	var e enterer = n
	//kvlint:ignore HP1001,HP1002 the probe enters the pod's namespace read-only
	return e.Do(func(ns.NetNS) error { return nil })
}
