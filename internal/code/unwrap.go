package code

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"strings"
)

// Unaddr returns e without its parentheses and one address-of operator:
// x for (&x), &(x) and x itself. Writes through a pointer to a value and
// writes of the value are the same writes, so most questions about an
// operand look through both.
func Unaddr(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return ast.Unparen(u.X)
	}
	return e
}

// Literal returns the composite literal e is, T{…} or &T{…} (parentheses
// allowed), or nil. A nil e is no literal.
func Literal(e ast.Expr) *ast.CompositeLit {
	if e == nil {
		return nil
	}
	lit, _ := Unaddr(e).(*ast.CompositeLit)
	return lit
}

// ConstString is the value of e when the type checker knows it as a constant
// string (a literal, a named constant, a constant expression).
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// IsError reports whether t is the predeclared error interface.
func IsError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// IsString reports whether t's underlying type is a string type.
func IsString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// IsSprintf reports whether call calls fmt.Sprintf.
func IsSprintf(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(call.Args) > 0
}

// SprintfFormat returns the constant format of a call of fmt.Sprintf and
// the arguments its verbs stand for; ok is false for any other call, one
// whose format is computed, or one that spreads a slice (args...).
func SprintfFormat(info *types.Info, call *ast.CallExpr) (format string, args []ast.Expr, ok bool) {
	if !IsSprintf(info, call) || call.Ellipsis.IsValid() {
		return "", nil, false
	}
	format, ok = ConstString(info, call.Args[0])
	return format, call.Args[1:], ok
}

// TextBeforeArg returns the text of format before the verb that stands for
// argument k (0 for the first after the format), or false when no verb
// does.
func TextBeforeArg(format string, k int) (string, bool) {
	for _, v := range FormatVerbs(format) {
		if v.Arg == k {
			return format[:v.Start], true
		}
	}
	return "", false
}

// ConstSprintf is the string fmt.Sprintf(format, args...) returns when call
// is such a call and its format and every argument are constants
// (fmt.Sprintf("/status/%s", field) with const field = "phase"): the text is
// as fixed as a literal, only spelled another way. A verb that does not fit
// its argument (the result would say %!) is no constant text.
func ConstSprintf(info *types.Info, call *ast.CallExpr) (string, bool) {
	format, args, ok := SprintfFormat(info, call)
	if !ok {
		return "", false
	}
	// The format with every argument spelled in and none left is the text,
	// its literal percent signs still doubled.
	filled, left, ok := FillConstants(info, format, args)
	if !ok || len(left) > 0 {
		return "", false
	}
	return strings.ReplaceAll(filled, "%%", "%"), true
}

// ConstJoin is the string strings.Join(elems, sep) returns when call is
// such a call with a constant separator and a []string literal of
// constants (strings.Join([]string{"kubevirt.io", "schedulable"}, "/")):
// like ConstSprintf, fixed text spelled another way. A slice built
// elsewhere is no constant text.
func ConstJoin(info *types.Info, call *ast.CallExpr) (string, bool) {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Name() != "Join" || len(call.Args) != 2 {
		return "", false
	}
	sep, ok := ConstString(info, call.Args[1])
	lit, isLit := ast.Unparen(call.Args[0]).(*ast.CompositeLit)
	if !ok || !isLit {
		return "", false
	}
	parts := make([]string, 0, len(lit.Elts))
	for _, e := range lit.Elts {
		s, ok := ConstString(info, e)
		if !ok {
			return "", false // a keyed element or a value computed at run time
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, sep), true
}

// ConstSprint is the string fmt.Sprint(args...) returns when call is such
// a call and every argument is a string constant (fmt.Sprint("kubevirt.io/",
// "schedulable")): Sprint puts operands side by side, so the text is their
// concatenation. An argument of another kind is no constant text here (Sprint
// would space it from its neighbours; no key is spelled that way).
func ConstSprint(info *types.Info, call *ast.CallExpr) (string, bool) {
	return constPieces(info, call, "fmt", "Sprint", func(parts []string) string { return strings.Join(parts, "") })
}

// ConstPathJoin is the string path.Join(elems...) returns when call is such
// a call of string constants (path.Join("kubevirt.io", "schedulable")): a
// slash-separated key or JSON-patch path spelled another way.
func ConstPathJoin(info *types.Info, call *ast.CallExpr) (string, bool) {
	return constPieces(info, call, "path", "Join", func(parts []string) string { return path.Join(parts...) })
}

// JoinFormat reads path.Join("/metadata/labels", key) (or filepath.Join)
// as the format "/metadata/labels/%s" of its arguments: each string
// constant element that isArg does not claim is text, each other element a
// verb, all joined by "/" (the elements go in as they are, as a format's
// arguments do). ("", nil) for any other call, or one with a spread slice.
func JoinFormat(info *types.Info, call *ast.CallExpr, isArg func(ast.Expr) bool) (string, []ast.Expr) {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Name() != "Join" || fn.Pkg().Path() != "path" && fn.Pkg().Path() != "path/filepath" || call.Ellipsis.IsValid() {
		return "", nil
	}
	parts := make([]string, len(call.Args))
	var args []ast.Expr
	for i, a := range call.Args {
		if s, ok := ConstString(info, a); ok && !strings.Contains(s, "%") && !isArg(a) {
			parts[i] = s
			continue
		}
		parts[i], args = "%s", append(args, a)
	}
	return strings.Join(parts, "/"), args
}

// constPieces is join of the arguments of call, a call of pkg.name with
// only string constants as arguments and no spread slice.
func constPieces(info *types.Info, call *ast.CallExpr, pkg, name string, join func([]string) string) (string, bool) {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkg || fn.Name() != name || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return "", false
	}
	parts := make([]string, 0, len(call.Args))
	for _, a := range call.Args {
		s, ok := ConstString(info, a)
		if !ok {
			return "", false
		}
		parts = append(parts, s)
	}
	return join(parts), true
}

