package finding_test

import (
	"go/ast"
	"go/token"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/typestest"
)

// A //line directive names any line it likes; the declaration a finding is
// keyed to is found by the physical line. A line past the end of the file
// panicked in token.File.LineStart (issue 21, defect 1), and a line before
// the finding's keyed it to another declaration, often the import block
// (defect 7).
func TestEnclosingIgnoresLineDirectives(t *testing.T) {
	for _, directive := range []string{"//line x.go:100", "//line x.go:1", "//line a.go:5:3", "/*line :2:1*/"} {
		src := "package p\n\nimport \"os\"\n\nvar _ = os.Args\n\n" + directive + "\nfunc F() {\n\tos.Exit(1)\n}\n\nfunc G() {}\n"
		fset := token.NewFileSet()
		f := typestest.Parse(t, fset, "p.go", src)
		pos := f.FileStart + token.Pos(strings.Index(src, "os.Exit"))
		assert.Equal(t, "F", finding.Enclosing([]*ast.File{f}, fset, pos), directive)
	}
}
