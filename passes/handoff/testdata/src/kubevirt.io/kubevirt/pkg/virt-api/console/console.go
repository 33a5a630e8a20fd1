// Package console is a virt-api part that holds its launcher access behind
// launcherclients' interfaces; apiwire wires them.
package console

import "kubevirt.io/kubevirt/pkg/launcherclients"

type App struct {
	Clients launcherclients.Manager
	prober  launcherclients.Prober
}

// NewApp wires the prober here, the clients in apiwire.
func NewApp(m launcherclients.Manager) *App {
	return &App{Clients: m, prober: stat()}
}

func stat() launcherclients.Prober { return nil }

// Open reaches the channel through the Manager apiwire assigns: attributed
// to virt-api where apiwire calls it, the package that sees the wiring.
func (a *App) Open(socket string) error {
	_, err := a.Clients.Get(socket)
	return err
}

// Check probes through the field set above: nothing dials.
func (a *App) Check(socket string) error {
	return a.prober.Probe(socket)
}
