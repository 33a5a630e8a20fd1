// Package unsafepath is a stand-in: the raw form of a no-follow path.
package unsafepath

type Path struct{ root, rel string }

func New(root, rel string) *Path { return &Path{root, rel} }

// UnsafeAbsolute is a source of the test policy: its result is a path in
// another root, which only no-follow operations may use.
func UnsafeAbsolute(p *Path) string { return p.root + p.rel }

// UnsafeRelative is not a source: the part below the root.
func UnsafeRelative(p *Path) string { return p.rel }
