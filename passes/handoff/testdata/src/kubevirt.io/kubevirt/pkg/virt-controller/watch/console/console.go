// Package console holds virt-controller's launcher access behind
// launcherclients' interfaces, wired with implementations that never dial:
// the dialing ones (dialer.Cached, the test mock) are never assigned here.
package console

import (
	"kubevirt.io/kubevirt/pkg/launcherclients"
	"kubevirt.io/kubevirt/pkg/launcherclients/dialer"
)

type Controller struct {
	clients launcherclients.Manager
	prober  launcherclients.Prober
}

func New() *Controller {
	return &Controller{clients: dialer.Offline{}, prober: dialer.Stat{}}
}

func (c *Controller) Sync(socket string) error {
	if _, err := c.clients.Get(socket); err != nil {
		return err
	}
	return c.prober.Probe(socket)
}
