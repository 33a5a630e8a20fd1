package code_test

import (
	"go/ast"
	"go/constant"
	"go/types"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/code"
)

// The names code shares across a run's packages and passes: a package's
// constant names, listed once (consts.go), and object paths, through one
// encoder per package (objectpath.go).

// TestConstNames: an enum's constants by name order, and a value named by
// its constant of that type (quoted where none has it), for two enum types
// of one package asked in turn (the package's constant names are listed
// once and shared).
func TestConstNames(t *testing.T) {
	pkg, _, _ := check(t, `package p

type Phase string
type Reason string

const (
	Running   Phase  = "Running"
	Pending   Phase  = "Pending"
	Failed    Reason = "Failed"
	AlsoFail  Reason = "Failed"
	untyped          = "Running"
	Scheduled Phase  = "Scheduled"
)
`)
	phase, reason := named(t, pkg, "Phase"), named(t, pkg, "Reason")
	assert.Equal(t, []string{"Pending", "Running", "Scheduled"}, code.ConstNames(phase))
	assert.Equal(t, []string{"AlsoFail", "Failed"}, code.ConstNames(reason))
	assert.Equal(t, "Running", code.ConstName(phase, constant.MakeString("Running")))
	assert.Equal(t, "AlsoFail", code.ConstName(reason, constant.MakeString("Failed")), "the first in name order")
	assert.Equal(t, `"Gone"`, code.ConstName(phase, constant.MakeString("Gone")))
	assert.Equal(t, `"Failed"`, code.ConstName(phase, constant.MakeString("Failed")), "another type's value")
	assert.Equal(t, []string{"Pending", "Running", "Scheduled"}, code.ConstNames(phase), "again, from the shared list")
}

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

// TestIsNil: the predeclared nil, through parentheses; not a nil-able
// value, a shadowing nil, or no expression.
func TestIsNil(t *testing.T) {
	_, f, info := check(t, `package p

func f() (*int, error) { return nil, (nil) }

func g(p *int) *int { return p }

func h() error { nil := error(nil); return nil }
`)
	var results [][]ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if r, ok := n.(*ast.ReturnStmt); ok {
			results = append(results, r.Results)
		}
		return true
	})
	require.Len(t, results, 3)
	assert.True(t, code.IsNil(info, results[0][0]), "nil")
	assert.True(t, code.IsNil(info, results[0][1]), "(nil)")
	assert.False(t, code.IsNil(info, results[1][0]), "a pointer parameter")
	assert.False(t, code.IsNil(info, results[2][0]), "a variable named nil")
	assert.False(t, code.IsNil(info, nil), "no expression")
}
