package main

import (
	"k8s.io/client-go/kubernetes"

	"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi"
)

func main() {
	// An API client is a line to the API server: the map lists it as a
	// channel, and it hands no work to the runtime.
	if _, err := kubernetes.NewForConfig(nil); err != nil {
		return
	}
	vmi.NewController(nil, nil).Run()
}
