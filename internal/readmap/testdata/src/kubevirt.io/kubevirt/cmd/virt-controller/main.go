package main

import "kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi"

func main() {
	vmi.NewController(nil, nil).Run()
}
