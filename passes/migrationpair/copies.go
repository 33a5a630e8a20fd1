package migrationpair

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
)

// fieldCopy is one field copied from one value into another: an assignment
// dst.F = src.G (the source also as &src.G, *src.G or src.G.DeepCopy()), or
// a composite literal's key F: src.G.
type fieldCopy struct {
	node     ast.Node
	fn       *types.Func
	dst, src *types.Var   // the fields F and G
	dstT     *types.Named // the types whose fields they are
	srcT     *types.Named
	srcBase  ast.Expr
	// srcKey is the source value as grouped: an alias or a held field as
	// what it stands for (code.Canonical).
	srcKey  string
	dstBase string // the destination value as written ("{}" for a literal)
	group   string // the function and both bases, or the literal and the source base
	// via: the copy is a called function's, seen at the call (mirror
	// functions compare what they copy through helpers too).
	via bool
	// absentGuard: the copy sits in the branch of a test that dst's
	// like-named source field is absent (src.F == nil): a default.
	absentGuard bool
}

func (c *fieldCopy) like() bool { return c.dst.Name() == c.src.Name() }

// checkCopies reports MP1006 in the packages a copies entry names: a
// field-by-field copy between two values in which one field takes a
// differently named field of the same type although the source has the
// like-named one (dst.EndTimestamp = src.StartTimestamp among dst.X = src.X),
// and a mirror copy that leaves out a field the opposite direction copies.
// A copy is a group of assignments between the same two values in one
// function (or the keys of one literal): a differently named field in it is
// judged against the group's like-named copies (one is enough: a copy of
// the start and the end is two fields), and a direction between mirror types
// is made of groups that copy two like-named fields or more.
func (st *state) checkCopies() {
	cc := st.copyConfig()
	if cc == nil {
		return
	}
	groups, written := st.collectCopies()
	st.exportCopyWrites(written)
	var keys []string
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	lifted, taken := st.liftCopies(keys, groups, written)
	var leftOut []leftOutField
	for _, l := range lifted {
		leftOut = append(leftOut, st.leftOutLifted(cc, l)...)
	}
	dirs := map[copyDir]map[string]*fieldCopy{} // like-named copies by direction
	set := map[copyDir]map[string]bool{}        // every field a direction sets
	var dirOrder []copyDir
	for _, k := range keys {
		g := groups[k]
		like := map[string]*fieldCopy{}
		for _, c := range g {
			if c.like() {
				like[c.dst.Name()] = c
			}
		}
		if len(like) == 0 {
			continue
		}
		for _, c := range g {
			if !c.like() {
				st.checkMismatch(cc, c, like)
			}
		}
		if !taken[k] {
			leftOut = append(leftOut, st.leftOut(cc, g, like, st.writtenBy(g[0].fn, g[0].dstT, written))...)
		}
		// A direction is made of copies of two like-named fields or more: a
		// single one does not show the two types mirror each other.
		if len(like) < 2 || g[0].dstT == g[0].srcT {
			continue // one type both ways: no direction to compare
		}
		d := copyDir{g[0].srcT, g[0].dstT}
		if dirs[d] == nil {
			dirs[d] = map[string]*fieldCopy{}
			set[d] = map[string]bool{}
			dirOrder = append(dirOrder, d)
		}
		for name, c := range like {
			if dirs[d][name] == nil {
				dirs[d][name] = c
			}
		}
		// A field set from another field is not dropped (it may be a
		// mismatch, reported above).
		for _, c := range g {
			set[d][c.dst.Name()] = true
		}
	}
	if len(cc.MirrorWords) == 2 {
		// A flat field a mirror function's copy drops is that finding's
		// (shape 3), not again an incomplete copy.
		drops := st.checkMirrorFuncs(cc, keys, groups)
		for _, k := range keys {
			if g := groups[k]; !taken[k] {
				for _, l := range st.leftOutWorded(cc, cc.MirrorWords, g, st.writtenBy(g[0].fn, g[0].dstT, written)) {
					if !drops[funcField{l.fn, l.name}] {
						leftOut = append(leftOut, l)
					}
				}
			}
		}
	}
	dropped := st.checkDrops(cc, dirOrder, dirs, set)
	for _, l := range leftOut {
		if !dropped[dropAt{l.g[0].node, l.name}] {
			st.reportLeftOut(l)
		}
	}
}

