package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// execSite is one os/exec.Command[Context] call with a binary it is known to
// run (execRuns).
type execSite struct {
	at     ast.Expr // the call, or the os/exec.Cmd literal
	binary string   // the constant as written
}

// matcher finds a package's direct primitives. Its state (the identifiers
// already attributed to a call) lives for one package only.
type matcher struct {
	r     *rules
	info  *types.Info
	seen  map[*ast.Ident]bool
	execs []execSite
	// vars maps the package's own package-level variables to their
	// initializers, so a path kept in a variable (often so tests can
	// redirect it) is still matched by its production value.
	vars map[*types.Var]ast.Expr
	// files, and syn: the package's shared inspector, its locals'
	// assignments (read at the first exec of a variable: isoBinary :=
	// "xorrisofs"; exec.Command(isoBinary)) and its function bodies'
	// cursors.
	files []*ast.File
	syn   *syntax
	// pkg and its execParams (execparams.go): the parameters of its
	// functions that name the binary an exec runs, found once.
	pkg        *types.Package
	execParams map[*types.Func]map[int]bool
	// funcs are the package's functions with a body (flow.Bodies): its
	// declarations and its seams, a getter or wrapper held in a
	// package-level variable read as a declared one is.
	funcs flow.Bodies
	// fields: what the package stores in its unexported fields, and those
	// also changed another way (code.FieldDefs), indexed at first use from
	// storeFiles, the package's files less its _test.go files (a test's
	// fake binary is not what production runs), which productionOnly
	// lists at the first read of a field or table (nil: all files).
	fields         map[*types.Var][]ast.Expr
	fieldsChanged  map[*types.Var]bool
	storeFiles     []*ast.File
	productionOnly func() []*ast.File
	// elems: the element stores of the package's variables and fields
	// (code.ElemStores, from storeFiles), indexed at the first lookup.
	elems map[*types.Var][]code.ElemStore
	// importFact reads another package's execParamsFact; wrapped are the
	// runs through an exec wrapper of a category's wrapper package, by
	// position and category, with that wrapper entry: the caller reaches
	// the category through its wrapper and performs nothing raw.
	importFact func(types.Object, analysis.Fact) bool
	wrapped    map[wrappedRun]wrapper
	// held are the calls of a package-level variable that holds a
	// primitive (heldPrimitive): performed there, raw at the initializer.
	held map[wrappedRun]bool
	// cg resolves calls through interface methods and function-typed
	// variables and fields to what the package stores there (dispatched):
	// an exec wrapper injected for tests is still run at such a call.
	cg *flow.CallGraph
}

// wrappedRun is a run through another package's exec wrapper.
type wrappedRun struct {
	pos token.Pos
	cat string
}

// noteWrapped records the runs of out whose wrapper function is in pkg,
// another package, when pkg is one of the run's category's wrappers.
func (m *matcher) noteWrapped(pkg *types.Package, out []effects.Direct) {
	if pkg == m.pkg {
		return
	}
	for _, d := range out {
		if w, ok := m.r.wrapperOf(m.r.byName[d.Key], pkg.Path()); ok {
			if m.wrapped == nil {
				m.wrapped = map[wrappedRun]wrapper{}
			}
			m.wrapped[wrappedRun{d.Pos, d.Key}] = w
		}
	}
}

// newMatcher returns the matcher of the package's files; syn gives the
// package's shared inspector and index of its locals' assignments.
func newMatcher(r *rules, info *types.Info, pkg *types.Package, files []*ast.File, syn *syntax) *matcher {
	return &matcher{r: r, info: info, seen: map[*ast.Ident]bool{}, vars: code.PackageVarInits(info, files), files: files, syn: syn, pkg: pkg,
		funcs: flow.BodiesIn(pkg, info, files)}
}

// syntax gives the indexes of the package's syntax the passes share,
// built at the first question (passkit.Context's Inspector, Locals and
// BodyCursors).
type syntax struct {
	ins    func() *inspector.Inspector
	locals func() *code.Locals
	bodies func() code.Bodies
}

