package selector_test

import (
	"go/ast"
	"go/importer"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/typestest"
)

func TestParse(t *testing.T) {
	cases := map[string]selector.Selector{
		"golang.org/x/sys/unix.Mount":                                     {Pkg: "golang.org/x/sys/unix", Name: "Mount"},
		"(k8s.io/client-go/kubernetes/typed/core/v1.PodInterface).Create": {Pkg: "k8s.io/client-go/kubernetes/typed/core/v1", Recv: "PodInterface", Name: "Create"},
		"(*kubevirt.io/kubevirt/pkg/safepath.Path).Chmod":                 {Pkg: "kubevirt.io/kubevirt/pkg/safepath", Recv: "Path", Ptr: true, Name: "Chmod"},
		"libvirt.org/go/libvirt.*":                                        {Pkg: "libvirt.org/go/libvirt", Name: "*"},
		"(libvirt.org/go/libvirt.Domain).*":                               {Pkg: "libvirt.org/go/libvirt", Recv: "Domain", Name: "*"},
		"os.Chmod":                                                        {Pkg: "os", Name: "Chmod"},
	}
	for raw, want := range cases {
		got, err := selector.Parse(raw)
		require.NoError(t, err, raw)
		want.Raw = raw
		assert.Equal(t, want, got)
	}
	for _, bad := range []string{"", "unix", "golang.org/x/sys/unix", "golang.org/x/sys/unix.", "(a/b.T.M", "(a/b.T)M", "(a/b.*).M", "a/b.1x", "(a/b).M", "a b.F"} {
		_, err := selector.Parse(bad)
		assert.Error(t, err, bad)
	}
}

const fakeOS = `package os
func IsNotExist(err error) bool { return false }
`

const src = `package p

import (
	realos "os"
	fakeos "example.com/fake/os"
	"example.com/api"
)

type local struct{}
func (local) Create() {}

func use(c api.Client, s *api.Server, g api.Box[int]) {
	_ = realos.IsNotExist(nil)
	_ = fakeos.IsNotExist(nil)
	c.Create()
	s.Create()
	s.Delete()
	g.Get()
	api.New()
	var l local
	l.Create()
}
`

const apiSrc = `package api
type Client interface{ Create() }
type Server struct{}
func (*Server) Create() {}
func (Server) Delete() {}
type Box[T any] struct{}
func (Box[T]) Get() {}
func New() {}
`

// check type-checks the fixture and returns the callee of every call, by the
// call's source text.
func check(t *testing.T) map[string]*types.Func {
	t.Helper()
	fset := token.NewFileSet()
	pkgs := map[string]*types.Package{}
	std := importer.Default()
	imp := importerFunc(func(path string) (*types.Package, error) {
		if p, ok := pkgs[path]; ok {
			return p, nil
		}
		return std.Import(path)
	})
	typecheck := func(path, text string) (*types.Package, *ast.File, *types.Info) {
		f := typestest.Parse(t, fset, path+".go", text)
		p, info := typestest.Check(t, fset, path, imp, f)
		pkgs[path] = p
		return p, f, info
	}
	typecheck("example.com/fake/os", fakeOS)
	typecheck("example.com/api", apiSrc)
	_, f, info := typecheck("example.com/p", src)
	out := map[string]*types.Func{}
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			var id *ast.Ident
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				id = fun
			case *ast.SelectorExpr:
				id = fun.Sel
			}
			if fn, ok := info.Uses[id].(*types.Func); ok {
				x, _ := call.Fun.(*ast.SelectorExpr)
				key := id.Name
				if x != nil {
					key = x.X.(*ast.Ident).Name + "." + id.Name
				}
				out[key] = fn
			}
		}
		return true
	})
	return out
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

func TestMatchByImportPathNotName(t *testing.T) {
	calls := check(t)
	sel, _ := selector.Parse("os.IsNotExist")
	assert.True(t, sel.Match(calls["realos.IsNotExist"]))
	assert.False(t, sel.Match(calls["fakeos.IsNotExist"]), "a package merely named os is not os")
}

func TestMatchMethodsAndInterfaces(t *testing.T) {
	calls := check(t)
	m := func(raw, call string) bool {
		sel, err := selector.Parse(raw)
		require.NoError(t, err)
		return sel.Match(calls[call])
	}
	assert.True(t, m("(example.com/api.Client).Create", "c.Create"), "interface method selector matches calls through the interface")
	assert.False(t, m("(example.com/api.Client).Create", "s.Create"), "a concrete method is not the interface method")
	assert.True(t, m("(*example.com/api.Server).Create", "s.Create"))
	assert.True(t, m("(example.com/api.Server).Create", "s.Create"), "pointer-ness of the receiver is not significant")
	assert.True(t, m("(example.com/api.Server).*", "s.Delete"))
	assert.False(t, m("(example.com/api.Server).*", "c.Create"))
	assert.True(t, m("(example.com/api.Box).Get", "g.Get"), "generic receivers match through their origin")
	assert.True(t, m("example.com/api.*", "s.Delete"))
	assert.True(t, m("example.com/api.*", "api.New"))
	assert.True(t, m("example.com/api.New", "api.New"))
	assert.False(t, m("example.com/api.New", "s.Create"))
	assert.False(t, m("(example.com/api.Server).Create", "l.Create"), "same method name on another type")

	set := selector.NewSet()
	for _, raw := range []string{"os.Chmod", "(example.com/api.Client).Create"} {
		s, _ := selector.Parse(raw)
		set.Add(s)
	}
	got, ok := set.Match(calls["c.Create"])
	assert.True(t, ok)
	assert.Equal(t, "(example.com/api.Client).Create", got.Raw)
	_, ok = set.Match(calls["s.Create"])
	assert.False(t, ok)
	assert.Equal(t, "api.Server.Create", selector.Name(calls["s.Create"]))
	assert.Equal(t, "os.IsNotExist", selector.Name(calls["realos.IsNotExist"]))
}

func TestPkgPathStripsVendor(t *testing.T) {
	assert.Equal(t, "golang.org/x/sys/unix", selector.PkgPath(types.NewPackage("kubevirt.io/kubevirt/vendor/golang.org/x/sys/unix", "unix")))
	assert.Equal(t, "golang.org/x/sys/unix", selector.PkgPath(types.NewPackage("golang.org/x/sys/unix", "unix")))
}

// RecvKey names a method's receiver type by import path, through a pointer
// and from a generic instance to its origin; a function has none.
func TestRecvKey(t *testing.T) {
	pkg := types.NewPackage("example.com/a", "a")
	obj := types.NewTypeName(token.NoPos, pkg, "T", nil)
	named := types.NewNamed(obj, types.NewStruct(nil, nil), nil)
	method := func(recv types.Type) *types.Func {
		return types.NewFunc(token.NoPos, pkg, "M", types.NewSignatureType(types.NewVar(token.NoPos, pkg, "t", recv), nil, nil, nil, nil, false))
	}
	assert.Equal(t, "example.com/a.T", selector.RecvKey(method(named)))
	assert.Equal(t, "example.com/a.T", selector.RecvKey(method(types.NewPointer(named))))
	assert.Equal(t, "", selector.RecvKey(types.NewFunc(token.NoPos, pkg, "F", types.NewSignatureType(nil, nil, nil, nil, nil, false))))
}
