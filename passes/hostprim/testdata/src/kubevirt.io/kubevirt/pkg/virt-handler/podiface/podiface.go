// Package podiface checks that HP1004 follows a pod's root through calls
// through interfaces and function-typed fields, to the implementations the
// package stores there and no others.
package podiface

import (
	"fmt"

	"kubevirt.io/kubevirt/pkg/network/dhcpstore"
	"kubevirt.io/kubevirt/pkg/network/dhcpstore/fsstore"
)

func launcherRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }

// Controller only ever holds the safe store (its test stores a mock that
// follows paths: never counted).
type Controller struct {
	store  dhcpstore.Store
	remove func(string) error
	mock   dhcpstore.Store
}

func NewController() *Controller {
	return &Controller{store: fsstore.NewSafe(), remove: fsstore.Remove}
}

func (c *Controller) Save(pid int) error { // want Save:"pending root from podiface.launcherRoot ← \"/proc/<pid>/root\" → dhcpstore.Store.Write \\[1\\]"
	return c.store.Write(launcherRoot(pid) + "/var/run/kubevirt-private/dhcp")
}

func (c *Controller) Mocked(pid int) error { // want Mocked:"pending root from podiface.launcherRoot ← \"/proc/<pid>/root\" → dhcpstore.Store.Write \\[1\\]"
	return c.mock.Write(launcherRoot(pid) + "/var/run/kubevirt-private/dhcp")
}

func (c *Controller) Drop(pid int) error { // want Drop:"pending root from podiface.launcherRoot ← \"/proc/<pid>/root\" → remove \\[0\\]"
	return c.remove(launcherRoot(pid) + "/var/run/kubevirt/sock") // want `HP1004: path into another root \(from podiface\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via remove, set to fsstore\.Remove, which follows symlinks`
}

// Cleaner holds the store that follows paths.
type Cleaner struct {
	store dhcpstore.Store
}

func NewCleaner() *Cleaner { return &Cleaner{store: &fsstore.Remover{}} }

func (c *Cleaner) Clean(pid int) error { // want Clean:"pending root from podiface.launcherRoot ← \"/proc/<pid>/root\" → dhcpstore.Store.Write \\[1\\]"
	return c.store.Write(launcherRoot(pid) + "/var/run/kubevirt-private/dhcp") // want `HP1004: path into another root \(from podiface\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via dhcpstore\.Store\.Write, implemented by fsstore\.Remover\.Write, which follows symlinks`
}

func (c *Cleaner) Reviewed(pid int) error { // want Reviewed:"pending root from podiface.launcherRoot ← \"/proc/<pid>/root\" → dhcpstore.Store.Write \\[1\\]"
	//kvlint:ignore HP1004 fixture: the pod's root is pinned by the caller
	return c.store.Write(launcherRoot(pid) + "/var/run/kubevirt-private/other")
}

// storeSource hands out the store to write through: the one stored here
// gives the store that follows paths, the other is never stored.
type storeSource interface{ Store() dhcpstore.Store }

type removers struct{}

func (removers) Store() dhcpstore.Store { return &fsstore.Remover{} }

type safes struct{}

func (safes) Store() dhcpstore.Store { return fsstore.NewSafe() }

// Nested writes through the store another call through an interface
// returns: that call's implementations' results are what Write runs on.
type Nested struct{ src storeSource }

func NewNested() *Nested { return &Nested{src: removers{}} }

func (n *Nested) Save(pid int) error {
	return n.src.Store().Write(launcherRoot(pid) + "/var/run/kubevirt-private/dhcp") // want `HP1004: path into another root \(from podiface\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via dhcpstore\.Store\.Write, implemented by fsstore\.Remover\.Write, which follows symlinks`
}
