// Package controllerruntime stands in for controller-runtime's root
// package, which re-exports the reconcile types as aliases.
package controllerruntime

import (
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// Result is reconcile.Result.
type Result = reconcile.Result

// Request is reconcile.Request.
type Request = reconcile.Request

// NewControllerManagedBy starts a builder.
func NewControllerManagedBy(mgr any) *builder.Builder { return &builder.Builder{} }
