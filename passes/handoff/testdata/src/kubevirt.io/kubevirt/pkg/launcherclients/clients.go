// Package launcherclients declares how components reach a launcher:
// interfaces only, implemented in launcherclients/dialer.
package launcherclients

import cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"

// Manager hands out launcher clients.
type Manager interface {
	Get(socket string) (cmdclient.LauncherClient, error)
}

// Prober checks that a launcher answers.
type Prober interface {
	Probe(socket string) error
}
