package passkit_test

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/typestest"
)

func TestPosAtAndRelated(t *testing.T) {
	pass := fakePass()
	f := typestest.Parse(t, pass.Fset, "/src/pkg/x/x.go", "package x\n\nfunc F() {\n\tG()\n}\n")
	pass.Files = []*ast.File{f}
	ctx := &passkit.Context{Pass: pass}

	// A file of the package: its own position.
	p := ctx.PosAt("/src/pkg/x/x.go:4:2")
	require.True(t, p.IsValid())
	assert.Equal(t, token.Position{Filename: "/src/pkg/x/x.go", Offset: 23, Line: 4, Column: 2}, pass.Fset.Position(p))
	assert.Equal(t, pass.Fset.File(f.FileStart), pass.Fset.File(p))

	// Another package's file: the same file name, line and column.
	q := ctx.PosAt("/src/pkg/y/y.go:120:7")
	require.True(t, q.IsValid())
	got := pass.Fset.Position(q)
	assert.Equal(t, "/src/pkg/y/y.go", got.Filename)
	assert.Equal(t, [2]int{120, 7}, [2]int{got.Line, got.Column})

	for _, bad := range []string{"", "x.go", "x.go:1", "x.go:a:1", "x.go:0:1", ":1:1", "/src/pkg/x/x.go:99:1"} {
		assert.False(t, ctx.PosAt(bad).IsValid(), bad)
	}

	w := effects.Witness{
		Chain: []string{"y.Detect", "y.mountBlock", "unix.Mount"},
		Calls: []string{"", "/src/pkg/y/y.go:12:2", "/src/pkg/y/y.go:7:9"},
	}
	rel := ctx.Related(w, "performs")
	require.Len(t, rel, 2)
	assert.Equal(t, "y.Detect calls y.mountBlock", rel[0].Message)
	assert.Equal(t, 12, pass.Fset.Position(rel[0].Pos).Line)
	assert.Equal(t, "y.mountBlock performs unix.Mount", rel[1].Message)
	assert.Equal(t, 9, pass.Fset.Position(rel[1].Pos).Column)

	w.Calls = nil // a fact written without call positions
	assert.Empty(t, ctx.Related(w, "performs"))
}
