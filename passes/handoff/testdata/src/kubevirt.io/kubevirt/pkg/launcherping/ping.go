// Package launcherping is shared code that talks to the launcher over gRPC.
package launcherping

import cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"

func Ping(socket string) error { // want Ping:"launcher-grpc via cmdclient.LauncherClient.Close"
	c, err := cmdclient.NewClient(socket)
	if err != nil {
		return err
	}
	defer c.Close()
	return c.Ping()
}

// Options only uses a type of the client package: not the channel.
func Options() cmdclient.MigrationOptions { return cmdclient.MigrationOptions{Bandwidth: 1} }
