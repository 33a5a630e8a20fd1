// Package safepath is a stand-in for the no-follow wrapper: its own
// operations on raw paths are not checked.
package safepath

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/unsafepath"
)

type Path struct{ root, rel string }

func (p *Path) Raw() *unsafepath.Path { return unsafepath.New(p.root, p.rel) }

func JoinAndResolveWithRelativeRoot(root string, elems ...string) (*Path, error) {
	_, err := os.Stat(fmt.Sprintf("/proc/%d/root", 12)) // a wrapper: not checked
	return &Path{root: root}, err
}

// OpenAtNoFollow takes a raw path but opens it element by element.
func OpenAtNoFollow(p *Path) (*os.File, error) {
	return os.Open(unsafepath.UnsafeAbsolute(p.Raw()))
}

// ExecuteNoFollow hands the callback a /proc/self/fd path.
func (p *Path) ExecuteNoFollow(cb func(safePath string) error) error {
	return cb(fmt.Sprintf("/proc/self/fd/%d", 3))
}
