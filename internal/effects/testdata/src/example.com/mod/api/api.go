// Package api declares the interface and the function type the worker
// calls through; their implementations live elsewhere.
package api

type Setter interface {
	Set() error
}

type Hook func() error
