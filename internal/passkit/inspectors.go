package passkit

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/weakcache"
)

// inspectors shares a package's inspector between the passes that analyse
// it. The checker runs each pass as its own action, usually one right after
// another for the same package; building the inspector once instead of per
// pass saved about three quarters of a GB of allocation on KubeVirt.
//
// The cache holds inspectors weakly, keyed by the *types.Package, so it keeps
// nothing alive, can never hand one driver's syntax to another (a package
// object belongs to exactly one load), and carries no configuration: it is
// safe under go vet and golangci-lint, which build many analyzers per process.
var inspectors inspectorCache

// Inspector returns the shared inspector over pass's files, the one every
// pass's Context.Inspector returns: for an analyzer of a driver that is not
// a pass (kvlint map's own), with the same rule (module-scope packages
// only, see Context.Inspector).
func Inspector(pass *analysis.Pass) *inspector.Inspector {
	return inspectors.get(pass.Pkg, pass.Files)
}

// locals shares a package's index of its local variables' assignments
// (code.Locals) between its passes the same way, built from the shared
// inspector.
var locals weakcache.Cache[*types.Package, code.Locals]

// Locals returns the shared index of the local variables' assignments of
// pass's package, over the files of its shared inspector (Inspector).
func Locals(pass *analysis.Pass) *code.Locals {
	return localsOf(pass, Inspector(pass))
}

func localsOf(pass *analysis.Pass, ins *inspector.Inspector) *code.Locals {
	return locals.Get(pass.Pkg,
		func(l *code.Locals) bool { return l.BuiltFrom(ins) },
		func() *code.Locals { return code.NewLocals(pass.TypesInfo, ins) })
}

// bodies shares a package's index of its function bodies' cursors
// (code.BodiesOf) between its passes the same way: five readings in four
// passes once built it five times a package.
var bodies weakcache.Cache[*types.Package, code.Bodies]

func bodiesOf(pass *analysis.Pass, ins *inspector.Inspector) *code.Bodies {
	return bodies.Get(pass.Pkg,
		func(b *code.Bodies) bool { return b.BuiltFrom(ins) },
		func() *code.Bodies { b := code.BodiesOf(ins); return &b })
}

type inspectorCache struct {
	c weakcache.Cache[*types.Package, inspector.Inspector]
}

func (c *inspectorCache) get(pkg *types.Package, files []*ast.File) *inspector.Inspector {
	return c.c.Get(pkg,
		func(ins *inspector.Inspector) bool { return builtFrom(ins, files) },
		func() *inspector.Inspector { return inspector.New(files) })
}

// builtFrom reports whether ins was built from exactly files, to be sure a
// cached inspector is over the same syntax.
func builtFrom(ins *inspector.Inspector, files []*ast.File) bool {
	i := 0
	for c := range ins.Root().Children() {
		if i == len(files) || c.Node() != files[i] {
			return false
		}
		i++
	}
	return i == len(files)
}
