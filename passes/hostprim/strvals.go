package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
)

// strVal is one string an expression may be, as far as the package's code
// says: its known leading part, and whether that is all of it (exported
// fields: a stringsFact carries them to other packages).
type strVal struct {
	S    string
	Full bool
}

// unknownStr is the value of a part computed at run time: no known prefix.
func unknownStr() []strVal { return []strVal{{}} }

// maxStrVals caps the values of one expression: x + y pairs every value of
// x with every value of y. maxStrSteps caps the expressions one reading
// visits: a variable is read again on each path that reaches it. Past
// either cap values are dropped, so pathological code loses matches rather
// than time.
const (
	maxStrVals  = 16
	maxStrSteps = 512
)

// strWalk is one reading's state: the variables and functions on the path
// being read (one met again, v = v + "x", is unknown there) and the steps
// left.
type strWalk struct {
	seen   map[*types.Var]bool
	seenFn map[*types.Func]bool
	steps  int
}

// strVals returns the strings e may be: a constant; the values of a
// variable (a package-level variable's initializer, a local's plain
// assignments) or of an unexported field (what the package stores there),
// through variables assigned from variables; x + y;
// path.Join or filepath.Join of its elements; fmt.Sprintf with a known
// format, up to its first verb; a call of a function of the package, by
// what its return statements return. A part computed at run time ends what
// is known. It is the matcher's one reading of strings: path writes use the
// known prefixes, exec runs the whole values. podroot_eval.go's template is
// another thing: it keeps the unknown parts as holes to follow a pid.
func (m *matcher) strVals(e ast.Expr) []strVal {
	return m.strValsAt(e, newStrWalk(), 0)
}

func newStrWalk() *strWalk {
	return &strWalk{seen: map[*types.Var]bool{}, seenFn: map[*types.Func]bool{}, steps: maxStrSteps}
}

func (m *matcher) strValsAt(e ast.Expr, w *strWalk, depth int) []strVal {
	e = ast.Unparen(e)
	if tv, ok := m.info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return []strVal{{constant.StringVal(tv.Value), true}}
		}
		return unknownStr()
	}
	if w.steps--; depth > 8 || w.steps < 0 {
		return unknownStr()
	}
	switch e := e.(type) {
	case *ast.Ident:
		return m.varStrVals(e, w, depth)
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			return m.concatStrVals(m.strValsAt(e.X, w, depth+1), func() []strVal { return m.strValsAt(e.Y, w, depth+1) })
		}
	case *ast.CallExpr:
		return m.callStrVals(e, 0, w, depth)
	case *ast.SelectorExpr:
		return m.fieldStrVals(e, w, depth)
	case *ast.IndexExpr:
		return m.indexStrVals(e, w, depth)
	}
	return unknownStr()
}

// indexStrVals returns the values an element lookup may find in a map,
// slice or array the package builds from literals: binaries["mount"] of
// var binaries = map[string]string{"mount": "/usr/bin/mount"}, or
// r.argv[0]. The container is a variable (its initializer, a local's plain
// assignments) or an unexported field (what the package stores there); its
// elements are the literals' and those stored one by one (bins[k] = v).
// With a constant key, the elements at that key; with one computed at run
// time, any element. A container also made another way (a parameter, a
// call's result, a field changed another way) may hold anything.
func (m *matcher) indexStrVals(ix *ast.IndexExpr, w *strWalk, depth int) []strVal {
	v := code.VarOf(m.info, ix.X)
	if v == nil || w.seen[v] {
		return unknownStr()
	}
	var defs []ast.Expr
	var out []strVal
	if v.IsField() {
		var more bool
		if defs, more = m.fieldDefs(v); more {
			out = unknownStr()
		}
	} else if id, ok := ast.Unparen(ix.X).(*ast.Ident); ok {
		defs = m.defsOf(id)
	}
	if len(defs) == 0 {
		return unknownStr()
	}
	w.seen[v] = true
	defer delete(w.seen, v)
	key := m.info.Types[ix.Index].Value
	at := func(k constant.Value) bool {
		return key == nil || k == nil || key.Kind() != k.Kind() || constant.Compare(key, token.EQL, k)
	}
	for _, d := range defs {
		lit := code.Literal(d)
		if lit == nil {
			out = addStrVals(out, unknownStr()...)
			continue
		}
		next := constant.MakeInt64(0) // a slice or array element's index: after a keyed one, its key + 1
		for _, el := range lit.Elts {
			k, val := next, el
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				k, val = m.info.Types[kv.Key].Value, kv.Value
			}
			if k != nil && k.Kind() == constant.Int {
				next = constant.BinaryOp(k, token.ADD, constant.MakeInt64(1))
			}
			if at(k) {
				out = addStrVals(out, m.strValsAt(val, w, depth+1)...)
			}
		}
	}
	if m.elems == nil {
		m.elems = code.ElemStores(m.info, m.storedFiles())
	}
	for _, st := range m.elems[v] {
		if at(m.info.Types[st.Key].Value) {
			out = addStrVals(out, m.strValsAt(st.Val, w, depth+1)...)
		}
	}
	return out
}

