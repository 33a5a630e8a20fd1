// Package dialer implements launcherclients' interfaces: some dial the
// launcher's gRPC socket (the channel), some do not.
package dialer

import (
	"errors"

	"kubevirt.io/kubevirt/pkg/launcherclients"
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"
)

type dialing struct{}

func (dialing) Get(socket string) (cmdclient.LauncherClient, error) { // want Get:"launcher-grpc via cmdclient.NewClient"
	return cmdclient.NewClient(socket)
}

// New is the constructor components wire: its result is a dialing manager.
func New() launcherclients.Manager { return dialing{} }

// Cached dials too, but nothing ever assigns it.
type Cached struct{}

func (Cached) Get(socket string) (cmdclient.LauncherClient, error) { // want Get:"launcher-grpc via cmdclient.NewClient"
	return cmdclient.NewClient(socket)
}

// Offline hands out no client: it never dials.
type Offline struct{}

func (Offline) Get(string) (cmdclient.LauncherClient, error) { return nil, errors.New("offline") }

// Pinging probes over gRPC.
type Pinging struct{}

func (Pinging) Probe(socket string) error { // want Probe:"launcher-grpc via cmdclient.LauncherClient.Ping"
	c, err := cmdclient.NewClient(socket)
	if err != nil {
		return err
	}
	return c.Ping()
}

// Stat probes without the launcher.
type Stat struct{}

func (Stat) Probe(string) error { return nil }
