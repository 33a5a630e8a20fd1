// Package ns is a stand-in for github.com/containernetworking/plugins/pkg/ns.
package ns

type NetNS interface {
	Do(toRun func(NetNS) error) error
	Close() error
}

func GetNS(path string) (NetNS, error) { return nil, nil }