// fieldDefs returns what the package stores in the unexported field v
// (code.FieldDefs, indexed at the first read of a field), and whether the
// field is also changed another way, so may hold more than those values.
func (m *matcher) fieldDefs(v *types.Var) ([]ast.Expr, bool) {
	if m.fields == nil {
		m.fields, m.fieldsChanged = code.FieldDefs(m.info, m.pkg, m.storedFiles())
	}
	return m.fields[v], m.fieldsChanged[v]
}

// storedFiles are the files whose stores count: the package's less its
// _test.go files (no productionOnly: all), listed once.
func (m *matcher) storedFiles() []*ast.File {
	if m.storeFiles == nil {
		m.storeFiles = m.files
		if m.productionOnly != nil {
			m.storeFiles = m.productionOnly()
		}
	}
	return m.storeFiles
}

// fieldStrVals returns the values the package stores in the unexported
// field sel reads (code.FieldDefs): a binary or a path kept in a struct
// field (&runner{bin: "mount"}, r.bin) is still the constant put there.
// A field also changed another way may hold more (unknown too); an
// exported one, which other packages may set, is unknown.
func (m *matcher) fieldStrVals(sel *ast.SelectorExpr, w *strWalk, depth int) []strVal {
	s := m.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return unknownStr()
	}
	v, _ := s.Obj().(*types.Var)
	defs, more := m.fieldDefs(v)
	if v == nil || w.seen[v] || len(defs) == 0 {
		return unknownStr()
	}
	w.seen[v] = true
	defer delete(w.seen, v)
	var out []strVal
	if more {
		out = unknownStr()
	}
	for _, d := range defs {
		for _, val := range m.strValsAt(d, w, depth+1) {
			out = addStrVals(out, val)
		}
	}
	return out
}

// productionFiles returns what lists the package's files that are no
// _test.go file, by physical name (a //line cannot make code a test),
// called only when a field or table is read.
func productionFiles(ctx *passkit.Context) func() []*ast.File {
	return func() []*ast.File {
		pass := ctx.Pass
		out := []*ast.File{}
		for _, f := range pass.Files {
			if !strings.HasSuffix(ctx.Files.Name(pass.Fset, pass.Files, f.Package), "_test.go") {
				out = append(out, f)
			}
		}
		return out
	}
}

// varStrVals returns the values of every assignment of the variable id
// names; those of a variable also appended to (v += x) are prefixes. A
// parameter also holds what its caller passed, whatever the body assigns
// (a default for an empty program is not the only program).
func (m *matcher) varStrVals(id *ast.Ident, w *strWalk, depth int) []strVal {
	v, _ := m.info.Uses[id].(*types.Var)
	defs := m.varDefs(id)
	if v == nil || w.seen[v] || len(defs) == 0 {
		return unknownStr()
	}
	appended := m.opAssigned()[v]
	w.seen[v] = true
	defer delete(w.seen, v)
	var out []strVal
	if k := v.Kind(); k == types.ParamVar || k == types.RecvVar {
		out = unknownStr()
	}
	for _, d := range defs {
		for _, val := range m.defStrVals(d, w, depth) {
			if appended {
				// v += x: each value is only a prefix. Where the append is
				// conditional the value may be whole too; flow-insensitive,
				// the check takes the reading that reports less.
				val.Full = false
			}
			out = addStrVals(out, val)
		}
	}
	return out
}

// defStrVals returns the strings a definition gives its variable: its
// right side's, or for a later result of a call (_, p := paths()) that
// result's.
func (m *matcher) defStrVals(d code.Def, w *strWalk, depth int) []strVal {
	if d.Index == 0 {
		return m.strValsAt(d.Rhs, w, depth+1)
	}
	if call, ok := ast.Unparen(d.Rhs).(*ast.CallExpr); ok {
		return m.callStrVals(call, d.Index, w, depth+1)
	}
	return unknownStr() // v, ok := m[k]; v, ok := x.(T); v, ok := <-c
}

// concatStrVals returns each value of xs followed by each value ys gives
// (asked only when some x is known in full).
func (m *matcher) concatStrVals(xs []strVal, ys func() []strVal) []strVal {
	var out, right []strVal
	for _, x := range xs {
		if !x.Full {
			out = addStrVals(out, x)
			continue
		}
		if right == nil {
			right = ys()
		}
		for _, y := range right {
			out = addStrVals(out, strVal{x.S + y.S, y.Full})
		}
	}
	return out
}

// callStrVals returns the strings a call's result number res may be: it
// reads path.Join, filepath.Join, fmt.Sprintf, exec.LookPath (the name it
// looks up), the package's own functions by their return statements, and
// other packages' first results by their stringsFact.
func (m *matcher) callStrVals(call *ast.CallExpr, res int, w *strWalk, depth int) []strVal {
	fn := m.funcs.Callee(call) // a seam's too, another package's by its variable
	if fn == nil || fn.Pkg() == nil {
		return unknownStr()
	}
	if fn.Pkg() == m.pkg {
		return m.resultStrVals(fn.Origin(), res, w, depth)
	}
	if res != 0 {
		return unknownStr()
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "path.Join", "path/filepath.Join":
		return m.joinStrVals(call.Args, w, depth)
	case "os/exec.LookPath":
		// p, _ := exec.LookPath("mount"); exec.Command(p, …) runs mount,
		// found on $PATH as exec.Command("mount") would find it.
		if len(call.Args) == 1 {
			return m.strValsAt(call.Args[0], w, depth+1)
		}
	case "fmt.Sprintf":
		if len(call.Args) == 0 {
			return unknownStr()
		}
		var out []strVal
		for _, f := range m.strValsAt(call.Args[0], w, depth+1) {
			out = addStrVals(out, m.sprintfVals(f, call.Args[1:], w, depth)...)
		}
		return out
	}
	return m.importedStrVals(fn)
}

// resultStrVals returns what a function of the package returns as its
// result number res, by its return statements (a getter: func
// mountBinary() string { return "/bin/mount" }, a path builder: func
// knob(n string) string { return filepath.Join("/proc/sys/kernel", n) },
// or one that may fail: func knob(n string) (string, error)); its
// parameters are unknown.
func (m *matcher) resultStrVals(fn *types.Func, res int, w *strWalk, depth int) []strVal {
	body := m.funcs.Body(fn)
	nres := fn.Signature().Results().Len()
	if body == nil || res >= nres || w.seenFn[fn] {
		return unknownStr()
	}
	w.seenFn[fn] = true
	defer delete(w.seenFn, fn)
	var out []strVal
	m.bodies().Inspect(body, []ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if !m.failureReturn(fn.Signature(), n, res) {
				out = addStrVals(out, m.returnStrVals(n, nres, res, w, depth)...)
			}
		}
		return true
	})
	if out == nil {
		return unknownStr()
	}
	return out
}

// returnStrVals returns the strings a return statement of a function of
// nres results gives its result number res: return a, b; return f() of
// the same results (f's result number res); a bare return of named
// results is unknown.
func (m *matcher) returnStrVals(ret *ast.ReturnStmt, nres, res int, w *strWalk, depth int) []strVal {
	switch {
	case len(ret.Results) == nres:
		return m.strValsAt(ret.Results[res], w, depth+1)
	case len(ret.Results) == 1:
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			return m.callStrVals(call, res, w, depth+1)
		}
	}
	return unknownStr()
}

// failureReturn reports whether ret returns an empty string as result res
// beside an error that is not nil (return "", err): the conventional "no
// result", which no caller that checks the error uses.
func (m *matcher) failureReturn(sig *types.Signature, ret *ast.ReturnStmt, res int) bool {
	n := sig.Results().Len()
	if n < 2 || len(ret.Results) != n || !code.IsError(sig.Results().At(n-1).Type()) {
		return false
	}
	if code.IsNil(m.info, ret.Results[n-1]) {
		return false
	}
	tv := m.info.Types[ret.Results[res]]
	return tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// opAssigned returns the package's locals that an operator assignment
// changes (code.Locals.OpAssigned).
func (m *matcher) opAssigned() map[*types.Var]bool {
	return m.syn.locals().OpAssigned()
}

// joinStrVals joins the elements' values as path.Join does: cleaned when
// all are known, else the known leading part.
func (m *matcher) joinStrVals(args []ast.Expr, w *strWalk, depth int) []strVal {
	acc := []strVal{{"", true}}
	for i, a := range args {
		if i > 0 {
			acc = m.concatStrVals(acc, func() []strVal { return []strVal{{"/", true}} })
		}
		acc = m.concatStrVals(acc, func() []strVal { return m.strValsAt(a, w, depth+1) })
	}
	var out []strVal
	for _, v := range acc {
		switch {
		case v.Full:
			v.S = path.Clean(v.S)
		case strings.Contains(v.S, "/"):
			// Join cleans the whole path; of a prefix only its directories
			// can be cleaned.
			dir, rest := v.S[:strings.LastIndexByte(v.S, '/')+1], v.S[strings.LastIndexByte(v.S, '/')+1:]
			v.S = strings.TrimSuffix(path.Clean(dir), "/") + "/" + rest
		}
		out = addStrVals(out, v)
	}
	return out
}

// addStrVals appends the values out does not hold yet, up to maxStrVals.
func addStrVals(out []strVal, vs ...strVal) []strVal {
	for _, v := range vs {
		if len(out) < maxStrVals && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// stringValues returns the strings e is known in full to be.
func (m *matcher) stringValues(e ast.Expr) []string {
	var out []string
	for _, v := range m.strVals(e) {
		if v.Full && !slices.Contains(out, v.S) {
			out = append(out, v.S)
		}
	}
	return out
}

// word returns the one whole string e may be (stringValues): an exec's word
// (a flag, sysctl's name=value) held in a local reads as the constant would.
// A word that may be several strings is "", unknown, like one built at run
// time: a run's words are one sequence, so a word cannot be each of its
// values at once.
func (m *matcher) word(e ast.Expr) string {
	if vs := m.stringValues(e); len(vs) == 1 {
		return vs[0]
	}
	return ""
}