// ConstText is the fixed text e spells: a constant string, or a call of
// fmt.Sprintf, fmt.Sprint, strings.Join or path.Join of constants
// (ConstSprintf, ConstSprint, ConstJoin, ConstPathJoin).
func ConstText(info *types.Info, e ast.Expr) (string, bool) {
	if s, ok := ConstString(info, e); ok {
		return s, true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	for _, spell := range [...]func(*types.Info, *ast.CallExpr) (string, bool){ConstSprintf, ConstSprint, ConstJoin, ConstPathJoin} {
		if s, ok := spell(info, call); ok {
			return s, true
		}
	}
	return "", false
}

// FillConstants is format with each verb whose argument is a constant
// replaced by the text fmt.Sprintf gives it (a literal percent sign in it
// doubled), and the arguments of the verbs left, in order:
// fmt.Sprintf(`{"path": "%s", "value": "%s"}`, "/status/phase", p) reads as
// the format `{"path": "/status/phase", "value": "%s"}` with p. A format
// with an explicit argument index (%[1]s), a * width or a verb whose
// argument is missing is not filled (ok false).
func FillConstants(info *types.Info, format string, args []ast.Expr) (string, []ast.Expr, bool) {
	var b strings.Builder
	var left []ast.Expr
	next := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) || format[j] == '[' || format[j] == '*' {
			return "", nil, false
		}
		verb := format[i : j+1]
		i = j
		if format[j] == '%' {
			b.WriteString(verb)
			continue
		}
		if next >= len(args) {
			return "", nil, false
		}
		a := args[next]
		next++
		tv, ok := info.Types[a]
		if !ok || tv.Value == nil {
			b.WriteString(verb)
			left = append(left, a)
			continue
		}
		var v any
		switch c := constant.Val(tv.Value).(type) {
		case string, int64, bool:
			v = c
		default:
			b.WriteString(verb)
			left = append(left, a)
			continue
		}
		text := fmt.Sprintf(verb, v)
		if strings.Contains(text, "%!") {
			return "", nil, false
		}
		b.WriteString(strings.ReplaceAll(text, "%", "%%"))
	}
	return b.String(), append(left, args[next:]...), true
}

// CopiedValue looks through what keeps a copy a copy: parentheses, & and
// *, and a DeepCopy() of the value (dst.X = src.X.DeepCopy() copies
// src.X). migrationpair's field copies and statusfield's patch values read
// a copied field through it.
func CopiedValue(info *types.Info, e ast.Expr) ast.Expr {
	for {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return e
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.CallExpr:
			fn := Callee(info, x)
			sel, ok := x.Fun.(*ast.SelectorExpr)
			if fn == nil || !ok || fn.Name() != "DeepCopy" || len(x.Args) != 0 {
				return e
			}
			e = sel.X
		default:
			return e
		}
	}
}
