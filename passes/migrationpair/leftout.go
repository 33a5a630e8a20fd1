package migrationpair

import (
	"fmt"
	"go/types"
	"maps"

	"golang.org/x/tools/go/analysis"
)

// A conversion between two API types is often a list of like-named
// copies (ToVMIMConfigurationOptions copies each cluster migration
// default into the options a migration carries). When a field is added
// to both types and not to the list, the value is dropped on the way and
// the receiving side runs on its zero value: nothing fails to compile.

// minLeftOutCopies is how many like-named fields a copy must set before a
// field it leaves out counts; leftOutShare bounds the share of the fields
// the two types have in common it may leave out (one in four), so that a
// copy of a chosen few fields leaves nothing out.
const (
	minLeftOutCopies = 4
	leftOutShare     = 4
)

// leftOutField is a field a copy group leaves out.
type leftOutField struct {
	g    []*fieldCopy
	name string
	like int
}

// leftOut returns each field of the destination type that a copy group g
// leaves out although the source has it, like-named and of the same type,
// where the group copies most such fields (MP1006). like holds the group's
// like-named copies; a field set from another field, or one the policy
// lists as one-way into the destination type, is not left out; nor is
// one the function writes into the destination with any other value
// (Failed = true under a test of the source's Failed, a computed rate):
// written holds those.
func (st *state) leftOut(cc *copyConfig, g []*fieldCopy, like map[string]*fieldCopy, written map[string]bool) []leftOutField {
	if len(like) < minLeftOutCopies {
		return nil
	}
	dst, ok := g[0].dstT.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	set := maps.Clone(written)
	if set == nil {
		set = map[string]bool{}
	}
	for _, c := range g {
		set[c.dst.Name()] = true
	}
	var common int
	var missing []leftOutField
	for i := 0; i < dst.NumFields(); i++ {
		f := dst.Field(i)
		obj, _, _ := types.LookupFieldOrMethod(g[0].srcT, true, f.Pkg(), f.Name())
		twin, isVar := obj.(*types.Var)
		if !f.Exported() || !isVar || !twin.IsField() || !types.Identical(twin.Type(), f.Type()) {
			continue
		}
		common++
		if !set[f.Name()] && !cc.oneWay(g[0].dstT, f.Name(), nil) {
			missing = append(missing, leftOutField{g, f.Name(), len(like)})
		}
	}
	if len(missing)*leftOutShare > common {
		return nil
	}
	return missing
}

// reportLeftOut reports l at the group's first copy, with its last.
func (st *state) reportLeftOut(l leftOutField) {
	at, last := l.g[0], l.g[len(l.g)-1]
	st.ctx.Report.On("copy "+namedKey(at.dstT)+" from "+namedKey(at.srcT)+" without "+l.name).Report("MP1006", analysis.Diagnostic{
		Pos: at.node.Pos(), End: at.node.End(),
		Message: fmt.Sprintf("incomplete copy: %s copies %s into %s field by field without %s, which %s has",
			funcName(at.fn), types.ExprString(at.srcBase), at.dstT.Obj().Name(), l.name, at.srcT.Obj().Name()),
		Related: []analysis.RelatedInformation{{Pos: last.node.Pos(), End: last.node.End(),
			Message: fmt.Sprintf("the last of %d like-named copies", l.like)}},
	})
}
