package hostprim

import (
	"go/ast"
	"go/constant"
	"go/types"
	"path"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// execRun is one binary a program run may execute, with the words after it
// as the matcher reads strings (word: "" for one built at run time).
type execRun struct {
	binary string
	words  []string
	// args are the call's arguments the words were read from, when they
	// were (a script built by fmt.Sprintf is read from its argument).
	args []ast.Expr
	// pathLookup: a bare name is resolved through $PATH (os/exec's
	// Command, and every command of a shell script), which HP1003 checks.
	pathLookup bool
}

// execAPI says where an exec API takes its binary: the argument at bin,
// and its words either the call's later arguments (argv < 0: os/exec's
// Command) or the elements after the first of an argv slice at argv (the
// first is the program's name: os.StartProcess, syscall.Exec, …).
type execAPI struct {
	bin, argv  int
	pathLookup bool
}

// execAPIOf returns where fn, an API that runs a program, takes it.
func execAPIOf(fn *types.Func) (execAPI, bool) {
	if fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return execAPI{}, false
	}
	switch selector.PkgPath(fn.Pkg()) + "." + fn.Name() {
	case "os/exec.Command":
		return execAPI{bin: 0, argv: -1, pathLookup: true}, true
	case "os/exec.CommandContext":
		return execAPI{bin: 1, argv: -1, pathLookup: true}, true
	case "os.StartProcess", "syscall.Exec", "syscall.ForkExec", "syscall.StartProcess", "golang.org/x/sys/unix.Exec":
		return execAPI{bin: 0, argv: 1}, true
	}
	return execAPI{}, false
}

// execRuns returns what a call of an exec API (api) may run. The binary
// is each whole string its argument may be (strVals), with the call's later
// arguments (os/exec) or its argv literal's
// elements after the program's name as words; or an element of a string
// slice literal (args[0] of args := []string{"mount", …}), with the
// literal's later elements as words. A shell run with -c runs each command
// of its script too (shellRuns): sh -c "mount …" is a mount. A binary
// computed at run time is none.
func (m *matcher) execRuns(call *ast.CallExpr, api execAPI) []execRun {
	i := api.bin
	if len(call.Args) <= i {
		return nil
	}
	var runs []execRun
	if ix, ok := ast.Unparen(call.Args[i]).(*ast.IndexExpr); ok {
		runs = m.sliceRuns(ix)
	}
	switch {
	case len(runs) > 0:
	case api.argv < 0:
		runs = m.callRuns(call.Args[i], call.Args[i+1:])
	case api.argv < len(call.Args):
		runs = m.argvRuns(m.stringValues(call.Args[i]), call.Args[api.argv])
	}
	for j := range runs {
		runs[j].pathLookup = api.pathLookup
	}
	return m.withShells(runs)
}

// callRuns pairs each value the binary argument may be with the call's
// arguments after it as words.
func (m *matcher) callRuns(bin ast.Expr, args []ast.Expr) []execRun {
	var words []string
	for _, a := range args {
		words = append(words, m.word(a))
	}
	var runs []execRun
	for _, b := range m.stringValues(bin) {
		runs = append(runs, execRun{binary: b, words: words, args: args})
	}
	return runs
}

// withShells adds to runs the command each wrapper run runs
// (wrappedRuns) and the commands of each shell's -c script.
func (m *matcher) withShells(runs []execRun) []execRun {
	runs = append(runs, wrappedRuns(runs)...)
	for _, r := range slices.Clone(runs) {
		if shells[path.Base(r.binary)] {
			runs = append(runs, m.shellRuns(r)...)
		}
	}
	return runs
}

// argvRuns pairs each binary with the words of each literal the argv
// expression may be (its elements after the program's name); an argv built
// at run time, or none (nil), gives no words.
func (m *matcher) argvRuns(bins []string, argv ast.Expr) []execRun {
	lits := m.literals(argv)
	var runs []execRun
	for _, b := range bins {
		if len(lits) == 0 {
			runs = append(runs, execRun{binary: b})
		}
		for _, l := range lits {
			runs = append(runs, execRun{binary: b, words: l[min(1, len(l)):]})
		}
	}
	return runs
}

