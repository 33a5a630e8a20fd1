// Package proxyctl calls the migration proxy through proxyapi.ProxyManager
// with paths into a launcher's root. Which implementation runs is decided
// where the controller is wired (proxywire, proxydryrun), so HP1004
// is solved again there: this package cannot tell.
package proxyctl

import (
	"fmt"
	"path/filepath"
	"strconv"

	"kubevirt.io/kubevirt/pkg/virt-handler/proxyapi"
)

type Controller struct {
	migrationProxy proxyapi.ProxyManager
	cleanup        func(path string) error
	runDirPattern  string
}

func NewController(proxy proxyapi.ProxyManager, cleanup func(string) error, pattern string) *Controller {
	return &Controller{migrationProxy: proxy, cleanup: cleanup, runDirPattern: pattern}
}

// NewDefaultController passes virt-handler's pattern of a launcher's run
// directory: the field holds a path in another root in this package.
func NewDefaultController(proxy proxyapi.ProxyManager) *Controller {
	return NewController(proxy, nil, "/proc/%d/root/var/run")
}

func launcherDir(pid int) string { return fmt.Sprintf("/proc/%d/root/var/run/kubevirt", pid) }

// Run reaches both listeners with paths in the launcher's root, through a
// retry loop (a cycle of the call graph).
func (c *Controller) Run(pid int) error { // want Run:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyctl.Controller.retry → proxyctl.Controller.handleSource → proxyapi.ProxyManager.StartSourceListener \\[2\\]; pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyctl.Controller.handleTarget → proxyapi.ProxyManager.StartTargetListener \\[2\\]"
	if err := c.retry(pid, 3); err != nil {
		return err
	}
	return c.handleTarget(pid)
}

func (c *Controller) retry(pid, n int) error {
	if n > 0 {
		if err := c.handleSource(pid); err == nil {
			return nil
		}
		return c.retry(pid, n-1)
	}
	return nil
}

func (c *Controller) handleSource(pid int) error {
	return c.migrationProxy.StartSourceListener("uid", launcherDir(pid))
}

func (c *Controller) handleTarget(pid int) error {
	sockets := []string{launcherDir(pid) + "/virtqemud-sock"}
	return c.migrationProxy.StartTargetListener("uid", sockets)
}

// StartWith hands its caller's path to the proxy: the caller decides.
func (c *Controller) StartWith(baseDir string) error { // want StartWith:"pending baseDir → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	return c.migrationProxy.StartSourceListener("uid", baseDir)
}

// Local uses a directory of virt-handler's own: no finding wherever the
// controller is wired.
func (c *Controller) Local() error {
	return c.migrationProxy.StartSourceListener("uid", "/var/run/kubevirt/migrationproxy")
}

// Cleanup goes through the function-typed field.
func (c *Controller) Cleanup(pid int) error { // want Cleanup:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → cleanup \\[0\\]"
	return c.cleanup(launcherDir(pid) + "/migration.sock")
}

// Sweep takes the manager as a parameter: the key is the parameter.
func Sweep(m proxyapi.ProxyManager, pid int) error { // want Sweep:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	return m.StartSourceListener("sweep", launcherDir(pid))
}

// Pattern builds the launcher's directory from the pattern in the field.
func (c *Controller) Pattern(pid int) error { // want Pattern:"pending root from \"/proc/<pid>/root\" → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	return c.migrationProxy.StartSourceListener("uid", fmt.Sprintf(filepath.Join(c.runDirPattern, "kubevirt"), pid))
}

// ListenerDir builds the directory from the caller's pid: "self" names
// the caller's own root.
func ListenerDir(m proxyapi.ProxyManager, pid string) error { // want ListenerDir:"pending root from \"/proc/<pid>/root\" if pid is another pid → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	return m.StartSourceListener("dir", fmt.Sprintf("/proc/%s/root/var/run/kubevirt", pid))
}

// OwnDir passes its own pid on.
func OwnDir(m proxyapi.ProxyManager, pid string) error { // want OwnDir:"pending root from \"/proc/<pid>/root\" if pid is another pid → proxyctl.ListenerDir → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	return ListenerDir(m, pid)
}

// SelfDir is the process's own root whatever the proxy does.
func SelfDir(m proxyapi.ProxyManager) error {
	return m.StartSourceListener("self", fmt.Sprintf("/proc/%s/root/var/run/kubevirt", "self"))
}

// pidString is the launcher's pid, or "self" when the launcher runs this:
// a pid that may be the process's own is taken as its own root.
func pidString(pid *int) string {
	if pid != nil {
		return strconv.Itoa(*pid)
	}
	return "self"
}

// PhaseTwo runs in the launcher, with no pid of another process.
func (c *Controller) PhaseTwo(pid *int) error {
	return ListenerDir(c.migrationProxy, pidString(pid))
}

// Configurator keeps the pid it is built for in a string field: "self"
// when the launcher builds one. Fields are tracked per field, not per
// object, so such a pid may be the process's own wherever it is read.
type Configurator struct {
	m   proxyapi.ProxyManager
	pid string
}

func NewConfigurator(m proxyapi.ProxyManager, pid string) *Configurator {
	return &Configurator{m: m, pid: pid}
}

func (c *Configurator) Generate() error {
	return ListenerDir(c.m, c.pid)
}

// Hook takes Cleanup as a value and calls nothing: a function taken as a
// value is assumed to be called, so Cleanup's pending call is Hook's.
func (c *Controller) Hook() { // want Hook:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyctl.Controller.Cleanup → cleanup \\[0\\]"
	hook := c.Cleanup
	_ = hook
}