// bodies returns the cursors of the package's function bodies.
func (m *matcher) bodies() code.Bodies { return m.syn.bodies() }

// directNodes are the nodes direct reads (effects.Spec.Nodes).
var directNodes = []ast.Node{(*ast.CallExpr)(nil), (*ast.Ident)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}

// direct implements effects.Spec.Direct. A call is attributed to the whole
// call expression; a primitive used as a value (f := unix.Mount, or handed to
// another function) counts as performed where it is referenced, because
// effects cannot follow the call through the function value.
func (m *matcher) direct(n ast.Node) []effects.Direct {
	switch n := n.(type) {
	case *ast.CallExpr:
		id := code.CalledIdent(n)
		if id == nil {
			return nil
		}
		fn, _ := m.info.Uses[id].(*types.Func)
		if fn == nil {
			return append(m.dispatchedRuns(n), m.heldExecRuns(n)...)
		}
		if m.mayMatch(fn) {
			// Only an identifier that may match is looked up below: the
			// others (nearly every call's) need no entry.
			m.seen[id] = true
		}
		if code.IsInterfaceMethod(fn) {
			return append(m.dispatchedRuns(n), m.callDirect(n, fn)...)
		}
		return m.callDirect(n, fn)
	case *ast.Ident:
		fn, _ := m.info.Uses[n].(*types.Func)
		if fn == nil || !m.mayMatch(fn) || m.seen[n] {
			return nil
		}
		return m.apiDirect(fn, n.Pos(), n.End())
	case *ast.CompositeLit:
		if isExecCmd(m.info.TypeOf(n)) {
			return m.execDirect(n, m.cmdLitRuns(n))
		}
	case *ast.AssignStmt:
		return m.cmdPathDirect(n)
	}
	return nil
}

// dispatchedRuns returns what a call through an interface method or a
// function-typed variable or field runs where an implementation the package
// stores there (flow's dispatch) is an exec wrapper: the binary is the
// call's argument, as at a static call of the wrapper.
func (m *matcher) dispatchedRuns(call *ast.CallExpr) []effects.Direct {
	var out []effects.Direct
	for _, e := range m.dispatched(call) {
		ps := shifted(m.paramsOf(e.Callee), flow.ArgOffset(m.info, call, e.Callee))
		if len(ps) == 0 {
			continue
		}
		these := m.execDirect(call, m.paramRuns(call, ps))
		m.noteWrapped(e.Callee.Pkg(), these)
		out = appendNew(out, these) // two stored wrappers running one binary
	}
	return out
}

