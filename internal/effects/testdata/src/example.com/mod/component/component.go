package component // want package:"stored impl.MountHook: mount via sys.Mount"

import (
	"example.com/mod/impl"
	"example.com/mod/netsetup"
)

type Controller struct {
	conf  netsetup.NetConf
	spare netsetup.NetConf
	hook  netsetup.Hook
	mock  netsetup.NetConf // set only by the tests
	unset netsetup.Hook
}

func NewController() *Controller { // want NewController:"mount via impl.MountHook→sys.Mount"
	c := &Controller{conf: impl.NewNetConf(), hook: impl.MountHook} // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
	// A cycle of copies between keys settles.
	c.spare = c.conf
	c.conf = c.spare
	return c
}

func (c *Controller) Run() { // want Run:"^mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount$"
	_ = c.conf.Setup() // want `mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup → sys.Mount \(impl.go:11\) calls`
	_ = c.mock.Setup()
	_ = c.unset()
}

func (c *Controller) Hooked() { // want Hooked:"mount via hook, set to impl.MountHook→sys.Mount"
	_ = c.hook() // want `mount via hook, set to impl.MountHook → sys.Mount \(impl.go:21\) calls`
}

// Param resolves through the arguments its callers in this package pass.
func Param(n netsetup.NetConf) { // want Param:"mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount"
	_ = n.Setup() // want `mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup → sys.Mount \(impl.go:11\) calls`
}

func Wire(c *Controller) { // want Wire:"mount via component.Param→netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount"
	Param(c.spare)
}

// GenericParam resolves through the arguments of an explicitly
// instantiated call too.
func GenericParam[T any](n netsetup.NetConf, _ T) { // want GenericParam:"mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount"
	_ = n.Setup() // want `mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup → sys.Mount \(impl.go:11\) calls`
}

func WireGeneric(c *Controller) { // want WireGeneric:"mount via component.GenericParam→netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount"
	GenericParam[int](c.spare, 0)
}

// recurse calls itself through a function-typed variable: a cycle through
// dispatch.
var again func(int)

func recurse(n int) { // want recurse:"mount via impl.MountHook→sys.Mount"
	if n > 0 {
		again(n - 1)
	}
	_ = impl.MountHook() // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
}

func init() { again = recurse } // want init:"mount via component.recurse→impl.MountHook→sys.Mount"
