package selector

import (
	"fmt"
	"strings"
	"unicode"
)

// CheckImportPath returns an error unless p can be the import path of a
// package: a path such as "./pkg", "a//b" or "../x" is accepted by no Go
// tool and so would match nothing, silently.
func CheckImportPath(p string) error {
	if p == "" {
		return fmt.Errorf("the import path is empty")
	}
	if strings.HasPrefix(p, "/") {
		return fmt.Errorf("%q is a file path, not an import path", p)
	}
	for _, elem := range strings.Split(p, "/") {
		switch {
		case elem == "":
			return fmt.Errorf("import path %q has an empty element (//)", p)
		case elem == "." || elem == "..":
			return fmt.Errorf("import path %q is relative; write it in full", p)
		case strings.Contains(elem, "..."):
			return fmt.Errorf("import path %q has ... inside an element", p)
		case strings.HasSuffix(elem, "."):
			return fmt.Errorf("import path %q has an element ending in a dot", p)
		}
		for _, r := range elem {
			if !importPathRune(r) {
				return fmt.Errorf("import path %q contains %q", p, r)
			}
		}
	}
	return nil
}

func importPathRune(r rune) bool {
	return r < unicode.MaxASCII && (r == '-' || r == '.' || r == '_' || r == '~' || r == '+' ||
		('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z'))
}

// looksLikeType reports whether the last element of an import path ends in
// ".Name" with Name exported, as in "k8s.io/api/core/v1.Pod" — the package
// path of "k8s.io/api/core/v1.Pod.Status", a method written without the
// parenthesised receiver. Real import paths end such elements in a lower
// case version or domain ("gopkg.in/yaml.v3", "sigs.k8s.io").
func looksLikeType(p string) (string, bool) {
	last := p[strings.LastIndex(p, "/")+1:]
	dot := strings.LastIndex(last, ".")
	if dot < 0 || dot == len(last)-1 {
		return "", false
	}
	name := last[dot+1:]
	if !IsIdent(name) || !unicode.IsUpper(rune(name[0])) {
		return "", false
	}
	return name, true
}

// ParseQualified parses a qualified name written in a policy, "import/path.Name"
// (a type, or a function), checking what SplitQualified does not: that the
// path can be an import path and the name is an identifier. A name that
// matches nothing is an error at load time, not a rule that never fires.
func ParseQualified(s string) (pkg, name string, err error) {
	pkg, name, ok := SplitQualified(s)
	if !ok {
		return "", "", fmt.Errorf("want an import path, a dot and a name")
	}
	if !IsIdent(name) {
		return "", "", fmt.Errorf("%q is not a Go identifier", name)
	}
	if err := CheckImportPath(pkg); err != nil {
		return "", "", err
	}
	if typ, ok := looksLikeType(pkg); ok {
		return "", "", fmt.Errorf("%s looks like a type: a name is import/path.Name, with one dot after the last slash", typ)
	}
	return pkg, name, nil
}
