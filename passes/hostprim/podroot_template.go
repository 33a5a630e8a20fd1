package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/lazy"
)

// Paths in another root told by the string they build: "/proc/" + a pid +
// "/root", rendered as a template whose unknown parts are holes ("%v"),
// each hole kept with the expression that fills it so the pid can be
// followed.

// withTemplate marks a root when the string the expression builds has the
// shape of a path in another root, such as "/proc/" + pid + "/root". A pid
// that is the process's own ("self") is no other root; one that is a
// parameter of the function makes the root depend on it (val.pidOf).
func (pr *podRoot) withTemplate(e ast.Expr, v val) val {
	if v.root {
		return v
	}
	t, holes, ok := pr.templateOf(e, 0)
	if !ok {
		return v
	}
	origin, ok := pr.rootTemplate(t)
	if !ok {
		return v
	}
	if pid := pr.pidHole(t, holes); pid != nil {
		if s, ok := code.ConstString(pr.info, pid); ok && ownPid(s) {
			return v
		}
		hv := pr.eval(pid)
		if hv.mayBeOwn() {
			return v // the pid may be the process's own: taken as its own root
		}
		if !hv.root && len(hv.fields)+len(hv.belowFields) == 0 && !hv.anyParams().empty() {
			v.pidOf = hv.anyParams()
		}
	}
	v.root, v.origin = true, origin
	return v
}

// pidHole returns the expression that fills the pid of a /proc/<pid>/root
// template t, when it is one of the template's unknown parts.
func (pr *podRoot) pidHole(t string, holes []ast.Expr) ast.Expr {
	m := procRoot.Get().FindStringSubmatchIndex(t)
	if m == nil || t[m[2]:m[3]] != "%v" {
		return nil
	}
	if k := strings.Count(t[:m[2]], "%v"); k < len(holes) {
		return holes[k]
	}
	return nil
}

// ownPid reports the pids /proc names the reading process's own by.
func ownPid(pid string) bool { return pid == "self" || pid == "thread-self" || pid == "" }

// template renders the string e builds with its unknown parts as "%v", or
// false when e is not string building.
func (pr *podRoot) template(e ast.Expr, depth int) (string, bool) {
	t, _, ok := pr.templateOf(e, depth)
	return t, ok
}

// templateOf is template with the expression of each "%v" it renders, in
// order (nil where the part is not known).
func (pr *podRoot) templateOf(e ast.Expr, depth int) (string, []ast.Expr, bool) {
	e = ast.Unparen(e)
	if tv, ok := pr.info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), nil, true
		}
		return tv.Value.ExactString(), nil, true
	}
	if depth > 6 {
		return "%v", []ast.Expr{e}, true
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			x, hx, _ := pr.templateOf(e.X, depth+1)
			y, hy, _ := pr.templateOf(e.Y, depth+1)
			return x + y, append(hx, hy...), true
		}
	case *ast.CallExpr:
		return pr.callTemplate(e, depth)
	case *ast.Ident:
		// A local assigned once is the string it was built as: base :=
		// fmt.Sprintf("/proc/%d", pid); base + "/root/" + name is a path
		// in another root, built in two steps.
		if v, ok := pr.info.Uses[e].(*types.Var); ok {
			if def := pr.ctx.Locals().Single()[v]; def != nil {
				if t, h, ok := pr.templateOf(def, depth+1); ok {
					return t, h, true
				}
			}
		}
	}
	return "%v", []ast.Expr{e}, false
}

// callTemplate renders path.Join and fmt.Sprintf calls for template.
func (pr *podRoot) callTemplate(e *ast.CallExpr, depth int) (string, []ast.Expr, bool) {
	fn := code.Callee(pr.info, e)
	if fn == nil || fn.Pkg() == nil {
		return "%v", []ast.Expr{e}, false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "path.Join", "path/filepath.Join":
		var parts []string
		var holes []ast.Expr
		for _, a := range e.Args {
			s, h, _ := pr.templateOf(a, depth+1)
			parts = append(parts, s)
			holes = append(holes, h...)
		}
		return joinSlash(parts), holes, true
	case "strings.Join":
		if t, holes, ok := pr.stringsJoinTemplate(e, depth); ok {
			return t, holes, true
		}
	case "fmt.Sprintf":
		if len(e.Args) == 0 {
			break
		}
		if f, h, ok := pr.templateOf(e.Args[0], depth+1); ok {
			if len(h) > 0 {
				// A format with unknown parts of its own does not say
				// which argument each verb takes.
				return verb.Get().ReplaceAllString(f, "%v"), nil, true
			}
			t, holes := pr.fillFormat(f, e.Args[1:])
			return t, holes, true
		}
	}
	return "%v", []ast.Expr{e}, false
}

