// Package reconcile stands in for controller-runtime's reconcile package.
package reconcile

import "context"

// Request names the object to reconcile.
type Request struct{ Name string }

// Result says whether to requeue.
type Result struct{ Requeue bool }

// Reconciler is what controller-runtime's manager runs.
type Reconciler interface {
	Reconcile(context.Context, Request) (Result, error)
}
