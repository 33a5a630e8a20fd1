package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// mirrorWords canonicalises and swaps the two mirror words of a copies
// entry, in their written and their lower-first spelling (Source/source,
// Target/target), in names and expressions.
type mirrorWords struct{ canon, swap *strings.Replacer }

func newMirrorWords(w [2]string) mirrorWords {
	l0, l1 := lowerFirst(w[0]), lowerFirst(w[1])
	return mirrorWords{
		canon: strings.NewReplacer(w[0], "\x00", w[1], "\x00", l0, "\x01", l1, "\x01"),
		swap:  strings.NewReplacer(w[0], w[1], w[1], w[0], l0, l1, l1, l0),
	}
}

// alike reports whether c copies a field into its namesake: the same name
// (dst.Failed = src.Failed), or the name with a mirror word added (the
// legacy flat TargetPod from TargetState.Pod, the target's record written
// into the fields named for its side). Between mirror functions either
// kind dropped on one side is the same lost field.
func (mw mirrorWords) alike(c *fieldCopy) bool {
	if c.like() {
		return true
	}
	d := c.dst.Name()
	canon := mw.canon.Replace(d)
	return canon != d && strings.ReplaceAll(canon, "\x00", "") == c.src.Name()
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// checkMirrorFuncs compares the copies of mirror functions: two functions
// of the package that copy the same values in the two directions of a
// migration. A function's mirrors are the other functions copying the same
// group (destination, source and types, the mirror words made one) whose
// mirror-worded fields best match its own with the words swapped
// (TargetNode for SourceNode), whatever they are called, every one of them
// on a tie; failing any, the function whose name is its own with the words swapped
// (copyLegacySourceFields, copyLegacyTargetFields). Pairing by what they
// copy first means renaming a function cannot take it out of the check. For
// each copy group of one (like-named fields copied), a field the other's
// matching group never sets is reported at the other's group, or at its
// name when it has no such group.
func (st *state) checkMirrorFuncs(cc *copyConfig, keys []string, groups map[string][]*fieldCopy) map[funcField]bool {
	mw := newMirrorWords([2]string{cc.MirrorWords[0], cc.MirrorWords[1]})
	own := map[*types.Func][]*fieldCopy{}
	for _, k := range keys {
		if g := groups[k]; g[0].fn != nil {
			own[g[0].fn] = append(own[g[0].fn], g...)
		}
	}
	if len(own) == 0 {
		// Only a function's own copies are compared: without any, the
		// walk over every function's calls below would find nothing.
		return nil
	}
	byName := map[string]*types.Func{}
	fns := slices.Clone(st.funcs().Funcs()) // declared functions and seams
	for _, fn := range fns {
		byName[funcName(fn)] = fn
	}
	by := code.SourceOrder(st.ctx.Pass.Fset)
	slices.SortFunc(fns, func(a, b *types.Func) int { return by(a.Pos(), b.Pos()) })
	// A function's copies, with those of the package's functions it calls
	// with the values (copyCommonLegacyFields(vmi.Status.MigrationState,
	// migrationState)), by group: destination and source with the mirror
	// words made one, and their types; byCk lists the functions that copy
	// each group.
	copies := map[*types.Func]map[string][]*fieldCopy{}
	byCk := map[string][]*types.Func{}
	for _, fn := range fns {
		out := map[string][]*fieldCopy{}
		add := func(c *fieldCopy, dst, src string) {
			ck := mw.canon.Replace(dst + " = " + src + " " + namedKey(c.dstT) + " " + namedKey(c.srcT))
			if _, ok := out[ck]; !ok {
				byCk[ck] = append(byCk[ck], fn)
			}
			out[ck] = append(out[ck], c)
		}
		for _, c := range own[fn] {
			add(c, c.dstBase, c.srcKey)
		}
		for _, cc := range st.calledCopies(st.funcs().Body(fn), own) {
			add(cc.c, cc.dst, cc.src)
		}
		if len(out) > 0 {
			copies[fn] = out
		}
	}
	ix := mirrorIndex{mw: mw, copies: copies, byCk: byCk, byName: byName}
	mirrors := map[*types.Func][]*types.Func{}
	for _, fn := range fns {
		if ms := ix.mirrorsOf(fn); ms != nil {
			mirrors[fn] = ms
		}
	}
	drops := map[funcField]bool{}
	for _, fn := range fns {
		if len(own[fn]) == 0 {
			continue
		}
		mine := copies[fn]
		for _, m := range mirrors[fn] {
			for _, ck := range slices.Sorted(maps.Keys(mine)) {
				st.compareMirror(cc, mw, fn, m, mine[ck], copies[m][ck], mirrors, drops)
			}
		}
	}
	return drops
}

// mirrorIndex is what checkMirrorFuncs knows of a package's copies for
// pairing mirror functions.
type mirrorIndex struct {
	mw     mirrorWords
	copies map[*types.Func]map[string][]*fieldCopy // by function and group
	byCk   map[string][]*types.Func                // the functions copying each group
	byName map[string]*types.Func
}

// mirrorsOf returns fn's mirrors: of the other functions copying one of
// its groups, those whose mirror-worded fields (TargetNode) best match
// fn's with the words swapped (SourceNode) and that set none of fn's own
// (a function that fills both sides, like a pod handoff, mirrors
// nothing), all of them where several match equally well, so that adding
// a function cannot take fn out of the comparison; or else the function
// named as fn's mirror; nil if none.
func (ix *mirrorIndex) mirrorsOf(fn *types.Func) []*types.Func {
	want, mine := map[string]bool{}, map[string]bool{}
	var cands []*types.Func
	for ck, cs := range ix.copies[fn] {
		for _, c := range cs {
			if n := c.dst.Name(); ix.mw.swap.Replace(n) != n {
				want[ix.mw.swap.Replace(n)], mine[n] = true, true
			}
		}
		for _, m := range ix.byCk[ck] {
			if m != fn && !slices.Contains(cands, m) {
				cands = append(cands, m)
			}
		}
	}
	for n := range want {
		if mine[n] {
			cands = nil // fn fills both sides itself
		}
	}
	var best []*types.Func
	bestN := 0
	for _, m := range cands {
		got, both := map[string]bool{}, false
		for _, cs := range ix.copies[m] {
			for _, c := range cs {
				if n := c.dst.Name(); want[n] {
					got[n] = true
				} else if mine[n] {
					both = true
				}
			}
		}
		switch n := len(got); {
		case both:
		case n > bestN:
			best, bestN = []*types.Func{m}, n
		case n == bestN && n > 0:
			best = append(best, m)
		}
	}
	if best != nil {
		return best
	}
	if m := ix.byName[ix.mw.swap.Replace(funcName(fn))]; m != nil && m != fn {
		return []*types.Func{m}
	}
	return nil
}

// funcField is a field a function's copies leave out.
type funcField struct {
	fn    *types.Func
	field string
}

// compareMirror reports the fields fn's group mine copies into their
// namesakes (alike) that the same group of its mirror m (theirs) never
// sets, and notes each in drops.
func (st *state) compareMirror(cc *copyConfig, mw mirrorWords, fn, m *types.Func, mine, theirs []*fieldCopy, mirrors map[*types.Func][]*types.Func, drops map[funcField]bool) {
	name, mname := funcName(fn), funcName(m)
	like := map[string]bool{}
	for _, c := range mine {
		if mw.alike(c) {
			like[c.dst.Name()] = true
		}
	}
	// Only a copy of two namesakes or more against the mirror's
	// copy of the same values: a function that copies other values, or
	// through a helper given other values, is not compared.
	if len(theirs) == 0 || len(like) < 2 {
		return
	}
	set := map[string]bool{}
	for _, c := range theirs {
		set[mw.canon.Replace(c.dst.Name())] = true
	}
	reported := map[string]bool{}
	for _, c := range mine {
		f := mw.canon.Replace(c.dst.Name())
		field := mw.swap.Replace(c.dst.Name())
		if !mw.alike(c) || set[f] || reported[f] || !hasField(theirs[0].dstT, field) || cc.oneWayMirror(mw, c, m) {
			continue
		}
		if call, ok := c.node.(*ast.CallExpr); ok && c.via && len(mirrors[code.Callee(st.ctx.Pass.TypesInfo, call)]) > 0 {
			continue // through a helper that has a mirror: the helpers' own comparison
		}
		reported[f] = true
		drops[funcField{m, field}] = true
		at := theirs[0].node
		st.ctx.Report.On("mirror function "+mname+" drops "+field).Report("MP1006", analysis.Diagnostic{
			Pos: at.Pos(), End: at.End(),
			Message: fmt.Sprintf("mirror copy: %s leaves out %s, which its mirror %s copies",
				mname, field, name),
			Related: []analysis.RelatedInformation{{Pos: c.node.Pos(), End: c.node.End(),
				Message: fmt.Sprintf("%s copies %s from %s here", name, c.dst.Name(), types.ExprString(c.srcBase))}},
		})
	}
}

// hasField reports whether t has a field named name.
func hasField(t *types.Named, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, t.Obj().Pkg(), name)
	v, ok := obj.(*types.Var)
	return ok && v.IsField()
}

