// Package proxykeys is shared code that computes the target proxy's key
// for its callers: the VMI's UID, or, for the receiving half of a
// decentralized migration, the source VMI's UID. Its callers' keys are
// that set of derivations, as a function of their own package's would be.
package proxykeys

import (
	"strings"

	v1 "kubevirt.io/api/core/v1"
)

func TargetKey(vmi *v1.VirtualMachineInstance) string { // want TargetKey:`^key derives field kubevirt\.io/api/core/v1\.VirtualMachineInstance\.UID \| field kubevirt\.io/api/core/v1\.VirtualMachineInstanceMigrationSourceState\.Node$`
	if vmi.Status.MigrationState != nil && vmi.Status.MigrationState.SourceState != nil {
		return vmi.Status.MigrationState.SourceState.Node
	}
	return string(vmi.UID)
}

// UIDKey hands on the package's own helper.
func UIDKey(vmi *v1.VirtualMachineInstance) string { return uid(vmi) } // want UIDKey:`^key derives field kubevirt\.io/api/core/v1\.VirtualMachineInstance\.UID$`

func uid(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) }

// Close negatives: a key from a parameter cannot be told; a result that is
// another package's call says nothing new; no string result.
func Prefixed(prefix string) string { return prefix }

func Named(vmi *v1.VirtualMachineInstance) string { return strings.ToLower(vmi.Name) }

func Count(vmi *v1.VirtualMachineInstance) int { return len(vmi.Name) }

// Seams: key helpers held in variables a test can replace, whose facts go
// on the variables.
var (
	UIDKeySeam  = func(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) } // want UIDKeySeam:`^key derives field kubevirt\.io/api/core/v1\.VirtualMachineInstance\.UID$`
	NameKeySeam = func(vmi *v1.VirtualMachineInstance) string { return vmi.Name }        // want NameKeySeam:`^key derives field kubevirt\.io/api/core/v1\.VirtualMachineInstance\.Name$`
)
