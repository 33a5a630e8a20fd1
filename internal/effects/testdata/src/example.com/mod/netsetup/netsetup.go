// Package netsetup declares the interfaces the component calls through.
package netsetup

type NetConf interface {
	Setup() error
}

// Hook is a function-typed collaborator.
type Hook func() error
