package core

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/policy"
)

// searched returns the loader's Config.Searched for a run under pol: the
// packages its passes may look up by import path, found once the import
// graph is listed, under pol and the nested policies of the analysed
// packages' directories (a policy that does not load stops the run after
// loading; here it adds nothing).
func searched(src *policy.Source, pol *policy.Policy) func([]*packages.Package) func(string) bool {
	return func(analysed []*packages.Package) func(string) bool {
		pols := []*policy.Policy{pol}
		for _, dir := range packageDirs(analysed) {
			if p, err := src.ForDir(dir); err == nil && !slices.Contains(pols, p) {
				pols = append(pols, p)
			}
		}
		return spelledIn(pols)
	}
}

// spelledIn says which import paths the pass sections of pols spell: a
// pass takes the packages it looks up by path (a selector's, a type's, a
// key package pattern's) from its section's strings, whatever type it
// decodes them into, so every import path such a string spells counts
// (each prefix of a word that ends before a '.', '/' or ')', so
// "(kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget"
// spells kubevirt.io/api/core/v1), a word ending in "/..." spells its
// whole subtree and the pattern "..." every package. Free text (a reason) may spell a few more: they are only
// loaded complete.
func spelledIn(pols []*policy.Policy) func(string) bool {
	paths := map[string]bool{}
	var subtrees []string
	for _, p := range pols {
		for _, s := range p.SectionScalars() {
			if strings.TrimSpace(s) == "..." {
				subtrees = append(subtrees, "") // the pattern of every package
			}
			for _, w := range strings.FieldsFunc(s, notInPath) {
				w = strings.TrimLeft(w, "(*")
				if rest, ok := strings.CutSuffix(w, "/..."); ok {
					subtrees = append(subtrees, rest)
					w = rest
				}
				for i, r := range w {
					if r == '.' || r == '/' || r == ')' {
						paths[w[:i]] = true
					}
				}
				paths[w] = true
			}
		}
	}
	return func(path string) bool {
		return paths[path] || slices.ContainsFunc(subtrees, func(st string) bool {
			return st == "" || path == st || strings.HasPrefix(path, st+"/")
		})
	}
}

// notInPath reports whether r can be no part of an import path or a
// selector.
func notInPath(r rune) bool {
	switch {
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		return false
	}
	return !strings.ContainsRune("./_-~+()*", r)
}