// stringsJoinTemplate renders strings.Join of a slice literal with a
// constant separator (strings.Join([]string{"/proc", pid, "root"}, "/")):
// its elements' templates joined by the separator, as the literal path
// would read.
func (pr *podRoot) stringsJoinTemplate(e *ast.CallExpr, depth int) (string, []ast.Expr, bool) {
	if len(e.Args) != 2 || e.Ellipsis.IsValid() {
		return "", nil, false
	}
	lit, ok := ast.Unparen(e.Args[0]).(*ast.CompositeLit)
	sep, isConst := code.ConstString(pr.info, e.Args[1])
	if !ok || !isConst {
		return "", nil, false
	}
	var parts []string
	var holes []ast.Expr
	for _, el := range lit.Elts {
		if _, keyed := el.(*ast.KeyValueExpr); keyed {
			return "", nil, false
		}
		t, h, _ := pr.templateOf(el, depth+1)
		parts = append(parts, t)
		holes = append(holes, h...)
	}
	return strings.Join(parts, strings.ReplaceAll(sep, "%", "%%")), holes, true
}

// fillFormat renders a known format for template: each verb takes the
// next argument, written in where it is a string constant a %s or %v
// prints as it is (fmt.Sprintf("%s/%d/root", procDir, pid) is
// "/proc/%v/root"), and a hole "%v" with the argument's expression
// otherwise. A number stays a hole: it fills a pid, and pidHole judges it
// (a constant pid stands for any process, as it always has).
func (pr *podRoot) fillFormat(f string, args []ast.Expr) (string, []ast.Expr) {
	var holes []ast.Expr
	var t strings.Builder
	for i, p := range formatParts(f) {
		t.WriteString(p.text)
		if p.verb == "" {
			break
		}
		var a ast.Expr
		if i < len(args) {
			a = args[i]
		}
		if a != nil && (p.verb == "%s" || p.verb == "%v") {
			if tv, ok := pr.info.Types[a]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				t.WriteString(constant.StringVal(tv.Value))
				continue
			}
		}
		holes = append(holes, a)
		t.WriteString("%v")
	}
	return t.String(), holes
}

// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var verb = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`) }}

func joinSlash(parts []string) string {
	s := strings.Join(parts, "/")
	for strings.Contains(s, "//") {
		s = strings.ReplaceAll(s, "//", "/")
	}
	return s
}

// procRoot matches /proc/<pid>/root as a whole path element.
// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var procRoot = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`/proc/([^/]*)/root(/|$)`) }}

// rootTemplate reports whether a string (constant, or a template with %v
// for unknown parts) is a path in another root, and names it for messages.
// A format such as "/proc/%d/root/var/run" counts: it is filled in with a
// pid later.
func (pr *podRoot) rootTemplate(s string) (string, bool) {
	// Every string constant is asked: the expression runs only on those
	// that can match it.
	if strings.Contains(s, "/proc/") {
		if m := procRoot.Get().FindStringSubmatch(s); m != nil {
			switch pid := m[1]; pid {
			case "self", "thread-self", "":
				// The process's own root.
			case "1":
				// The node's root seen from a host-PID pod: another root
				// only under the prefixes a pod can write (below).
			default:
				return `"/proc/` + shortPid(pid) + `/root"`, true
			}
		}
	}
	for _, p := range pr.cfg.Prefixes {
		if strings.HasPrefix(s, p.Name) {
			return `"` + p.Name + `"`, true
		}
	}
	return "", false
}

func shortPid(pid string) string {
	if strings.Contains(pid, "%") {
		return "<pid>"
	}
	return pid
}
