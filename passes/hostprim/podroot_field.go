package hostprim

import (
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/code"

	"github.com/kvlint/kvlint/internal/selector"
)

// fieldSource is what a read of a field listed among the sources or trees
// holds (an archive entry's name, a volume's mount point), or nothing.
func (pr *podRoot) fieldSource(sel *types.Selection) (val, bool) {
	if s, ok := matchField(pr.cfg.Sources, sel); ok {
		return rootVal(fieldName(s)), true
	}
	if s, ok := matchField(pr.cfg.Trees, sel); ok {
		return treeVal(fieldName(s)), true
	}
	return val{}, false
}

// matchField returns the selector of sels, (pkg/path.Type).Field, that
// names the field sel reads: Type is the struct that declares the field
// (an embedded struct's, for a promoted field), matched by import path.
func matchField(sels []selector.Selector, sel *types.Selection) (selector.Selector, bool) {
	owner := fieldOwner(sel)
	if owner == nil || owner.Obj().Pkg() == nil {
		return selector.Selector{}, false
	}
	pkg, typ, name := selector.PkgPath(owner.Obj().Pkg()), owner.Obj().Name(), sel.Obj().Name()
	for _, s := range sels {
		if s.Recv == typ && s.Name == name && s.Pkg == pkg {
			return s, true
		}
	}
	return selector.Selector{}, false
}

// fieldOwner is the named struct type that declares the field a selection
// reads.
func fieldOwner(sel *types.Selection) *types.Named {
	t := sel.Recv()
	idx := sel.Index()
	for _, i := range idx[:len(idx)-1] {
		st, ok := code.Deref(t).Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		t = st.Field(i).Type()
	}
	n, _ := types.Unalias(code.Deref(t)).(*types.Named)
	if n != nil {
		n = n.Origin()
	}
	return n
}

// fieldName names a field selector for messages: pkg.Type.Field.
func fieldName(s selector.Selector) string {
	pkg := s.Pkg[strings.LastIndex(s.Pkg, "/")+1:]
	return pkg + "." + s.Recv + "." + s.Name
}
