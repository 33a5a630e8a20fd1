// virt-freezer is a program of no component; it is allowed the launcher
// gRPC channel by package.
package main

import "kubevirt.io/kubevirt/pkg/launcherping"

func main() { // want main:"launcher-grpc via launcherping.Ping→cmdclient.LauncherClient.Close"
	_ = launcherping.Ping("/var/run/kubevirt/sockets/launcher-sock")
}
