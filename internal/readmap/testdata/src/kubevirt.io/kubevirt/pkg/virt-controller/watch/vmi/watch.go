package vmi

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// watchPods makes the package that creates Pods watch them the
// controller-runtime way too: the reading map's answer on who makes Pods
// counts the watch beside the informer handlers.
func watchPods(c controller.Controller, pod client.Object) error {
	return c.Watch(source.Kind(nil, pod, &handler.EnqueueRequestForObject{}))
}
