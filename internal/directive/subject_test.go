package directive_test

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/typestest"
)

func TestSubjects(t *testing.T) {
	src := "package p\n\n//kvlint:ignore   HP1001,SF1001 the reason is free text\nvar x int\n\n//kvlint:skip HP1001 not a verb\nvar y int\n"
	f := typestest.Parse(t, token.NewFileSet(), "p.go", src)
	good, bad := f.Comments[0].List[0], f.Comments[1].List[0]

	d, problem, ok := directive.Parse(good)
	require.True(t, ok)
	require.Empty(t, problem)
	assert.Equal(t, "ignore HP1001,SF1001", d.Subject(), "the reason is not part of the subject")

	files := []*ast.File{f}
	assert.Equal(t, "//kvlint:skip HP1001 not a verb", directive.MalformedSubjectAt(files, bad.Pos()))
	assert.Equal(t, "//kvlint:ignore HP1001,SF1001 the reason is free text", directive.MalformedSubjectAt(files, good.Pos()),
		"white space collapsed")
	assert.Empty(t, directive.MalformedSubjectAt(files, f.Decls[0].Pos()), "no comment starts there")
}
