// Package ksm tunes the host's KSM through /proc/1/root: not a wrapper.
package ksm

import (
	"os"
	"os/exec"
)

// Variables so tests can redirect them; their initializers are what runs.
var (
	basePath = "/proc/1/root/sys/kernel/mm/ksm/"
	runPath  = basePath + "run"
)

func setRun(v string) error { // want setRun:"sysctl via os.WriteFile\\(/proc/1/root/sys/kernel/mm/ksm/run\\)"
	return os.WriteFile(runPath, []byte(v), 0o600) // want `HP1001: os.WriteFile\(/proc/1/root/sys/kernel/mm/ksm/run\) is a raw sysctl primitive`
}

// A path kept in a local variable is read by its assignment too.
func setLocal(v string) error { // want setLocal:"sysctl via os.WriteFile\\(/proc/1/root/sys/kernel/mm/ksm/sleep_millisecs\\)"
	p := "/proc/1/root/sys/kernel/mm/ksm/sleep_millisecs"
	return os.WriteFile(p, []byte(v), 0o600) // want `HP1001: os.WriteFile\(/proc/1/root/sys/kernel/mm/ksm/sleep_millisecs\) is a raw sysctl primitive`
}

var _, _ = setRun, setLocal

// sysctl both reads and writes: only -w or NAME=VALUE is the primitive.
func readSysctl() ([]byte, error) {
	return exec.Command("sysctl", "-n", "kernel.sched_rt_runtime_us").Output()
}

func writeSysctl() error { // want writeSysctl:"sysctl via exec sysctl"
	return exec.Command("sysctl", "kernel.sched_rt_runtime_us=-1").Run() // want `HP1001: exec sysctl is a raw sysctl primitive`
}

func writeSysctlFlag(v string) error { // want writeSysctlFlag:"sysctl via exec sysctl"
	return exec.Command("/usr/sbin/sysctl", "-w", v).Run() // want `HP1001: exec sysctl is a raw sysctl primitive`
}

var _, _, _ = readSysctl, writeSysctl, writeSysctlFlag
