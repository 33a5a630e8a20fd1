package code_test

import (
	"go/types"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/code"
)

// TestObjectPath: the shared encoder names every object as objectpath.For
// does, also when many goroutines ask at once, and fails where it fails.
func TestObjectPath(t *testing.T) {
	pkg, _, _ := check(t, `package p

type Status struct{ Phase string; Nodes []Node }
type Node struct{ Name string }
func (s *Status) Ready() bool { return s.Phase == "Ready" }
var Default Status
`)
	status := named(t, pkg, "Status")
	node := named(t, pkg, "Node")
	objs := []types.Object{
		pkg.Scope().Lookup("Default"),
		status.Obj(),
		status.Underlying().(*types.Struct).Field(0),
		status.Underlying().(*types.Struct).Field(1),
		node.Underlying().(*types.Struct).Field(0),
		status.Method(0),
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, obj := range objs {
				want, err := objectpath.For(obj)
				got, gotErr := code.ObjectPath(obj)
				assert.NoError(t, err)
				assert.NoError(t, gotErr)
				assert.Equal(t, want, got, "%s", obj)
			}
		})
	}
	wg.Wait()
	_, err := code.ObjectPath(types.Universe.Lookup("len"))
	require.Error(t, err, "a universe object has no path")
	local := types.NewVar(0, pkg, "x", types.Typ[types.Int])
	_, err = code.ObjectPath(local)
	require.Error(t, err, "a variable no declaration reaches has no path")
}