// shells are the shells whose -c runs a script.
var shells = map[string]bool{"sh": true, "bash": true, "dash": true, "ash": true, "ksh": true, "zsh": true}

// shellRuns returns the commands of the script shell run r runs with -c:
// the word after -c, a constant or, read from the call's argument, a
// fmt.Sprintf with a constant format (a verb stands for a word built at run
// time).
func (m *matcher) shellRuns(r execRun) []execRun {
	at := slices.Index(r.words, "-c")
	if at < 0 {
		return nil
	}
	var scripts []string
	if at+1 < len(r.words) && r.words[at+1] != "" {
		scripts = append(scripts, r.words[at+1])
	} else if at+1 < len(r.args) {
		scripts = m.scriptValues(r.args[at+1])
	}
	var out []execRun
	for _, s := range scripts {
		out = append(out, scriptRuns(s)...)
	}
	return out
}

// scriptRuns splits a shell script into its simple commands (at newlines,
// ;, &, |, parentheses and command substitutions) and returns each one's
// binary and words, past leading assignments (X=y) and the wrappers that
// run their argument (sudo, exec, env, nohup, command, timeout, nice), with
// the wrappers' options and numbers. A word with a format verb or an
// expansion is one built at run time.
func scriptRuns(script string) []execRun {
	cmds := strings.FieldsFunc(script, func(r rune) bool {
		return strings.ContainsRune("\n;&|()`", r)
	})
	var out []execRun
	for _, c := range cmds {
		words := skipPrefix(strings.Fields(strings.ReplaceAll(c, "$", " $")))
		if len(words) == 0 || strings.ContainsAny(words[0], "%$") {
			continue
		}
		for i, w := range words {
			w = strings.Trim(w, `"'`)
			if strings.ContainsAny(w, "%$") {
				w = ""
			}
			words[i] = w
		}
		out = append(out, execRun{binary: words[0], words: words[1:], pathLookup: true})
	}
	return out
}

// wrappedRuns returns the command each run of a wrapper runs:
// exec.Command("sudo", "umount", p) runs umount, as the same words in a
// script do (skipPrefix). A word built at run time where the command
// would be leaves it unknown.
func wrappedRuns(runs []execRun) []execRun {
	var out []execRun
	for _, r := range runs {
		bin := path.Base(r.binary)
		if !wrappers[bin] {
			continue
		}
		words := skipPrefix(append([]string{bin}, r.words...))
		if len(words) == 0 || words[0] == "" {
			continue
		}
		w := execRun{binary: words[0], words: words[1:], pathLookup: true}
		if len(r.args) == len(r.words) {
			w.args = r.args[len(r.args)-len(w.words):]
		}
		out = append(out, w)
	}
	return out
}

// wrappers run the command that follows them.
var wrappers = map[string]bool{"sudo": true, "exec": true, "env": true, "nohup": true, "command": true, "timeout": true, "nice": true,
	"setsid": true, "stdbuf": true, "xargs": true}

// skipPrefix drops what precedes a command's binary: assignments, and
// wrappers with their options and numeric arguments (timeout 5, nice -n 10).
// `command -v` and `-V` only look the name up (if command -v mount …): no
// command runs, and none is returned.
func skipPrefix(words []string) []string {
	wrapped := false
	for len(words) > 0 && words[0] != "" { // "": built at run time
		w := words[0]
		if w == "command" && len(words) > 1 && (words[1] == "-v" || words[1] == "-V") {
			return nil
		}
		switch {
		case strings.Contains(w, "=") && !strings.HasPrefix(w, "-"), wrappers[w]:
			wrapped = wrapped || wrappers[w]
		case wrapped && (strings.HasPrefix(w, "-") || w[0] >= '0' && w[0] <= '9'):
		default:
			return words
		}
		words = words[1:]
	}
	return words
}

