// Command virt-handler sees the handler package too: it judges the same
// requirements, and each is still listed once.
package main

import virthandler "kubevirt.io/kubevirt/pkg/virt-handler"

func main() {
	_ = virthandler.MigrationTargetController{}
}
