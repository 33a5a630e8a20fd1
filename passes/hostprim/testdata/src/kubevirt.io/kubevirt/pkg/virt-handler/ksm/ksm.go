// Package ksm tunes the host's KSM through /proc/1/root: not a wrapper.
package ksm

import "os"

// Variables so tests can redirect them; their initializers are what runs.
var (
	basePath = "/proc/1/root/sys/kernel/mm/ksm/"
	runPath  = basePath + "run"
)

func setRun(v string) error { // want setRun:"sysctl via os.WriteFile\\(/proc/1/root/sys/kernel/mm/ksm/run\\)"
	return os.WriteFile(runPath, []byte(v), 0o600) // want `HP1001: os.WriteFile\(/proc/1/root/sys/kernel/mm/ksm/run\) is a raw sysctl primitive`
}

// local paths are not followed: only constants and package-level variables.
func setLocal(v string) error {
	p := "/proc/1/root/sys/kernel/mm/ksm/sleep_millisecs"
	return os.WriteFile(p, []byte(v), 0o600)
}

var _, _ = setRun, setLocal
