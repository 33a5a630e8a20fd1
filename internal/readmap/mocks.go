package readmap

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// inMock reports whether pos lies in a gomock mock file of the package.
func (pd *pkgData) inMock(pos token.Pos) bool {
	for _, f := range pd.pkg.Syntax {
		if f.FileStart <= pos && pos <= f.FileEnd {
			if pd.mocks == nil {
				pd.mocks = map[*ast.File]bool{}
			}
			m, ok := pd.mocks[f]
			if !ok {
				m = mockFile(pd.pkg.TypesInfo, f)
				pd.mocks[f] = m
			}
			return m
		}
	}
	return false
}

// mockFile reports whether f is a gomock mock (KubeVirt's
// generated_mock_*.go, whatever it is called): it declares mock types —
// structs holding a *gomock.Controller, and their recorders holding a
// pointer to one — and every function it declares is a method of one or
// returns one (the constructor). A file that also declares anything else
// (a helper, a main that drives a mock) is read like any other.
func mockFile(info *types.Info, f *ast.File) bool {
	mocks := map[*types.TypeName]bool{}
	isMock := func(t types.Type) bool {
		n := namedOf(types.Unalias(t))
		return n != nil && mocks[n.Obj()]
	}
	isController := func(t types.Type) bool {
		_, ptr := types.Unalias(t).(*types.Pointer)
		n := namedOf(types.Unalias(t))
		return ptr && n != nil && n.Obj().Name() == "Controller" && n.Obj().Pkg() != nil && slices.Contains(gomockPaths, n.Obj().Pkg().Path())
	}
	// Two rounds: the mocks, then the recorders that point at them.
	for _, holds := range []func(types.Type) bool{isController, isMock} {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				tn, _ := info.Defs[spec.(*ast.TypeSpec).Name].(*types.TypeName)
				if tn == nil {
					continue
				}
				if st, ok := tn.Type().Underlying().(*types.Struct); ok {
					for fld := range st.Fields() {
						if holds(fld.Type()) {
							mocks[tn] = true
						}
					}
				}
			}
		}
	}
	if len(mocks) == 0 {
		return false
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		fn, _ := info.Defs[fd.Name].(*types.Func)
		if fn == nil {
			return false
		}
		sig := fn.Signature()
		if r := sig.Recv(); r != nil && isMock(r.Type()) {
			continue
		}
		if sig.Results().Len() > 0 && isMock(sig.Results().At(0).Type()) {
			continue
		}
		return false
	}
	return true
}

// gomockPaths are the import paths of gomock's Controller.
var gomockPaths = []string{"go.uber.org/mock/gomock", "github.com/golang/mock/gomock"}
