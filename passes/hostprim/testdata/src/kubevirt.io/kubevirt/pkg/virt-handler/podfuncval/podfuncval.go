// Package podfuncval hands a function that returns a path in a launcher's
// root to code that calls it and follows what it returns.
package podfuncval

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/network/sockrepair"
	"kubevirt.io/kubevirt/pkg/safepath"
	"kubevirt.io/kubevirt/pkg/unsafepath"
)

type Controller struct{ repair *sockrepair.Manager }

// socketDir resolves the directory safely, then hands out its raw string.
func (c *Controller) socketDir(name string) (string, error) {
	p, err := safepath.JoinAndResolveWithRelativeRoot("/proc/1/root", "var/run", name)
	if err != nil {
		return "", err
	}
	return unsafepath.UnsafeAbsolute(p.Raw()), nil
}

func (c *Controller) repairSource(name string) error {
	return c.repair.HandleSource(name, c.socketDir) // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.ReadDir via sockrepair.Manager.HandleSource`
}

func (c *Controller) throughVariable(name string) error {
	f := c.socketDir
	dir, err := f(name)
	if err != nil {
		return err
	}
	_, err = os.ReadDir(dir) // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.ReadDir`
	return err
}

// Close negatives: a function whose path is the handler's own, and a
// callee that only describes what the function returns.
func (c *Controller) ownDir(name string) (string, error) { return "/var/run/kubevirt/" + name, nil }

func (c *Controller) repairOwn(name string) error { return c.repair.HandleSource(name, c.ownDir) }

func (c *Controller) describe() string { return sockrepair.Describe(c.socketDir) }

// Repairer is what IfaceController calls; the package that builds the
// controller wires the implementation (podfuncwire), as cmd/virt-handler
// wires the passt repair manager.
type Repairer interface {
	HandleSource(name string, dirFunc func(string) (string, error)) error
}

type IfaceController struct {
	Controller
	r Repairer
}

func NewIfaceController(r Repairer) *IfaceController { return &IfaceController{r: r} }

func (c *IfaceController) Repair(name string) error { // want Repair:"pending name → podfuncval.Repairer.HandleSource \\[1\\]; pending root from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute → podfuncval.Repairer.HandleSource \\[2\\]"
	return c.r.HandleSource(name, c.socketDir)
}

func readBoth(a, b string) error {
	if _, err := os.ReadDir(a); err != nil {
		return err
	}
	_, err := os.ReadDir(b)
	return err
}

// Two roots reach operations through one call: two findings there, one a
// root, each with its own chain.
func (c *Controller) twoRoots(name string, pid int) error {
	dir, err := c.socketDir(name)
	if err != nil {
		return err
	}
	return readBoth(dir, fmt.Sprintf("/proc/%d/root/run", pid)) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os.ReadDir via podfuncval.readBoth` `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.ReadDir via podfuncval.readBoth`
}

// hostDir is a directory of the handler's own. Its methods, handed on as
// method values, are called with a launcher path: the receiver was bound
// where the value was made, so the path is the name parameter.
type hostDir string

func (d hostDir) removeName(name string) error { return os.Remove(name) }

func (d hostDir) removeLock(name string) error { return os.Remove(string(d) + "/lock") }

func (d hostDir) dir(name string) string { return string(d) }

type cleaner struct {
	rm   func(string) error
	lock func(string) error
	get  func(string) string
}

func newCleaner() *cleaner {
	d := hostDir("/var/run/kubevirt")
	return &cleaner{rm: d.removeName, lock: d.removeLock, get: d.dir}
}

func (c *Controller) boundCalls(cl *cleaner, name string) error {
	dir, err := c.socketDir(name)
	if err != nil {
		return err
	}
	del := hostDir("/var/run/kubevirt").removeName
	_ = del(dir)   // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.Remove via del, set to podfuncval.hostDir.removeName`
	_ = cl.rm(dir) // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.Remove via rm, set to podfuncval.hostDir.removeName`
	// Close negatives: the receiver follows, the name does not; the result
	// is the receiver.
	_ = cl.lock(dir)
	lock := hostDir("/var/run/kubevirt").removeLock
	_ = lock(dir)
	_, err = os.ReadDir(cl.get(dir))
	return err
}

// Seams: package-level variables holding function literals, which tests
// replace. A call through one runs its literal: the path it is handed is
// the literal's parameter.
var removeSeam = func(p string) error { return os.Remove(p) }

var lockSeam = func(p string) error { return os.Remove("/var/run/kubevirt/lock") }

func (c *Controller) throughLitSeams(name string) error {
	dir, err := c.socketDir(name)
	if err != nil {
		return err
	}
	// A close negative: the lock seam removes a path of its own.
	_ = lockSeam(dir)
	return removeSeam(dir) // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.Remove via removeSeam, set to podfuncval.removeSeam, which follows symlinks`
}
