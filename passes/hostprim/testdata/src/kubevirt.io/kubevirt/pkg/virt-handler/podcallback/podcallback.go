// Package podcallback hands paths in a launcher's root to callbacks
// through helpers that call their function parameter: the operation sits
// in the callback, the root in the helper or its argument.
package podcallback

import (
	"os"

	"kubevirt.io/kubevirt/pkg/unsafepath"
	"kubevirt.io/kubevirt/pkg/virt-handler/isolation"
	"kubevirt.io/kubevirt/pkg/virt-handler/rootwalk"
)

// withRoot calls fn with the launcher's root it resolves itself.
func withRoot(res isolation.IsolationResult, fn func(root string) error) error {
	root, err := res.MountRoot()
	if err != nil {
		return err
	}
	return fn(root)
}

// ForPath hands its path argument on to fn, second.
func ForPath(p string, fn func(int, string) error) error { return fn(0, p) } // want ForPath:"^hands \\[p\\] to fn \\[1\\]$"

// Relay hands the callback it is given on to ForPath.
func Relay(p string, cb func(int, string) error) error { return ForPath(p, cb) } // want Relay:"^hands \\[p\\] to cb \\[1\\]$"

func chownRoot(res isolation.IsolationResult) error {
	return withRoot(res, func(root string) error {
		return os.Chown(root, 107, 107) // want `HP1004: path into another root \(from podcallback.withRoot ← isolation.IsolationResult.MountRoot\) reaches os.Chown`
	})
}

func chownPath(p *unsafepath.Path) error {
	return ForPath(unsafepath.UnsafeAbsolute(p), func(_ int, s string) error {
		return os.Chown(s, 107, 107) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Chown`
	})
}

func chownRelayed(p *unsafepath.Path) error {
	chown := func(_ int, s string) error {
		return os.Chown(s, 107, 107) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Chown`
	}
	return Relay(unsafepath.UnsafeAbsolute(p), chown)
}

// removeIt is a named callback: the finding is at the call that hands it
// the root, with the chain through the helper.
func removeIt(_ int, s string) error { return os.Remove(s) }

func removePath(p *unsafepath.Path) error {
	return ForPath(unsafepath.UnsafeAbsolute(p), removeIt) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Remove via podcallback.ForPath`
}

type cleaner struct{ dir string }

func (c *cleaner) remove(_ int, s string) error { return os.Remove(s) }

func (c *cleaner) removeRoot(res isolation.IsolationResult) error {
	return withRoot(res, func(root string) error { return c.remove(0, root) }) // want `HP1004: path into another root \(from podcallback.withRoot ← isolation.IsolationResult.MountRoot\) reaches os.Remove via podcallback.cleaner.remove`
}

func (c *cleaner) drop(root string) error { return os.Remove(root) }

// A method value handed as the callback: its receiver is bound.
func (c *cleaner) dropRoot(res isolation.IsolationResult) error {
	return withRoot(res, c.drop) // want `HP1004: path into another root \(from podcallback.withRoot ← isolation.IsolationResult.MountRoot\) reaches os.Remove via podcallback.withRoot`
}

// Across packages: the helper's fact says what it hands its callback.
func statEntries(res isolation.IsolationResult) error {
	return rootwalk.InRoot(res, func(root string) error {
		return rootwalk.EachEntry(root, func(path string) error { // want `HP1004: path into another root \(from rootwalk.InRoot ← isolation.IsolationResult.MountRoot\) reaches os.ReadDir via rootwalk.EachEntry`
			_, err := os.Stat(path) // want `HP1004: path into another root \(from rootwalk.InRoot ← isolation.IsolationResult.MountRoot\) reaches os.Stat`
			return err
		})
	})
}

// A volume's mount point is a tree: its entries are paths in it.
func statVolume(res isolation.IsolationResult) error {
	return rootwalk.EachEntry(res.VolumeDir(), func(path string) error {
		_, err := os.Stat(path) // want `HP1004: path in a tree others control \(from isolation.IsolationResult.VolumeDir/…\) reaches os.Stat`
		return err
	})
}

// Close negatives: the handler's own directory, a callback that does not
// follow the path it gets, an argument that is no path, and a callback
// handed the root at an argument it ignores.
func chownOwn() error {
	return ForPath("/var/run/kubevirt", func(_ int, s string) error {
		return os.Chown(s, 107, 107)
	})
}

func nameOnly(res isolation.IsolationResult) (string, error) {
	var name string
	err := withRoot(res, func(root string) error {
		name = "root is " + root
		return nil
	})
	return name, err
}

func count(res isolation.IsolationResult) {
	rootwalk.Count(3, func(i int) { _ = os.Chown("/var/run/kubevirt", i, i) })
}

func otherArg(p *unsafepath.Path) error {
	return ForPath(unsafepath.UnsafeAbsolute(p), func(i int, _ string) error {
		return os.Chown("/var/run/kubevirt", i, i)
	})
}

// A directive: the launcher is stopped and its root read-only.
func chownStopped(res isolation.IsolationResult) error {
	return withRoot(res, func(root string) error {
		//kvlint:ignore HP1004 the launcher has exited and its root is mounted read-only here
		return os.Chown(root, 107, 107)
	})
}

// A library operation handed as the callback follows what the helper
// hands it, as a named callback of the package does.
func forOne(p string, fn func(string) error) error { return fn(p) }

func removeByOperation(p *unsafepath.Path) error {
	return forOne(unsafepath.UnsafeAbsolute(p), os.Remove) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Remove via podcallback.forOne`
}

func removeRootByOperation(res isolation.IsolationResult) error {
	return withRoot(res, os.Remove) // want `HP1004: path into another root \(from podcallback.withRoot ← isolation.IsolationResult.MountRoot\) reaches os.Remove via podcallback.withRoot`
}

// Close negatives: the node's own path handed to the same operation, an
// operation that only reads the link itself, and a directive.
func removeOwnByOperation() error { return forOne("/var/run/kubevirt/ready", os.Remove) }

func lstatByOperation(p *unsafepath.Path) error {
	return forOne(unsafepath.UnsafeAbsolute(p), func(s string) error { _, err := os.Lstat(s); return err })
}

func removeByOperationExcused(p *unsafepath.Path) error {
	//kvlint:ignore HP1004 the fixture's directive case for an operation handed as a callback
	return forOne(unsafepath.UnsafeAbsolute(p), os.Remove)
}