// scriptValues is stringValues, a fmt.Sprintf's constant format, and a
// concatenation read as one ("mount --bind " + p + " " + p: its parts
// built at run time are verbs, words built at run time).
func (m *matcher) scriptValues(e ast.Expr) []string {
	out := m.stringValues(e)
	for _, d := range append([]ast.Expr{ast.Unparen(e)}, m.defsOf(e)...) {
		if c, ok := code.ConcatText(m.info, d); ok && len(c.Args) > 0 {
			out = append(out, c.Format)
		}
		if call, ok := ast.Unparen(d).(*ast.CallExpr); ok && len(call.Args) > 0 {
			if fn := code.Callee(m.info, call); fn != nil && fn.FullName() == "fmt.Sprintf" {
				if s, ok := code.ConstString(m.info, call.Args[0]); ok {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// defsOf returns what a variable e names is assigned: a package-level
// variable's initializer, a local variable's plain assignments.
func (m *matcher) defsOf(e ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, d := range m.varDefs(e) {
		out = append(out, d.Rhs)
	}
	return out
}

// varDefs is defsOf with the index of the result each definition binds
// (p, err := knob(n) binds err to the call's second result).
func (m *matcher) varDefs(e ast.Expr) []code.Def {
	id, _ := ast.Unparen(e).(*ast.Ident)
	v, _ := m.info.Uses[id].(*types.Var)
	if v == nil {
		return nil
	}
	if init, ok := m.vars[v]; ok {
		return []code.Def{{Rhs: init}}
	}
	return m.syn.locals().Defs()[v]
}

// sliceRuns returns the runs of a binary taken from a string slice by a
// constant index: each literal the slice variable is assigned, its element
// at the index as the binary, the later elements as words.
func (m *matcher) sliceRuns(ix *ast.IndexExpr) []execRun {
	tv, ok := m.info.Types[ix.Index]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return nil
	}
	at, ok := constant.Int64Val(tv.Value)
	if !ok || at < 0 {
		return nil
	}
	var out []execRun
	for _, elts := range m.literals(ix.X) {
		if int(at) < len(elts) && elts[at] != "" {
			out = append(out, execRun{binary: elts[at], words: elts[at+1:]})
		}
	}
	return out
}

// literals returns the elements of each slice literal e may be (the literal
// itself, or those a variable is assigned), each element read as a word. A
// literal with keyed elements ([]string{2: "mount"}) is left out: its
// positions are not its indexes (strVals reads it by key).
func (m *matcher) literals(e ast.Expr) [][]string {
	var out [][]string
	for _, d := range append([]ast.Expr{e}, m.defsOf(e)...) {
		lit := code.Literal(d)
		if lit == nil || slices.ContainsFunc(lit.Elts, func(el ast.Expr) bool { _, kv := el.(*ast.KeyValueExpr); return kv }) {
			continue
		}
		var elts []string
		for _, el := range lit.Elts {
			elts = append(elts, m.word(el))
		}
		out = append(out, elts)
	}
	return out
}

// cmdLitRuns returns what an os/exec.Cmd literal runs: its Path, with the
// elements after the first of its Args as words (no $PATH lookup: Path is
// used as written).
func (m *matcher) cmdLitRuns(lit *ast.CompositeLit) []execRun {
	var bins []string
	var argv ast.Expr
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		switch k, _ := kv.Key.(*ast.Ident); {
		case k == nil:
		case k.Name == "Path":
			bins = m.stringValues(kv.Value)
		case k.Name == "Args":
			argv = kv.Value
		}
	}
	return m.withShells(m.argvRuns(bins, argv))
}

// cmdPathDirect is what an assignment to an os/exec.Cmd's Path does: the
// command runs that binary, whatever exec.Command named first
// (cmd := exec.Command("true"); cmd.Path = "/usr/bin/mount"). Its words are
// unknown here (cmd.Args is set apart, if at all).
func (m *matcher) cmdPathDirect(as *ast.AssignStmt) []effects.Direct {
	if len(as.Lhs) != len(as.Rhs) {
		return nil
	}
	var out []effects.Direct
	for i, l := range as.Lhs {
		sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Path" || !isExecCmd(m.info.TypeOf(sel.X)) {
			continue
		}
		out = append(out, m.execDirect(sel, m.withShells(m.callRuns(as.Rhs[i], nil)))...)
	}
	return out
}

// isExecCmd reports whether t is os/exec.Cmd or a pointer to it.
func isExecCmd(t types.Type) bool {
	n, ok := types.Unalias(code.Deref(t)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "os/exec" && n.Obj().Name() == "Cmd"
}
