// Package netns enters a pod's network namespace (a namespace wrapper).
package netns

import "github.com/containernetworking/plugins/pkg/ns"

// NetNS is a network namespace by path.
type NetNS struct{ path string }

// Do runs f inside the namespace; the interface method ns.NetNS.Do is itself
// the primitive.
func (n NetNS) Do(f func() error) error { // want Do:"namespace via ns.NetNS.Do"
	netns, err := ns.GetNS(n.path)
	if err != nil {
		return err
	}
	defer netns.Close()
	return netns.Do(func(ns.NetNS) error { return f() })
}
