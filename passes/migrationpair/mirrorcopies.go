package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
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

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// checkMirrorFuncs compares the copies of mirror functions: a function
// whose name, with the mirror words swapped, is another function's of the
// package (copyLegacySourceFields, copyLegacyTargetFields) copies the same
// values in the other direction of a migration. For each copy group of one
// (the same destination and source once the words are swapped, like-named
// fields copied), a field the other's matching group never sets is reported
// at the other's group, or at its name when it has no such group.
func (st *state) checkMirrorFuncs(cc *copyConfig, keys []string, groups map[string][]*fieldCopy) {
	mw := newMirrorWords([2]string{cc.MirrorWords[0], cc.MirrorWords[1]})
	own := map[*types.Func][]*fieldCopy{}
	for _, k := range keys {
		if g := groups[k]; g[0].fn != nil {
			own[g[0].fn] = append(own[g[0].fn], g...)
		}
	}
	decls := st.funcDecls()
	byName := map[string]*types.Func{}
	var fns []*types.Func
	for fn := range decls {
		byName[funcName(fn)] = fn
		fns = append(fns, fn)
	}
	slices.SortFunc(fns, func(a, b *types.Func) int { return int(a.Pos() - b.Pos()) })
	// A function's copies, with those of the package's functions it calls
	// with the values (copyCommonLegacyFields(vmi.Status.MigrationState,
	// migrationState)), by group: destination and source with the mirror
	// words made one, and their types.
	copiesOf := func(fn *types.Func) map[string][]*fieldCopy {
		out := map[string][]*fieldCopy{}
		add := func(c *fieldCopy, dst, src string) {
			ck := mw.canon.Replace(dst + " = " + src + " " + namedKey(c.dstT) + " " + namedKey(c.srcT))
			out[ck] = append(out[ck], c)
		}
		for _, c := range own[fn] {
			add(c, c.dstBase, types.ExprString(c.srcBase))
		}
		for _, cc := range st.calledCopies(decls[fn], own) {
			add(cc.c, cc.dst, cc.src)
		}
		return out
	}
	for _, fn := range fns {
		name := funcName(fn)
		mname := mw.swap.Replace(name)
		m := byName[mname]
		if mname == name || m == nil || len(own[fn]) == 0 {
			continue
		}
		mine, theirs := copiesOf(fn), copiesOf(m)
		var cks []string
		for ck := range mine {
			cks = append(cks, ck)
		}
		slices.Sort(cks)
		for _, ck := range cks {
			mg := theirs[ck]
			like := map[string]bool{}
			for _, c := range mine[ck] {
				if c.like() {
					like[c.dst.Name()] = true
				}
			}
			// Only a copy of two like-named fields or more against the
			// mirror's copy of the same values: a function that copies
			// other values, or through a helper given other values, is
			// not compared.
			if len(mg) == 0 || len(like) < 2 {
				continue
			}
			set := map[string]bool{}
			for _, c := range mg {
				set[mw.canon.Replace(c.dst.Name())] = true
			}
			reported := map[string]bool{}
			for _, c := range mine[ck] {
				f := mw.canon.Replace(c.dst.Name())
				field := mw.swap.Replace(c.dst.Name())
				if !c.like() || set[f] || reported[f] || !hasField(mg[0].dstT, field) || cc.oneWayMirror(mw, c, m) {
					continue
				}
				if c.via && hasMirror(st.ctx.Pass.TypesInfo, c.node, mw, byName) {
					continue // through a helper that has a mirror: the helpers' own comparison
				}
				reported[f] = true
				at := mg[0].node
				st.ctx.Report.On("mirror function "+mname+" drops "+field).Report("MP1006", analysis.Diagnostic{
					Pos: at.Pos(), End: at.End(),
					Message: fmt.Sprintf("mirror copy: %s leaves out %s, which its mirror %s copies",
						mname, field, name),
					Related: []analysis.RelatedInformation{{Pos: c.node.Pos(), End: c.node.End(),
						Message: fmt.Sprintf("%s copies %s from %s here", name, c.dst.Name(), types.ExprString(c.srcBase))}},
				})
			}
		}
	}
}

// hasMirror reports whether the function called at n has a mirror function
// in the package.
func hasMirror(info *types.Info, n ast.Node, mw mirrorWords, byName map[string]*types.Func) bool {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return false
	}
	callee := code.Callee(info, call)
	if callee == nil {
		return false
	}
	name := funcName(callee)
	m := mw.swap.Replace(name)
	return m != name && byName[m] != nil
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

// calledCopies returns the copies of the package's functions fd calls whose
// destination and source are parameters, rewritten with the arguments.
func (st *state) calledCopies(fd *ast.FuncDecl, own map[*types.Func][]*fieldCopy) []calledCopy {
	if fd == nil {
		return nil
	}
	info := st.ctx.Pass.TypesInfo
	var out []calledCopy
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee := code.Callee(info, call)
		if callee == nil || len(own[callee]) == 0 {
			return true
		}
		sig, _ := callee.Type().(*types.Signature)
		if sig == nil || sig.Variadic() || sig.Params().Len() != len(call.Args) {
			return true
		}
		args := map[string]string{}
		for i := range sig.Params().Len() {
			args[sig.Params().At(i).Name()] = types.ExprString(call.Args[i])
		}
		for _, c := range own[callee] {
			dst, ok1 := rebase(c.dstBase, args)
			src, ok2 := rebase(types.ExprString(c.srcBase), args)
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
