// Package builder stands in for controller-runtime's builder package.
package builder

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// TypedBuilder wires a reconciler to what wakes it.
type TypedBuilder[request comparable] struct{}

// Builder is the builder of reconcile.Request controllers.
type Builder = TypedBuilder[reconcile.Request]

// For watches the reconciled kind.
func (b *TypedBuilder[request]) For(obj client.Object) *TypedBuilder[request] { return b }

// Owns watches a kind the reconciler creates.
func (b *TypedBuilder[request]) Owns(obj client.Object) *TypedBuilder[request] { return b }

// Watches watches a kind through a handler.
func (b *TypedBuilder[request]) Watches(obj client.Object, h handler.TypedEventHandler[client.Object]) *TypedBuilder[request] {
	return b
}

// WatchesRawSource watches a source.
func (b *TypedBuilder[request]) WatchesRawSource(s source.Source) *TypedBuilder[request] { return b }

// Complete builds the controller.
func (b *TypedBuilder[request]) Complete(r reconcile.Reconciler) error { return nil }

// For is not a watch: a function of the package, no builder method.
func For(obj client.Object) {}
