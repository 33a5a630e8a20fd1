// Package podchain checks that HP1004 follows a pod's root through
// recursion and through functions of many parameters. Long chains of
// wrappers, in either declaration order, are written at test time
// (podchain_test.go), as is the loop (podloop_test.go).
package podchain

import "fmt"

func launcherRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }
