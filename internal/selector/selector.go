// Package selector parses and matches API selectors, in the notation of gopls
// and staticcheck:
//
//	pkg/path.Func          a package-level function
//	(pkg/path.Type).Method a method (the receiver's pointer-ness is not significant)
//	(*pkg/path.Type).Method
//	pkg/path.*             every function and method of the package
//	(pkg/path.Type).*      every method of the type
//
// Selectors match types.Objects by import path, never by package name, so a
// package that happens to be called "os" is not os. An interface method
// selector matches calls through that interface.
package selector

import (
	"fmt"
	"go/types"
	"strings"
)

// Selector is one parsed selector.
type Selector struct {
	Raw  string
	Pkg  string // import path
	Recv string // receiver type name; "" for a package-level function
	Ptr  bool   // written as (*T)
	Name string // function or method name, or "*"
	// At is where the policy wrote it (zero outside a policy), for KV0003.
	At Pos
}

// Pos is a position in a policy file, as the policy decoder gives it.
type Pos struct {
	File      string
	Line, Col int
}

// SetPolicyPos records where the policy wrote the selector.
func (s *Selector) SetPolicyPos(file string, line, col int) { s.At = Pos{file, line, col} }

// DecodeScalar lets a Selector be decoded straight from policy YAML, so a
// malformed selector is reported at its line before analysis starts.
func (s *Selector) DecodeScalar(raw string) (err error) {
	*s, err = Parse(raw)
	return err
}

// Parse parses a selector.
func Parse(raw string) (Selector, error) {
	s := strings.TrimSpace(raw)
	bad := func(why string) (Selector, error) {
		return Selector{}, fmt.Errorf("bad selector %q: %s (write pkg/path.Func, (pkg/path.Type).Method, (*pkg/path.Type).Method, pkg/path.* or (pkg/path.Type).*)", raw, why)
	}
	if s == "" {
		return bad("empty")
	}
	sel := Selector{Raw: s}
	if strings.HasPrefix(s, "(") {
		end := strings.Index(s, ")")
		if end < 0 {
			return bad("unbalanced parenthesis")
		}
		recv := s[1:end]
		rest := s[end+1:]
		if !strings.HasPrefix(rest, ".") {
			return bad("want .Method after the receiver")
		}
		sel.Name = rest[1:]
		if after, ok := strings.CutPrefix(recv, "*"); ok {
			sel.Ptr, recv = true, after
		}
		pkg, typ, ok := SplitQualified(recv)
		if !ok {
			return bad("the receiver must be pkg/path.Type")
		}
		if typ == "*" {
			return bad("the receiver type cannot be a wildcard")
		}
		sel.Pkg, sel.Recv = pkg, typ
	} else {
		pkg, name, ok := SplitQualified(s)
		if !ok {
			return bad("want an import path, a dot and a name")
		}
		sel.Pkg, sel.Name = pkg, name
	}
	if sel.Name != "*" && !IsIdent(sel.Name) {
		return bad(fmt.Sprintf("%q is not a Go identifier", sel.Name))
	}
	if sel.Recv != "" && !IsIdent(sel.Recv) {
		return bad(fmt.Sprintf("%q is not a Go identifier", sel.Recv))
	}
	if err := CheckImportPath(sel.Pkg); err != nil {
		return bad(err.Error())
	}
	if typ, ok := looksLikeType(sel.Pkg); ok {
		if sel.Recv != "" {
			return bad(fmt.Sprintf("%s looks like a type: the receiver is pkg/path.Type, with one dot after the last slash", typ))
		}
		return bad(fmt.Sprintf("%s looks like a type, so this names a method: write (%s).%s", typ, sel.Pkg, sel.Name))
	}
	return sel, nil
}

// SplitQualified splits "a/b.c/d.Name" at the last dot after the last slash:
// an import path and a name. Policy sections use it for qualified type names.
func SplitQualified(s string) (pkg, name string, ok bool) {
	slash := strings.LastIndex(s, "/")
	dot := strings.LastIndex(s, ".")
	if dot <= slash || dot == len(s)-1 || dot == 0 {
		return "", "", false
	}
	return s[:dot], s[dot+1:], true
}

// IsIdent reports whether s is a Go identifier (ASCII).
func IsIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || (i > 0 && '0' <= r && r <= '9') {
			continue
		}
		return false
	}
	return true
}

func (s Selector) String() string { return s.Raw }

