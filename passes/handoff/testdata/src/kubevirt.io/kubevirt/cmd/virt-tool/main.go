// virt-tool is a program of no component that is not allowed the channel:
// nobody calls a program, so it answers for itself.
package main

import (
	"kubevirt.io/kubevirt/pkg/launcherping"
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"
)

func main() { // want main:"launcher-grpc via cmdclient.LauncherClient.Ping"
	_ = launcherping.Ping("sock")       // want `HO1002: program kubevirt\.io/kubevirt/cmd/virt-tool reaches handoff channel launcher-grpc via launcherping\.Ping`
	c, _ := cmdclient.NewClient("sock") // want `HO1002: program kubevirt\.io/kubevirt/cmd/virt-tool uses handoff channel launcher-grpc directly: cmdclient\.NewClient`
	c.Ping()                            // want `HO1002: program kubevirt\.io/kubevirt/cmd/virt-tool uses handoff channel launcher-grpc directly: cmdclient\.LauncherClient\.Ping`
	_ = launcherping.Options()
}
