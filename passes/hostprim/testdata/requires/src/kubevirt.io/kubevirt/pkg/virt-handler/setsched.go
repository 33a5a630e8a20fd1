// Package virthandler holds a raw scheduling adjustment of QEMU's process
// beside two empty functions named like the pre-v1.8 code that an
// old-release allowance of the embedded profile once required. An
// allowance takes no requirement, so the decoys switch nothing on: the
// raw call is HP1001 as anywhere outside the wrapper packages.
package virthandler

import "os/exec"

type VirtualMachineController struct{}

func schedSetScheduler() {}

func (c *VirtualMachineController) affinePitThread() {}

func (c *VirtualMachineController) setRealtime(pid string) error { // want setRealtime:"sched via exec chrt"
	return exec.Command("chrt", "-f", "-p", "1", pid).Run() // want `HP1001: exec chrt is a raw sched primitive outside its wrapper packages`
}
