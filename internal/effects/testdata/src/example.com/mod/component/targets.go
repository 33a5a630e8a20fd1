package component

import (
	"errors"

	"example.com/sys"
)

// target is what a controller acts on, picked by kind: its constructors
// return two results (the target, an error), as most Go constructors do,
// and the first result is what the key holds.
type target interface{ Lock() error }

type vmTarget struct{}

func (*vmTarget) Lock() error { return sys.Mount("t", "u") } // want Lock:"mount via sys.Mount"

type idleTarget struct{}

func (idleTarget) Lock() error { return nil }

func getTarget(kind string) (target, error) {
	switch kind {
	case "vm":
		return &vmTarget{}, nil
	}
	return nil, errors.New("unknown kind")
}

// forward returns the results of another constructor.
func forward(kind string) (target, error) { return getTarget(kind) }

// lockIt reaches the implementation through its parameter, set by its
// callers from a constructor's first result.
func lockIt(t target) error { // want lockIt:"mount via component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	return t.Lock()
}

func Restore(kind string) error { // want Restore:"mount via component.lockIt→component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	t, err := getTarget(kind)
	if err != nil {
		return err
	}
	return lockIt(t)
}

func RestoreForwarded(kind string) error { // want RestoreForwarded:"mount via component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	var t, _ = forward(kind)
	return t.Lock()
}

// idleTargets' constructor stores only the idle target: a call through
// its result reaches nothing (a close negative).
func idleTargets() (target, error) { return idleTarget{}, nil }

func Idle() error {
	t, _ := idleTargets()
	return t.Lock()
}

// A factory held in a function-typed field, and one behind an interface:
// what a call through either returns is the first result of what the call
// reaches.
type factoryCtl struct {
	newTarget func(kind string) (target, error)
	mk        func() target
	maker     targetMaker
	idle      func() (target, error)
}

type targetMaker interface{ Make() (target, error) }

type vmMaker struct{}

func (vmMaker) Make() (target, error) { return &vmTarget{}, nil }

func newVMTarget(kind string) (target, error) { return &vmTarget{}, nil }

func mkVM() target { return &vmTarget{} }

func NewFactoryCtl() *factoryCtl {
	return &factoryCtl{newTarget: newVMTarget, mk: mkVM, maker: vmMaker{}, idle: idleTargets}
}

func (c *factoryCtl) SyncField() error { // want SyncField:"mount via component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	t, err := c.newTarget("vm")
	if err != nil {
		return err
	}
	return t.Lock()
}

func (c *factoryCtl) SyncChained() error { // want SyncChained:"mount via component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	return c.mk().Lock()
}

func (c *factoryCtl) SyncMaker() error { // want SyncMaker:"mount via component.target.Lock, implemented by component.vmTarget.Lock→sys.Mount"
	t, err := c.maker.Make()
	if err != nil {
		return err
	}
	return t.Lock()
}

// The idle factory stores only the idle target: nothing is reached.
func (c *factoryCtl) SyncIdle() error { // want SyncIdle:"^$"
	t, _ := c.idle()
	return t.Lock()
}
