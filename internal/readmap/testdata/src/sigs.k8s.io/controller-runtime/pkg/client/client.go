// Package client stands in for controller-runtime's client package.
package client

// Object is a stored API object.
type Object interface{ GetName() string }
