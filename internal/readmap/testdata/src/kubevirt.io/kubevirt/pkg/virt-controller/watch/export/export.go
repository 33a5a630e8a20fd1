// Package export is a controller written the controller-runtime way: the
// manager calls its Reconcile, which is its controller loop.
package export

import (
	"context"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// Reconciler reconciles exports.
type Reconciler struct{}

// Reconcile is the loop the manager runs: an entry point.
func (r *Reconciler) Reconcile(ctx context.Context, req reconcile.Request) (reconcile.Result, error) {
	return reconcile.Result{}, r.target().Reconcile()
}

// target is a step of the loop, not a loop of its own.
type target struct{}

func (r *Reconciler) target() *target { return &target{} }

// Reconcile of another shape (KubeVirt's restore targets have one) is a
// helper the loop calls, not a loop: it is not listed.
func (t *target) Reconcile() error { return nil }

// Reconcile as a plain function is no reconciler either.
func Reconcile(ctx context.Context, req reconcile.Request) (reconcile.Result, error) {
	return reconcile.Result{}, nil
}

// AliasReconciler is written with the root package's aliases (ctrl.Result):
// the same loop.
type AliasReconciler struct{}

// Reconcile is an entry point.
func (r *AliasReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}
