// Package rootwalk hands paths to its callers' callbacks: the entries
// below a directory, or a launcher's root it resolves itself.
package rootwalk

import (
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/virt-handler/isolation"
)

// EachEntry calls fn with every entry below dir.
func EachEntry(dir string, fn func(path string) error) error { // want EachEntry:"dir reaches os.ReadDir; hands \\[below dir\\] to fn \\[0\\]"
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := fn(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// InRoot calls fn with the launcher's root.
func InRoot(res isolation.IsolationResult, fn func(root string) error) error { // want InRoot:"hands \\[root from isolation.IsolationResult.MountRoot\\] to fn \\[0\\]"
	root, err := res.MountRoot()
	if err != nil {
		return err
	}
	return fn(root)
}

// Count calls fn with a number: nothing a path-following operation reads.
func Count(n int, fn func(int)) {
	for i := range n {
		fn(i)
	}
}
