// Package handler stands in for controller-runtime's handler package.
package handler

import "sigs.k8s.io/controller-runtime/pkg/client"

// TypedEventHandler turns events of an object into requests.
type TypedEventHandler[object any] interface{ Generic(object) }

// EnqueueRequestForObject asks for the object itself.
type EnqueueRequestForObject struct{}

// Generic enqueues the object.
func (*EnqueueRequestForObject) Generic(client.Object) {}
