package component

import (
	"example.com/mod/impl"
	"example.com/sys"
)

// fakeConf is a test mock: stores in _test.go files are never counted.
type fakeConf struct{}

func (fakeConf) Setup() error { return sys.Chroot("/") } // want Setup:"chroot via sys.Chroot"

func init() { // want init:"^chroot via impl.ChrootHook→sys.Chroot; mount via component.NewController→impl.MountHook→sys.Mount$"
	c := NewController()
	c.mock = fakeConf{}
	c.unset = impl.ChrootHook // want `chroot via impl.ChrootHook → sys.Chroot \(impl.go:23\) calls`
}
