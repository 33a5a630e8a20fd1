// Package impl implements netsetup's interfaces twice; the component only
// ever stores the mounting ones.
package impl

import "example.com/sys"

type netConf struct{}

func NewNetConf() *netConf { return &netConf{} }

func (*netConf) Setup() error { return sys.Mount("a", "b") } // want Setup:"mount via sys.Mount"

// chrootConf implements NetConf too but is never stored where the
// component calls: no finding goes through it.
type chrootConf struct{}

func NewChrootConf() chrootConf { return chrootConf{} }

func (chrootConf) Setup() error { return sys.Chroot("/") } // want Setup:"chroot via sys.Chroot"

func MountHook() error { return sys.Mount("c", "d") } // want MountHook:"mount via sys.Mount"

func ChrootHook() error { return sys.Chroot("/") } // want ChrootHook:"chroot via sys.Chroot"
