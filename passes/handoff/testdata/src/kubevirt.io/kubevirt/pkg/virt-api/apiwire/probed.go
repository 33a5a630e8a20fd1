package apiwire

import (
	"kubevirt.io/kubevirt/pkg/launcherclients"
	"kubevirt.io/kubevirt/pkg/launcherclients/dialer"
)

// Probed reaches the channel through a field of interface type whose
// stored type, set here, dials.
type Probed struct{ p launcherclients.Prober }

func NewProbed() *Probed { return &Probed{p: dialer.Pinging{}} }

func (p *Probed) Check(socket string) error { // want Check:"launcher-grpc via launcherclients.Prober.Probe, implemented by dialer.Pinging.Probe→cmdclient.LauncherClient.Ping"
	return p.p.Probe(socket) // want `HO1002: virt-api reaches handoff channel launcher-grpc via launcherclients\.Prober\.Probe, implemented by dialer\.Pinging\.Probe`
}

func (p *Probed) Quiet(socket string) error { // want Quiet:"launcher-grpc via launcherclients.Prober.Probe, implemented by dialer.Pinging.Probe→cmdclient.LauncherClient.Ping"
	//kvlint:ignore HO1002 the probe of the export server's own launcher
	return p.p.Probe(socket)
}
