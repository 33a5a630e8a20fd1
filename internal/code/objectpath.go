package code

import (
	"go/types"
	"sync"

	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/weakcache"
)

// ObjectPath returns obj's object path (objectpath.For) through one encoder
// per package of obj, shared by every pass and package of the run. To name
// a field or method, an encoder indexes the whole API of the object's
// package; every analysed package names the same API fields and methods,
// and with an encoder of its own each indexed the API package again (20 MB
// and 0.05 s a run on KubeVirt v1.9.0). The encoder is held weakly: after a
// collection that finds it unused, the next call builds another.
func ObjectPath(obj types.Object) (objectpath.Path, error) {
	pkg := obj.Pkg()
	if pkg == nil {
		return objectpath.For(obj) // its error: a universe object has no path
	}
	e := encoders.Get(pkg, nil, func() *pathEncoder { return &pathEncoder{} })
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.enc.For(obj)
}

var encoders weakcache.Cache[*types.Package, pathEncoder]

// pathEncoder is an objectpath.Encoder, which is not safe for concurrent
// use, behind a lock.
type pathEncoder struct {
	mu  sync.Mutex
	enc objectpath.Encoder
}