// dropAt is a field a mirror copy was reported for dropping, at the copy
// reported.
type dropAt struct {
	at   ast.Node
	name string
}

// copyDir is a direction of copies between two mirror types.
type copyDir struct{ from, to *types.Named }

// checkDrops reports a mirror copy that drops a field the opposite
// direction copies: dirs holds each direction's like-named copies, set
// every field it sets.
func (st *state) checkDrops(cc *copyConfig, order []copyDir, dirs map[copyDir]map[string]*fieldCopy, set map[copyDir]map[string]bool) map[dropAt]bool {
	out := map[dropAt]bool{}
	for _, d := range order {
		back := dirs[copyDir{d.to, d.from}]
		if back == nil {
			continue
		}
		var names []string
		for name := range back {
			if !set[d][name] && !cc.oneWay(d.to, name, nil) {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		at := firstCopy(dirs[d])
		for _, name := range names {
			out[dropAt{at.node, name}] = true
			other := back[name]
			st.ctx.Report.On("mirror copy "+namedKey(d.from)+" to "+namedKey(d.to)+" drops "+name).Report("MP1006", analysis.Diagnostic{
				Pos: at.node.Pos(), End: at.node.End(),
				Message: fmt.Sprintf("mirror copy: %s copies %s into %s without %s, which %s copies the other way",
					funcName(at.fn), d.from.Obj().Name(), d.to.Obj().Name(), name, funcName(other.fn)),
				Related: []analysis.RelatedInformation{{Pos: other.node.Pos(), End: other.node.End(),
					Message: fmt.Sprintf("%s copies %s from %s into %s here", funcName(other.fn), name, d.to.Obj().Name(), d.from.Obj().Name())}},
			})
		}
	}
	return out
}

// copyConfig returns the copies entry that names this package, if any.
func (st *state) copyConfig() *copyConfig {
	pkg := st.ctx.Pass.Pkg.Path()
	for i := range st.cfg.Copies {
		if st.cfg.Copies[i].Packages.Match(pkg) {
			return &st.cfg.Copies[i]
		}
	}
	return nil
}

// firstCopy is the copy of the direction that comes first in the file.
func firstCopy(m map[string]*fieldCopy) *fieldCopy {
	var out *fieldCopy
	for _, c := range m {
		if out == nil || c.node.Pos() < out.node.Pos() {
			out = c
		}
	}
	return out
}

// checkMismatch reports c, a copy of a differently named field, when the
// source has a field of the destination's name and type (the copy took the
// wrong one), no like-named copy of that field is in the group (an override
// or a fallback), it is no default for an absent source field, and no rename
// of the policy explains it.
func (st *state) checkMismatch(cc *copyConfig, c *fieldCopy, like map[string]*fieldCopy) {
	if like[c.dst.Name()] != nil || c.absentGuard {
		return
	}
	if !types.Identical(c.dst.Type(), c.src.Type()) {
		return
	}
	obj, _, _ := types.LookupFieldOrMethod(c.srcT, true, c.dst.Pkg(), c.dst.Name())
	twin, ok := obj.(*types.Var)
	if !ok || !twin.IsField() || !types.Identical(twin.Type(), c.dst.Type()) {
		return
	}
	if cc.renamed(c.dstT, c.dst.Name(), c.src.Name()) {
		return
	}
	var some *fieldCopy
	for _, l := range like {
		if some == nil || l.node.Pos() < some.node.Pos() {
			some = l
		}
	}
	st.ctx.Report.On("copy "+namedKey(c.dstT)+"."+c.dst.Name()+" from "+c.src.Name()).Report("MP1006", analysis.Diagnostic{
		Pos: c.node.Pos(), End: c.node.End(),
		Message: fmt.Sprintf("copy mismatch: %s sets %s.%s from %s.%s among copies of like-named fields",
			funcName(c.fn), c.dstT.Obj().Name(), c.dst.Name(), types.ExprString(c.srcBase), c.src.Name()),
		Related: []analysis.RelatedInformation{{Pos: some.node.Pos(), End: some.node.End(),
			Message: fmt.Sprintf("a like-named copy: %s from %s", some.dst.Name(), some.src.Name())}},
	})
}

// collectCopies returns the package's field copies by group, and the
// fields each function writes into each destination type, by any value,
// keyed by writesKey: a literal completed by assignments after it
// (pod.Spec.Affinity = … below k8sv1.PodSpec{…}) leaves nothing out that
// they set.
func (st *state) collectCopies() (map[string][]*fieldCopy, fieldWrites) {
	c := &copyCollector{info: st.ctx.Pass.TypesInfo, groups: map[string][]*fieldCopy{}, written: fieldWrites{}, single: st.ctx.Locals().Single()}
	// The function a node is in: its declaration's, a seam's (flow.Bodies)
	// in a package-level declaration, else none; never the function
	// walked last, which once took a package-level literal's copies.
	funcs := st.funcs()
	var cur *types.Func
	st.ctx.Inspector().WithStack([]ast.Node{(*ast.FuncDecl)(nil), (*ast.GenDecl)(nil), (*ast.AssignStmt)(nil), (*ast.CompositeLit)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		if len(stack) == 2 { // a file's declaration
			cur = nil
		}
		if _, inDecl := stack[1].(*ast.FuncDecl); !inDecl && len(stack) > 2 {
			cur = funcs.SeamAt(n)
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			cur, _ = c.info.Defs[n.Name].(*types.Func)
		case *ast.AssignStmt:
			c.assign(n, cur, stack)
		case *ast.CompositeLit:
			c.literal(n, cur)
		}
		return true
	})
	by := code.SourceOrder(st.ctx.Pass.Fset)
	for _, g := range c.groups {
		slices.SortFunc(g, func(a, b *fieldCopy) int { return by(a.node.Pos(), b.node.Pos()) })
	}
	return c.groups, c.written
}

// copyCollector gathers collectCopies' copies and writes.
type copyCollector struct {
	info    *types.Info
	groups  map[string][]*fieldCopy
	written fieldWrites
	single  map[*types.Var]ast.Expr // code.Locals.Single: what an alias stands for (code.Canonical)
}

// fieldWrites are the fields each function (nil: package level) writes
// into values of each named type, by any value (writesKey).
type fieldWrites map[copyWriteKey]map[string]bool

// copyWriteKey keys fieldWrites: what fn writes into values of the type t
// names. Instances count as their generic origin, as a call of one runs
// the origin's body, and a type by its name, whatever its type arguments.
type copyWriteKey struct {
	fn *types.Func
	t  *types.TypeName
}

func writesKey(fn *types.Func, t *types.Named) copyWriteKey {
	if fn != nil {
		fn = fn.Origin()
	}
	return copyWriteKey{fn, t.Obj()}
}

// funcKey names fn (nil: package level) for the group and write keys by
// where it is, zero-padded, so that sorted keys go in source order, the same
// on every run (a pointer's address is not); a function without a position
// (of another package, when its export data has none) by its name too.
// FullName is not spent on the rest: keys are made for every field write.
func funcKey(fn *types.Func) string {
	if fn == nil {
		return posKey(token.NoPos)
	}
	if !fn.Pos().IsValid() {
		return posKey(token.NoPos) + " " + fn.FullName()
	}
	return posKey(fn.Pos())
}

func posKey(pos token.Pos) string { return fmt.Sprintf("%010d", pos) }

func (c *copyCollector) write(key copyWriteKey, field string) {
	if c.written[key] == nil {
		c.written[key] = map[string]bool{}
	}
	c.written[key][field] = true
}

func (c *copyCollector) add(fc *fieldCopy) {
	c.groups[fc.group] = append(c.groups[fc.group], fc)
}

// assign records the copies and field writes of an assignment in cur.
func (c *copyCollector) assign(n *ast.AssignStmt, cur *types.Func, stack []ast.Node) {
	if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
		return
	}
	for i := range n.Lhs {
		dsel, dst, dstT := fieldSel(c.info, n.Lhs[i])
		if dst == nil {
			continue
		}
		c.write(writesKey(cur, dstT), dst.Name())
		ssel, src, srcT := fieldSel(c.info, code.HeldField(c.info, c.single, code.CopiedValue(c.info, n.Rhs[i])))
		if src == nil {
			continue
		}
		db := types.ExprString(code.Canonical(c.info, c.single, dsel.X))
		sb := types.ExprString(code.Canonical(c.info, c.single, ssel.X))
		if db == sb {
			continue
		}
		fc := &fieldCopy{node: n, fn: cur, dst: dst, src: src, dstT: dstT, srcT: srcT, srcBase: ssel.X, srcKey: sb, dstBase: db,
			group: fmt.Sprintf("%s %s = %s", funcKey(cur), db, sb)}
		fc.absentGuard = absentGuard(c.info, stack, dst.Name(), n)
		c.add(fc)
	}
}

// literal records the copies and field writes of a struct literal's keys.
func (c *copyCollector) literal(n *ast.CompositeLit, cur *types.Func) {
	tv, ok := c.info.Types[n]
	if !ok {
		return
	}
	dstT, _ := types.Unalias(tv.Type).(*types.Named)
	if dstT == nil {
		return
	}
	st, ok := dstT.Underlying().(*types.Struct)
	if !ok {
		return
	}
	writes := writesKey(cur, dstT)
	for _, e := range n.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		dst := structField(st, key.Name)
		c.write(writes, key.Name)
		ssel, src, srcT := fieldSel(c.info, code.HeldField(c.info, c.single, code.CopiedValue(c.info, kv.Value)))
		if dst == nil || src == nil {
			continue
		}
		sb := types.ExprString(code.Canonical(c.info, c.single, ssel.X))
		c.add(&fieldCopy{node: kv, fn: cur, dst: dst, src: src, dstT: dstT, srcT: srcT, srcBase: ssel.X, srcKey: sb, dstBase: "{}",
			group: fmt.Sprintf("%s {} = %s", posKey(n.Pos()), sb)})
	}
}

