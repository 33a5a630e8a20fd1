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
