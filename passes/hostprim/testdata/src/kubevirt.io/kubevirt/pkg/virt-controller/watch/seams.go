package watch

import (
	"kubevirt.io/kubevirt/pkg/hostmount"
	"kubevirt.io/kubevirt/pkg/hypervisor"
	"kubevirt.io/kubevirt/pkg/util/heldprim"
	"kubevirt.io/kubevirt/pkg/util/initheld"
)

// A call through another package's seam reaches the unexported function it
// holds: a shared wrapper's mount is virt-controller's through it.
func mountThroughSeam() error { // want mountThroughSeam:"mount via BlockMount, set to hostmount.mountBlock→hostmount.MountBlock→unix.Mount"
	return hostmount.BlockMount("/dev/sde", "/mnt") // want `HP1002: virt-controller reaches mount via BlockMount, set to hostmount\.mountBlock$`
}

func detachThroughSeam() error { // want detachThroughSeam:"mount via Detach, set to hostmount.detach→unix.Unmount"
	return hostmount.DefaultSeams.Detach("/mnt") // want `HP1002: virt-controller reaches mount via Detach, set to hostmount\.detach$`
}

// Close negatives: a seam that mounts nothing; a directive.
func describeThroughSeam() string { return hostmount.Describe("/mnt") }

func mountThroughSeamExcused() error { // want mountThroughSeamExcused:"mount via BlockMount, set to hostmount.mountBlock→hostmount.MountBlock→unix.Mount"
	//kvlint:ignore HP1002 the fixture's directive case for a call through a seam
	return hostmount.BlockMount("/dev/sdf", "/mnt")
}

// A shared function that calls through a seam holding a literal reaches
// what the literal does.
func probeThroughSeam() error { // want probeThroughSeam:"mount via hypervisor.Probe→hypervisor.probe→unix.Mount"
	return hypervisor.Probe("/dev/sdg") // want `HP1002: virt-controller reaches mount via hypervisor\.Probe`
}

// A shared function that calls a primitive held in its package's variable
// mounts: virt-controller reaches mount through it.
func bindThroughHeldPrimitive() error { // want bindThroughHeldPrimitive:"mount via heldprim.BindMount→unix.Mount"
	return heldprim.BindMount("/a", "/b") // want `HP1002: virt-controller reaches mount via heldprim\.BindMount`
}

// Close negatives: the same package's variable that holds no primitive; a
// directive.
func describeThroughHeld() int { return heldprim.Describe("/a") }

func bindThroughHeldPrimitiveExcused() error { // want bindThroughHeldPrimitiveExcused:"mount via heldprim.BindMount→unix.Mount"
	//kvlint:ignore HP1002 the fixture's directive case for a primitive held in a variable
	return heldprim.BindMount("/c", "/d")
}

// A primitive held in another package's exported variable: calling the
// variable performs it here (the raw site is the other package's).
func unmountThroughExportedHeld() error { // want unmountThroughExportedHeld:"mount via unix.Unmount"
	return initheld.Raw("/mnt", 0) // want `HP1002: virt-controller reaches mount via unix\.Unmount$`
}

// Close negative: the variable read, not called; a directive.
func heldVariableRead() bool { return initheld.Raw != nil }

func unmountThroughExportedHeldExcused() error { // want unmountThroughExportedHeldExcused:"mount via unix.Unmount"
	//kvlint:ignore HP1002 the fixture's directive case for another package's held primitive
	return initheld.Raw("/mnt", 1)
}
