package main

import "kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap"

func main() {
	_ = virtwrap.NewManager().SyncVMI("vmi")
}
