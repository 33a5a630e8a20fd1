package sites_test

import (
	"go/ast"
	"go/token"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/sites"
	"github.com/kvlint/kvlint/internal/typestest"
)

type reachFact struct{ effects.Summary }

func (*reachFact) AFact()           {}
func (f *reachFact) String() string { return "reaches " + strings.Join(f.Keys(), ",") }

// compOf puts comp/... in component "comp"; everything else is shared.
func compOf(path string) string {
	if strings.HasPrefix(path, "comp/") {
		return "comp"
	}
	return "shared"
}

var testAnalyzer = &analysis.Analyzer{
	Name:       "sitestest",
	Doc:        "returns the sites of calls to api.Do",
	FactTypes:  []analysis.Fact{new(reachFact)},
	ResultType: reflect.TypeOf((*sites.Result)(nil)),
	Run: func(pass *analysis.Pass) (any, error) {
		imp, exp := effects.FactIO[reachFact](pass)
		res := effects.Compute(pass, inspector.New(pass.Files), effects.Spec{
			Direct: func(n ast.Node) []effects.Direct {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return nil
				}
				if fn := code.Callee(pass.TypesInfo, call); fn != nil && fn.Pkg().Path() == "api" {
					return []effects.Direct{{Key: "do", API: "api.Do", Pos: call.Pos(), End: call.End()}}
				}
				return nil
			},
			Import: imp,
			Export: exp,
			Site:   func(p token.Pos) string { return pass.Fset.Position(p).String() },
		})
		return sites.FromEffects(res, pass.Pkg, compOf(pass.Pkg.Path()), compOf), nil
	},
}

func TestFromEffects(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), testAnalyzer, "comp/a", "lib")
	byPkg := map[string]*sites.Result{}
	for _, r := range results {
		byPkg[r.Pass.Pkg.Path()] = r.Result.(*sites.Result)
	}
	render := func(r *sites.Result) []string {
		var out []string
		for _, s := range r.Sites {
			out = append(out, s.Kind+" "+s.Func.Name()+" "+s.Key+" "+strings.Join(s.Chain, " → "))
		}
		return out
	}
	// The component's own direct site, and one via site for the helper
	// called twice (none for the clean helper, none within the package).
	assert.Equal(t, []string{"direct Direct do ", "via Twice do lib.Helper → api.Do"}, render(byPkg["comp/a"]))
	require.NotNil(t, byPkg["comp/a"].Funcs)
	// Shared code: its direct site; its calls into shared code are not via
	// sites (the same component).
	assert.Equal(t, []string{"direct Helper do "}, render(byPkg["lib"]))
}

// FuncOf names the declaration a node is in, its signature included, and
// nothing at package level (a variable's initialiser, a literal there).
func TestFuncOf(t *testing.T) {
	const src = `package p

var top = func() int { return one }

const one = 1

func (r recv) M(arg int) int { return arg + one }

type recv struct{}
`
	_, f, _, info := typestest.Source(t, "p", src)
	var got []string
	inspector.New([]*ast.File{f}).WithStack([]ast.Node{(*ast.Ident)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if push {
			in := "-"
			if fn := sites.FuncOf(info, stack); fn != nil {
				in = fn.Name()
			}
			got = append(got, n.(*ast.Ident).Name+":"+in)
		}
		return true
	})
	assert.Equal(t, []string{"p:-", "top:-", "int:-", "one:-", "one:-",
		"r:M", "recv:M", "M:M", "arg:M", "int:M", "int:M", "arg:M", "one:M", "recv:-"}, got)
}