// calledCopy is a copy a called function of the package makes with the
// caller's values: its destination and source written as the caller's
// arguments, at the call.
type calledCopy struct {
	c        *fieldCopy
	dst, src string
}

// calledCopies returns the copies of the package's functions (seams too)
// that body calls whose destination and source are parameters, rewritten
// with the arguments (&o as o: to.X through a pointer to o is o.X).
func (st *state) calledCopies(body *ast.BlockStmt, own map[*types.Func][]*fieldCopy) []calledCopy {
	if body == nil {
		return nil
	}
	var out []calledCopy
	st.ctx.BodyCursors().Inspect(body, []ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) bool {
		call := n.(*ast.CallExpr)
		callee := st.funcs().Callee(call)
		if callee == nil || len(own[callee]) == 0 {
			return true
		}
		sig, _ := callee.Type().(*types.Signature)
		callArgs := flow.ParamArgs(st.ctx.Pass.TypesInfo, call, callee)
		if sig == nil || sig.Variadic() || sig.Params().Len() != len(callArgs) {
			return true
		}
		args := map[string]string{}
		for i := range sig.Params().Len() {
			args[sig.Params().At(i).Name()] = types.ExprString(code.Unaddr(callArgs[i]))
		}
		for _, c := range own[callee] {
			dst, ok1 := rebase(c.dstBase, args)
			src, ok2 := rebase(c.srcKey, args)
			if ok1 && ok2 {
				cp := *c
				cp.node, cp.via = call, true
				out = append(out, calledCopy{c: &cp, dst: dst, src: src})
			}
		}
		return true
	})
	return out
}

// rebase rewrites expr, which starts with a parameter's name, to start with
// the argument the caller passes for it.
func rebase(expr string, args map[string]string) (string, bool) {
	root, rest, _ := strings.Cut(expr, ".")
	a, ok := args[root]
	if !ok || a == "" {
		return "", false
	}
	if rest == "" {
		return a, true
	}
	return a + "." + rest, true
}

// oneWayMirror reports whether the mirror m of c's function may leave out
// the field c copies (a one-way entry naming the field and the type, the
// mirror words swapped where they appear, and m when it names a function).
func (c *copyConfig) oneWayMirror(mw mirrorWords, fc *fieldCopy, m *types.Func) bool {
	for _, o := range c.OneWay {
		if o.Function != nil && !o.Function.Match(m) {
			continue
		}
		if mw.canon.Replace(o.Type.Key()) == mw.canon.Replace(namedKey(fc.dstT)) && mw.canon.Replace(o.Field) == mw.canon.Replace(fc.dst.Name()) {
			return true
		}
	}
	return false
}
