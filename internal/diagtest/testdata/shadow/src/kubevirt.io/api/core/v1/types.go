// Package v1 shadows the shared API stand-in: Tree refuses it.
package v1

type VirtualMachineInstance struct{}