// appendNew appends to out each of ds it does not hold yet.
func appendNew(out, ds []effects.Direct) []effects.Direct {
	for _, d := range ds {
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// heldExecRuns returns what a call of a variable does where the variable
// is assigned a program-running API (run := exec.Command, or the
// package-level execCommand = exec.Command that tests swap for a fake) or
// a path writer (write := os.WriteFile): the call runs, or writes, what
// that API would with these arguments. The dispatch follows only the
// module's own functions into variables, and a reference to such an API
// is no primitive by itself (its binary or path is an argument).
func (m *matcher) heldExecRuns(call *ast.CallExpr) []effects.Direct {
	var out []effects.Direct
	for _, h := range m.heldFuncs(call.Fun) {
		fn := h.fn
		if api, ok := execAPIOf(fn); ok {
			out = appendNew(out, m.execDirect(call, m.execRuns(call, api)))
		} else if _, ok := m.r.writers.Match(fn); ok || m.opensForWrite(call, fn) {
			out = appendNew(out, m.pathDirect(call, fn))
		} else if h.packageVar && m.mayMatch(fn) {
			out = appendNew(out, m.heldPrimitive(call, fn))
		}
	}
	return out
}

// shifted returns ps with each index moved by off (flow.ArgOffset).
func shifted(ps map[int]bool, off int) map[int]bool {
	if off == 0 {
		return ps
	}
	out := make(map[int]bool, len(ps))
	for i, look := range ps {
		out[i+off] = look
	}
	return out
}

// dispatched returns the implementations a dynamic call resolves to (none
// without a call graph: a matcher built for one expression's strings).
func (m *matcher) dispatched(call *ast.CallExpr) []flow.Edge {
	if m.cg == nil {
		return nil
	}
	return m.cg.Dispatched(call)
}

// callDirect is what call does when it calls fn: its callee, or, for a call
// through a narrowing interface, the wider interface's method
// (effects.Spec.Narrowed; a nil call is another package's pending call,
// whose arguments are not here: only the API itself counts).
func (m *matcher) callDirect(call *ast.CallExpr, fn *types.Func) []effects.Direct {
	if call == nil {
		return m.apiDirect(fn, token.NoPos, token.NoPos)
	}
	if api, ok := execAPIOf(fn); ok {
		return m.execDirect(call, m.execRuns(call, api))
	}
	var out []effects.Direct
	if ps := shifted(m.paramsOf(fn), flow.ArgOffset(m.info, call, fn)); len(ps) > 0 {
		out = m.execDirect(call, m.paramRuns(call, ps)) // a wrapper told what to run
		m.noteWrapped(fn.Pkg(), out)
	}
	if !m.mayMatch(fn) {
		return out
	}
	out = append(out, m.apiDirect(fn, call.Pos(), call.End())...)
	if isSyscall(fn) {
		out = append(out, m.syscallDirect(call, fn)...)
	}
	if _, ok := m.r.writers.Match(fn); ok || m.opensForWrite(call, fn) {
		out = append(out, m.pathDirect(call, fn)...)
	}
	return out
}

// opens are the functions, by package, that open a path with flags (the
// second argument), and the flags that make the open a write: opening a
// sysctl or cgroup file for writing (os.OpenFile(p, os.O_WRONLY, 0) and a
// Write) is os.WriteFile in two steps. Read-write is not among them: it is
// how a device is driven by ioctl (the node labeller's /dev/kvm capability
// queries), not a write of what the path holds.
var opens = map[string]struct {
	fn    string
	flags []string
}{
	"os":                    {"OpenFile", []string{"O_WRONLY", "O_CREATE", "O_TRUNC", "O_APPEND"}},
	"syscall":               {"Open", []string{"O_WRONLY", "O_CREAT", "O_TRUNC", "O_APPEND"}},
	"golang.org/x/sys/unix": {"Open", []string{"O_WRONLY", "O_CREAT", "O_TRUNC", "O_APPEND"}},
}

// opensForWrite reports whether call is os.OpenFile, syscall.Open or
// unix.Open with a constant flag that opens its path for writing. A flag
// computed at run time is not read.
func (m *matcher) opensForWrite(call *ast.CallExpr, fn *types.Func) bool {
	if fn.Pkg() == nil || len(call.Args) < 2 {
		return false
	}
	open, ok := opens[selector.PkgPath(fn.Pkg())]
	if !ok || fn.Name() != open.fn {
		return false
	}
	tv, ok := m.info.Types[call.Args[1]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return false
	}
	for _, name := range open.flags {
		c, ok := fn.Pkg().Scope().Lookup(name).(*types.Const)
		if ok && constant.Compare(constant.BinaryOp(tv.Value, token.AND, c.Val()), token.NEQ, constant.MakeInt64(0)) {
			return true
		}
	}
	return false
}

func (m *matcher) apiDirect(fn *types.Func, pos, end token.Pos) []effects.Direct {
	if !m.mayMatch(fn) {
		return nil
	}
	var out []effects.Direct
	for _, cat := range m.r.cats {
		if _, ok := cat.apis.Match(fn); ok {
			out = append(out, effects.Direct{Key: cat.name, API: selector.Name(fn), Pos: pos, End: end})
		}
	}
	return out
}

// mayMatch is a cheap filter: is fn (or its receiver type) declared in a
// package that any selector names?
func (m *matcher) mayMatch(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	if m.r.apiPkgs[selector.PkgPath(fn.Pkg())] {
		return true
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if n := selector.RecvNamed(sig.Recv().Type()); n != nil && n.Obj().Pkg() != nil {
			return m.r.apiPkgs[selector.PkgPath(n.Obj().Pkg())]
		}
	}
	return false
}

// execDirect matches what an exec call or os/exec.Cmd literal (at) may run
// (execRuns, cmdLitRuns) against the categories' exec entries, an entry
// with arguments only where one of its arguments is among the run's known
// words.
func (m *matcher) execDirect(at ast.Expr, runs []execRun) []effects.Direct {
	var out []effects.Direct
	for _, run := range runs {
		if run.pathLookup {
			m.execs = append(m.execs, execSite{at: at, binary: run.binary})
		}
		for _, e := range m.r.exec[path.Base(run.binary)] {
			if len(e.args) > 0 && !hasArg(run.words, e.args) {
				continue
			}
			d := effects.Direct{Key: e.cat.name, API: "exec " + path.Base(run.binary), Pos: at.Pos(), End: at.End()}
			if !slices.Contains(out, d) { // "umount" and "/bin/umount" are one primitive
				out = append(out, d)
			}
		}
	}
	return out
}

// hasArg reports whether a known word after the binary is one of want;
// a want ending in "=" matches any word containing "=" (sysctl
// name=value). Unknown words ("") do not match.
func hasArg(words, want []string) bool {
	for _, v := range words {
		for _, w := range want {
			if v != "" && (v == w || strings.HasSuffix(w, "=") && strings.Contains(v, "=")) {
				return true
			}
		}
	}
	return false
}

// syscallDirect matches the constant system call number of a raw
// Syscall/RawSyscall call against the categories' syscalls, comparing values
// with the constants of the callee's own package (numbers differ by
// architecture).
func (m *matcher) syscallDirect(call *ast.CallExpr, fn *types.Func) []effects.Direct {
	if len(call.Args) == 0 {
		return nil
	}
	tv, ok := m.info.Types[call.Args[0]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return nil
	}
	var out []effects.Direct
	for _, cat := range m.r.cats {
		for _, name := range cat.syscalls {
			c, ok := fn.Pkg().Scope().Lookup(name).(*types.Const)
			if ok && constant.Compare(c.Val(), token.EQL, tv.Value) {
				out = append(out, effects.Direct{Key: cat.name, API: selector.Name(fn) + "(" + name + ")", Pos: call.Pos(), End: call.End()})
				break
			}
		}
	}
	return out
}

// pathDirect matches the known prefixes of a writer's path argument
// against the categories' paths: each category once, at the first value
// that matches it.
func (m *matcher) pathDirect(call *ast.CallExpr, fn *types.Func) []effects.Direct {
	if len(call.Args) == 0 {
		return nil
	}
	var out []effects.Direct
	for _, v := range m.strVals(call.Args[0]) {
		if v.S == "" {
			continue
		}
		shown := v.S
		if !v.Full {
			shown += "…"
		}
		for _, cat := range m.r.cats {
			if !slices.ContainsFunc(out, func(d effects.Direct) bool { return d.Key == cat.name }) &&
				slices.ContainsFunc(cat.paths, func(p string) bool { return strings.HasPrefix(v.S, p) }) {
				out = append(out, effects.Direct{Key: cat.name, API: selector.Name(fn) + "(" + shown + ")", Pos: call.Pos(), End: call.End()})
			}
		}
	}
	return out
}

func isSyscall(fn *types.Func) bool {
	if fn.Pkg() == nil || (fn.Pkg().Path() != "syscall" && selector.PkgPath(fn.Pkg()) != "golang.org/x/sys/unix") {
		return false
	}
	switch fn.Name() {
	case "Syscall", "Syscall6", "RawSyscall", "RawSyscall6", "SyscallNoError", "RawSyscallNoError":
		return true
	}
	return false
}
