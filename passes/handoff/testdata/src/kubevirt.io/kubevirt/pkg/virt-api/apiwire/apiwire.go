// Package apiwire wires virt-api's console with a dialing manager.
package apiwire

import (
	"kubevirt.io/kubevirt/pkg/launcherclients/dialer"
	"kubevirt.io/kubevirt/pkg/virt-api/console"
)

func Run(socket string) error { // want Run:"launcher-grpc via console.App.Open→launcherclients.Manager.Get, implemented by dialer.dialing.Get→cmdclient.NewClient"
	app := console.NewApp(dialer.New())
	return app.Open(socket) // want `HO1002: virt-api reaches handoff channel launcher-grpc via console\.App\.Open$`
}
