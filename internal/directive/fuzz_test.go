package directive_test

import (
	"go/ast"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/directive"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"//kvlint:ignore SF1001 the controller owns this field here",
		"//kvlint:file-ignore hostprim,HO1001 generated code",
		"//kvlint:ignore SF1001", "//kvlint:ignore", "//kvlint:ignored SF1001 x", "//KVLINT:ignore SF1001 x",
		"//kvlint:ignore SF1001, SF1002 reason", "//kvlint:ignore SF1001 ,SF1002 reason",
		"//kvlint:ignore SF1001 reason \u202egnp.", "//kvlint:ignore SF1001 \u200b",
		"// kvlint:ignore SF1001 x", "//kvlint:bogus", "//kvlint:ignore XX9999 x", "//kvlint:ignore ,, x",
		"/*kvlint:ignore SF1001 x*/", "// ordinary comment",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, problem, ok := directive.Parse(&ast.Comment{Slash: 1, Text: text})
		if !ok {
			if d != nil || problem != "" {
				t.Fatalf("not a directive, yet %v %q", d, problem)
			}
			return
		}
		if problem != "" {
			if d != nil {
				t.Fatalf("malformed, yet a directive: %v", d)
			}
			if strings.ContainsAny(problem, "\n\r") {
				t.Fatalf("problem is not one line: %q", problem)
			}
			return
		}
		if d == nil || len(d.Names) == 0 || strings.TrimSpace(d.Reason) == "" {
			t.Fatalf("a well-formed directive needs checks and a reason: %+v", d)
		}
	})
}