// PkgPath returns the import path of obj's package with any vendor prefix
// removed, so GOPATH-vendored and module builds match the same selectors.
func PkgPath(p *types.Package) string {
	if p == nil {
		return ""
	}
	path := p.Path()
	// Nearly no path has a vendor element, and the forward search is much
	// faster than LastIndex's (every selector match asks, a few million
	// times a run on KubeVirt).
	if !strings.Contains(path, "vendor/") {
		return path
	}
	if i := strings.LastIndex(path, "/vendor/"); i >= 0 {
		return path[i+len("/vendor/"):]
	}
	return strings.TrimPrefix(path, "vendor/")
}

// Match reports whether obj (a function or method) is selected.
func (s Selector) Match(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	if s.Name != "*" && fn.Name() != s.Name {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	recv := sig.Recv()
	if s.Recv == "" {
		if s.Name == "*" {
			// pkg.*: every function and method declared in the package.
			return PkgPath(fn.Pkg()) == s.Pkg
		}
		return recv == nil && PkgPath(fn.Pkg()) == s.Pkg
	}
	if recv == nil {
		return false
	}
	named := RecvNamed(recv.Type())
	if named == nil || named.Obj().Pkg() == nil {
		return false
	}
	return named.Obj().Name() == s.Recv && PkgPath(named.Obj().Pkg()) == s.Pkg
}

// RecvNamed returns the named type of a receiver (through a pointer), or nil.
// For a method of an interface, the receiver is the interface's named type.
func RecvNamed(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	t = types.Unalias(t)
	n, _ := t.(*types.Named)
	if n != nil {
		n = n.Origin()
	}
	return n
}

// RecvKey is "import/path.Type" of a method's receiver type (through a
// pointer, generic types by their origin), or "" for a function.
func RecvKey(fn *types.Func) string {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return ""
	}
	n := RecvNamed(sig.Recv().Type())
	if n == nil || n.Obj().Pkg() == nil {
		return ""
	}
	return PkgPath(n.Obj().Pkg()) + "." + n.Obj().Name()
}

// Name renders fn as a short qualified name for messages and witness chains:
// "pkg.Func" or "pkg.Type.Method", using the last element of the package path.
func Name(fn *types.Func) string { return render(fn, true, false) }

// LocalName is Name without the package: "Func" or "Type.Method", for
// messages about functions of the package being analysed.
func LocalName(fn *types.Func) string { return render(fn, false, false) }

// DeclName renders fn as a reader searches for its declaration:
// "pkg.Func", "pkg.(*Type).Method" or "pkg.(Type).Method".
func DeclName(fn *types.Func) string { return render(fn, true, true) }

// render is the one rendering of a function's name: with its package's name
// (qualified), and with the receiver as the declaration writes it (decl).
func render(fn *types.Func, qualified, decl bool) string {
	fn = fn.Origin()
	pkg := ""
	if qualified && fn.Pkg() != nil {
		pkg = fn.Pkg().Name() + "."
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return pkg + fn.Name()
	}
	t := sig.Recv().Type()
	n := RecvNamed(t)
	switch _, ptr := t.(*types.Pointer); {
	case n == nil:
		return pkg + fn.Name()
	case !decl:
		return pkg + n.Obj().Name() + "." + fn.Name()
	case ptr:
		return pkg + "(*" + n.Obj().Name() + ")." + fn.Name()
	default:
		return pkg + "(" + n.Obj().Name() + ")." + fn.Name()
	}
}

// Set is a list of selectors, indexed by package path for fast matching.
type Set struct {
	all   []Selector
	byPkg map[string][]int
}

// NewSet builds a Set.
func NewSet(sels ...Selector) *Set {
	s := &Set{byPkg: map[string][]int{}}
	for _, sel := range sels {
		s.Add(sel)
	}
	return s
}

// Add adds a selector.
func (s *Set) Add(sel Selector) {
	s.all = append(s.all, sel)
	s.byPkg[sel.Pkg] = append(s.byPkg[sel.Pkg], len(s.all)-1)
}

// Len is the number of selectors.
func (s *Set) Len() int { return len(s.all) }

// Match returns the first selector matching obj.
func (s *Set) Match(obj types.Object) (Selector, bool) {
	if s == nil || obj == nil || obj.Pkg() == nil {
		return Selector{}, false
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return Selector{}, false
	}
	if sel, ok := s.matchIn(PkgPath(fn.Pkg()), fn); ok {
		return sel, true
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if n := RecvNamed(sig.Recv().Type()); n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg() != fn.Pkg() {
			return s.matchIn(PkgPath(n.Obj().Pkg()), fn)
		}
	}
	return Selector{}, false
}

// matchIn returns the first selector of package path pkg matching fn.
func (s *Set) matchIn(pkg string, fn *types.Func) (Selector, bool) {
	for _, i := range s.byPkg[pkg] {
		if s.all[i].Match(fn) {
			return s.all[i], true
		}
	}
	return Selector{}, false
}
