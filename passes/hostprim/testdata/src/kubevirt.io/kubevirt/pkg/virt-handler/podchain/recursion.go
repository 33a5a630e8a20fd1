package podchain

import (
	"fmt"
	"os"
	"strconv"
)

// removeTree and removeEntry call each other: the cycle is solved to its
// fixed point, and the path reaches os.Remove through it.
func removeTree(p string, depth int) error {
	if depth == 0 {
		return os.Remove(p)
	}
	return removeEntry(p, depth-1)
}

func removeEntry(p string, depth int) error {
	return removeTree(p+"/"+strconv.Itoa(depth), depth)
}

func cleanupTree(pid int) error {
	return removeEntry(launcherRoot(pid)+"/var/lib/kubevirt", 3) // want `HP1004: .* reaches os\.Remove via podchain\.removeEntry, which follows symlinks`
}

// rootOf and rootOfParent return a root through recursion.
func rootOf(pid, up int) string {
	if up == 0 {
		return fmt.Sprintf("/proc/%d/root", pid)
	}
	return rootOfParent(pid, up)
}

func rootOfParent(pid, up int) string { return rootOf(pid, up-1) }

func statRecursiveRoot(pid int) error {
	_, err := os.Stat(rootOfParent(pid, 2)) // want `HP1004: path into another root \(from podchain\.rootOfParent ← podchain\.rootOf ← "/proc/<pid>/root"\) reaches os\.Stat`
	return err
}

// countDown recurses without a path: the cycle ends with nothing.
func countDown(n int) int {
	if n == 0 {
		return 0
	}
	return countUp(n - 1)
}

func countUp(n int) int { return countDown(n) }

var _ = []any{cleanupTree, statRecursiveRoot, countDown}
