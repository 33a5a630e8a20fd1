// Package controller stands in for controller-runtime's controller package.
package controller

import "sigs.k8s.io/controller-runtime/pkg/source"

// Controller runs a reconciler on the events of its sources.
type Controller interface{ Watch(src source.Source) error }
