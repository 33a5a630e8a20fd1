package migrationpair

import (
	"fmt"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
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

// leftOutField is a field a copy group leaves out; fn and src name the
// function that holds the group and its source, as the message says them.
type leftOutField struct {
	g    []*fieldCopy
	name string
	// srcName is the source's field when it is named otherwise (without
	// the side's word: leftOutWorded); "" for a like-named one.
	srcName string
	like    int
	fn      *types.Func
	src     string
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
	same := func(name string) string { return name }
	return st.leftOutBy(cc, g, len(like), written, same, types.Identical)
}

// leftOutBy is the judgment leftOut and leftOutWorded share: copies is
// how many namesake copies the group makes (at least minLeftOutCopies),
// twin names the source field a destination field is the namesake of (""
// for none), and holds says whether the twin's type holds the field's.
// A field the group sets, the function writes another way (written) or
// the policy lists as one-way is not left out, and the group must set all
// but one in four of the namesakes its two types share.
func (st *state) leftOutBy(cc *copyConfig, g []*fieldCopy, copies int, written map[string]bool, twin func(string) string, holds func(src, dst types.Type) bool) []leftOutField {
	if copies < minLeftOutCopies {
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
		name := twin(f.Name())
		if !f.Exported() || name == "" {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(g[0].srcT, true, f.Pkg(), name)
		tw, isVar := obj.(*types.Var)
		if !isVar || !tw.IsField() || !holds(tw.Type(), f.Type()) {
			continue
		}
		common++
		if !set[f.Name()] && !cc.oneWay(g[0].dstT, f.Name(), nil) {
			l := leftOutField{g: g, name: f.Name(), like: copies, fn: g[0].fn, src: types.ExprString(g[0].srcBase)}
			if name != f.Name() {
				l.srcName = name
			}
			missing = append(missing, l)
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
	has, copies := "which "+at.srcT.Obj().Name()+" has", "like-named copies"
	if l.srcName != "" {
		has, copies = "which "+at.srcT.Obj().Name()+" has as "+l.srcName, "copies into fields named for the side"
	}
	st.ctx.Report.On("copy "+namedKey(at.dstT)+" from "+namedKey(at.srcT)+" without "+l.name).Report("MP1006", analysis.Diagnostic{
		Pos: at.node.Pos(), End: at.node.End(),
		Message: fmt.Sprintf("incomplete copy: %s copies %s into %s field by field without %s, %s",
			funcName(l.fn), l.src, at.dstT.Obj().Name(), l.name, has),
		Related: []analysis.RelatedInformation{{Pos: last.node.Pos(), End: last.node.End(),
			Message: fmt.Sprintf("the last of %d %s", l.like, copies)}},
	})
}

// A conversion may be split into helpers of the package, each copying a
// few of the fields (copyTimeouts(opts, cfg); copyNetwork(opts, cfg)): no
// helper's list reaches minLeftOutCopies, and a field added to both types
// and to no helper is dropped all the same. The copies a function makes
// itself and those of the helpers it hands the same two values
// (calledCopies: one call deep) are one list, judged in that function; a
// helper's own list is then judged only where no caller holds it with
// more (a caller that only hands its values to that one helper holds
// nothing of its own).

// liftedGroup is one such list: the function that holds it, its source as
// the function writes it, the copies (a helper's at the call) and what
// the function and its helpers write into the destination type another
// way.
type liftedGroup struct {
	fn      *types.Func
	src     string
	g       []*fieldCopy
	written map[string]bool
}

// liftCopies returns the lists functions hold with their helpers, and the
// keys of the helper groups they take in.
func (st *state) liftCopies(keys []string, groups map[string][]*fieldCopy, written fieldWrites) ([]liftedGroup, map[string]bool) {
	own := map[*types.Func][]*fieldCopy{}
	for _, k := range keys {
		if g := groups[k]; g[0].fn != nil && g[0].dstBase != "{}" {
			own[g[0].fn] = append(own[g[0].fn], g...)
		}
	}
	if len(own) == 0 {
		return nil, nil
	}
	by := code.SourceOrder(st.ctx.Pass.Fset)
	fns := slices.SortedFunc(slices.Values(st.funcs().Funcs()), func(a, b *types.Func) int { return by(a.Pos(), b.Pos()) })
	taken := map[string]bool{}
	var out []liftedGroup
	// A caller that only hands its values to one helper holds that
	// helper's list where another caller takes it in (then the helper's
	// own judgment is gone), else the helper holds it.
	delegates := map[string][]liftedGroup{}
	for _, fn := range fns {
		called := st.calledCopies(st.funcs().Body(fn), own)
		if len(called) == 0 {
			continue
		}
		type list struct {
			liftedGroup
			helpers map[string]bool // the helper groups in it
			own     bool
		}
		var lists []*list
		byBases := map[string]*list{}
		add := func(c *fieldCopy, dst, src, helper string) {
			k := dst + " = " + src + " " + namedKey(c.dstT) + " " + namedKey(c.srcT)
			l := byBases[k]
			if l == nil {
				l = &list{liftedGroup: liftedGroup{fn: fn, src: src, written: map[string]bool{}}, helpers: map[string]bool{}}
				byBases[k] = l
				lists = append(lists, l)
			}
			cp := *c
			cp.fn = fn
			l.g = append(l.g, &cp)
			maps.Copy(l.written, st.writtenBy(fn, c.dstT, written))
			if helper != "" {
				l.helpers[helper] = true
			} else {
				l.own = true
			}
		}
		for _, c := range own[fn] {
			add(c, c.dstBase, types.ExprString(c.srcBase), "")
		}
		for _, cc := range called {
			add(cc.c, cc.dst, cc.src, cc.c.group)
		}
		for _, l := range lists {
			slices.SortStableFunc(l.g, func(a, b *fieldCopy) int { return by(a.node.Pos(), b.node.Pos()) })
			if len(l.helpers) == 1 && !l.own {
				for h := range l.helpers {
					delegates[h] = append(delegates[h], l.liftedGroup)
				}
				continue
			}
			for h := range l.helpers {
				taken[h] = true
			}
			out = append(out, l.liftedGroup)
		}
	}
	for _, h := range slices.Sorted(maps.Keys(delegates)) {
		if taken[h] {
			out = append(out, delegates[h]...)
		}
	}
	return out, taken
}

// leftOutLifted is leftOut for a list a function holds with its helpers.
func (st *state) leftOutLifted(cc *copyConfig, l liftedGroup) []leftOutField {
	like := map[string]*fieldCopy{}
	for _, c := range l.g {
		if c.like() {
			like[c.dst.Name()] = c
		}
	}
	out := st.leftOut(cc, l.g, like, l.written)
	for i := range out {
		out[i].src = l.src
	}
	return out
}
