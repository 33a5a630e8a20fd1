// Package podrevisitvar holds a function HP1004 must walk again in a later
// round of its solve: it reads a package-level variable a function walked
// after it stores a root into, and nothing else in the package changes
// anything.
package podrevisitvar

import (
	"fmt"
	"os"
)

// statHostRoot is walked before setHostRoot stores a root into the
// variable it reads: it sees the root when the package is solved again.
var hostRoot string

func statHostRoot() {
	os.Stat(hostRoot) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Stat`
}

func setHostRoot(pid int) { hostRoot = fmt.Sprintf("/proc/%d/root", pid) }

var _ = []any{statHostRoot, setHostRoot}