func structField(st *types.Struct, name string) *types.Var {
	for f := range st.Fields() {
		if f.Name() == name {
			return f
		}
	}
	return nil
}

// fieldSel returns e as a selection of a struct field with the field and
// the named type (pointers looked through) of the value it is selected
// from; nil when e is not one.
func fieldSel(info *types.Info, e ast.Expr) (*ast.SelectorExpr, *types.Var, *types.Named) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil, nil, nil
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil, nil, nil
	}
	f, _ := s.Obj().(*types.Var)
	base := s.Recv()
	if p, ok := base.Underlying().(*types.Pointer); ok {
		base = p.Elem()
	}
	named, _ := types.Unalias(base).(*types.Named)
	if f == nil || named == nil {
		return nil, nil, nil
	}
	return sel, f, named
}

// absentGuard reports whether n lies in the then-branch of an if whose
// condition tests a field named name for absence (x.name == nil, == "",
// == 0, len(x.name) == 0, !x.name): the copy fills a default.
func absentGuard(info *types.Info, stack []ast.Node, name string, n ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		ifs, ok := stack[i].(*ast.IfStmt)
		if !ok {
			continue
		}
		if ifs.Body.Pos() > n.Pos() || n.End() > ifs.Body.End() {
			continue // in the else branch or the condition
		}
		for _, op := range operands(ifs.Cond, token.LAND, token.LOR) {
			if testsAbsent(info, op, name) {
				return true
			}
		}
	}
	return false
}

func testsAbsent(info *types.Info, e ast.Expr, name string) bool {
	isField := func(x ast.Expr) bool {
		_, f, _ := fieldSel(info, x)
		return f != nil && f.Name() == name
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return x.Op == token.NOT && isField(x.X)
	case *ast.BinaryExpr:
		if x.Op != token.EQL {
			return false
		}
		for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
			side, zero := ast.Unparen(pair[0]), pair[1]
			if call, ok := side.(*ast.CallExpr); ok && code.IsBuiltin(info, call, "len") && len(call.Args) == 1 {
				side = call.Args[0]
			}
			tv, ok := info.Types[zero]
			if isField(side) && ok && (tv.IsNil() || tv.Value != nil) {
				return true
			}
		}
	}
	return false
}
