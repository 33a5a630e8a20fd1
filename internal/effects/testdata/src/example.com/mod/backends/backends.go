// Package backends implements api.Setter three ways; production wiring only
// ever stores the mounting one.
package backends

import (
	"example.com/mod/api"
	"example.com/sys"
)

type mounter struct{}

func (*mounter) Set() error { return sys.Mount("m", "n") } // want Set:"mount via sys.Mount"

// NewMounter's result is an api.Setter: the store of &mounter{} into it
// counts in every importer.
func NewMounter() api.Setter { return &mounter{} }

type chrooter struct{}

func (chrooter) Set() error { return sys.Chroot("/") } // want Set:"chroot via sys.Chroot"

// NewChrooter's values are stored only where no call of the component
// goes (wiring.unused, a pool's list) and by tests: none reach chrooter.
func NewChrooter() api.Setter { return chrooter{} }

type idle struct{}

func (idle) Set() error { return nil }

func MountHook() error { return sys.Mount("h", "i") } // want MountHook:"mount via sys.Mount"

func ChrootHook() error { return sys.Chroot("/") } // want ChrootHook:"chroot via sys.Chroot"
