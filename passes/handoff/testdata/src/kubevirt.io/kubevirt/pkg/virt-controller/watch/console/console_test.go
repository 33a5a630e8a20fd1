package console

import (
	"testing"

	"kubevirt.io/kubevirt/pkg/launcherclients/dialer"
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"
)

// dialingMock dials: a test's wiring is never a production target.
type dialingMock struct{}

func (dialingMock) Get(socket string) (cmdclient.LauncherClient, error) { // want Get:"launcher-grpc via cmdclient.NewClient"
	return cmdclient.NewClient(socket)
}

func TestSync(t *testing.T) {
	c := &Controller{clients: dialingMock{}, prober: dialer.Pinging{}}
	_ = c.Sync("sock")
}
