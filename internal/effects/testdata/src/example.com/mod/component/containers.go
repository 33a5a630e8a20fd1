package component

import (
	"example.com/mod/impl"
	"example.com/mod/netsetup"
	"example.com/sys"
)

// Containers holds implementations in slices, maps and channels: a call
// through an element reaches what the container's literals, appends,
// index stores and sends put there.
type Containers struct {
	confs   []netsetup.NetConf
	hooks   map[string]netsetup.Hook
	queue   chan netsetup.Hook
	later   []netsetup.Hook
	chroots []netsetup.Hook
	empty   []netsetup.Hook
}

func NewContainers() *Containers { // want NewContainers:"mount via impl.MountHook→sys.Mount"
	c := &Containers{
		confs:   []netsetup.NetConf{impl.NewNetConf()},
		hooks:   map[string]netsetup.Hook{"mount": impl.MountHook}, // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
		queue:   make(chan netsetup.Hook, 1),
		chroots: []netsetup.Hook{impl.ChrootHook}, // want `chroot via impl.ChrootHook → sys.Chroot \(impl.go:23\) calls`
	}
	c.later = append(c.later, impl.MountHook) // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
	return c
}

func (c *Containers) Ranged() { // want Ranged:"mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup→sys.Mount"
	for _, n := range c.confs {
		_ = n.Setup() // want `mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup → sys.Mount \(impl.go:11\) calls`
	}
}

func (c *Containers) Indexed() { // want Indexed:"mount via hooks, set to impl.MountHook→sys.Mount"
	_ = c.hooks["mount"]() // want `mount via hooks, set to impl.MountHook → sys.Mount \(impl.go:21\) calls`
	_ = c.confs[0].Setup() // want `mount via netsetup.NetConf.Setup, implemented by impl.netConf.Setup → sys.Mount \(impl.go:11\) calls`
	if h, ok := c.hooks["x"]; ok {
		_ = h() // want `mount via h, set to impl.MountHook → sys.Mount \(impl.go:21\) calls`
	}
}

func (c *Containers) Appended() { // want Appended:"mount via later, set to impl.MountHook→sys.Mount"
	_ = c.later[0]() // want `mount via later, set to impl.MountHook → sys.Mount \(impl.go:21\) calls`
}

func (c *Containers) Sent() { // want Sent:"mount via impl.MountHook→sys.Mount"
	c.queue <- impl.MountHook // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
	h := <-c.queue
	_ = h() // the send references impl.MountHook already: one edge
}

// Chroots and Empty: a container reaches only what is stored in it.
func (c *Containers) Chroots() { // want Chroots:"chroot via h, set to impl.ChrootHook→sys.Chroot"
	for _, h := range c.chroots {
		_ = h() // want `chroot via h, set to impl.ChrootHook → sys.Chroot \(impl.go:23\) calls`
	}
	for _, h := range c.empty {
		_ = h()
	}
}

// Literal ranges over a literal of functions; it references the function
// itself, so the call adds no second edge.
func Literal() { // want Literal:"mount via impl.MountHook→sys.Mount"
	for _, f := range []func() error{impl.MountHook} { // want `mount via impl.MountHook → sys.Mount \(impl.go:21\) calls`
		_ = f()
	}
}

// chain is a list of hooks that is itself a NetConf: stored into an
// interface key, the list is the value, not its elements.
type chain []netsetup.Hook

func (chain) Setup() error { return sys.Mount("e", "f") } // want Setup:"mount via sys.Mount"

func Chained() error { // want Chained:"mount via netsetup.NetConf.Setup, implemented by component.chain.Setup→sys.Mount"
	var n netsetup.NetConf = chain{}
	return n.Setup()
}
