package policy

import (
	"fmt"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// NestedPolicy is an entry of the root policy's `nested-policies:`: a nested
// .kvlint.yaml that kvlint ci lets differ from the root policy.
type NestedPolicy struct {
	// Path is the nested file, relative to the root policy's directory
	// (pkg/virt-controller/.kvlint.yaml).
	Path   string `yaml:"path" kv:"required"`
	Reason string `yaml:"reason" kv:"required"`
	Pos    Pos
}

// checkNestedEntries rejects entries that can never match a nested policy
// file: an absolute path, one leaving the root's directory, or one not
// naming a .kvlint.yaml.
func (p *Policy) checkNestedEntries() error {
	seen := Seen{}
	for i, e := range p.NestedPolicies {
		clean := path.Clean(filepath.ToSlash(e.Path))
		if err := seen.Add(clean, e.Pos, fmt.Sprintf("nested-policies[%d].path", i), quoteShort(e.Path)); err != nil {
			return err
		}
		switch {
		case path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../"):
			return Errorf(e.Pos, "nested-policies[%d].path: %s is not below this policy's directory; write it relative to it, like pkg/x/%s", i, quoteShort(e.Path), FileName)
		case path.Base(clean) != FileName || clean == FileName:
			return Errorf(e.Pos, "nested-policies[%d].path: %s names no nested policy; write the path of a %s below this one, like pkg/x/%s", i, quoteShort(e.Path), FileName, FileName)
		}
	}
	return nil
}

// checkNestedFiles rejects an entry of a policy read from file that names no
// file: a permission for a nested policy that does not exist is one a pull
// request could later use without the root policy changing.
func (p *Policy) checkNestedFiles() error {
	for i, e := range p.NestedPolicies {
		if _, err := os.Stat(filepath.Join(filepath.Dir(p.file), filepath.FromSlash(e.Path))); err != nil {
			return Errorf(e.Pos, "nested-policies[%d].path: %s does not exist; remove the entry, or fix its path (relative to this policy's directory)", i, quoteShort(e.Path))
		}
	}
	return nil
}

// skipCompare are the top-level keys that do not change what is checked:
// version and extends are folded into the merged values, and a nested
// policy's own nested-policies are never read.
var skipCompare = map[string]bool{"version": true, "extends": true, "nested-policies": true}

// CheckNested returns nil when nested may be used with root as the
// authority, and otherwise a positioned error in the nested file.
//
// A nested .kvlint.yaml replaces the root policy for its subtree, so in a pull
// request it could switch checks off (exclude, a disabled rule, an exemption,
// a wrapper, an extra owner, a smaller module scope). Whether a change only
// tightens cannot be decided in general, so a nested policy must say the same
// as the root policy — same components, scope, excludes and sections, after
// `extends:` — unless the root policy lists it under `nested-policies:`.
// dir is a package directory that uses nested, named where nested is no
// file of its own.
func CheckNested(root, nested *Policy, dir string) error {
	if root == nested {
		return nil
	}
	if !nested.isFile() && root.isFile() {
		// Discovery found no .kvlint.yaml for dir and fell back to the
		// embedded profile: nothing below the root policy can permit that,
		// and the profile's text is not where the problem is.
		key, _ := firstDifference(root, nested)
		if key == "" {
			return nil
		}
		return Errorf(Pos{File: dir}, "no .kvlint.yaml from this package directory up to its module (or workspace) root, so the embedded %s applies here, "+
			"and its %s differs from the root policy %s: put a .kvlint.yaml at that module's root, or name the policy with -config", nested.Name, key, root.Name)
	}
	if rel, ok := root.relPath(nested.Name); ok {
		for _, e := range root.NestedPolicies {
			if filepath.Clean(filepath.FromSlash(e.Path)) == rel {
				return nil
			}
		}
	}
	key, pos := firstDifference(root, nested)
	if key == "" {
		return nil
	}
	rootName := root.Name
	permit := "list it under nested-policies: in the root policy"
	if rel, ok := root.relPath(nested.Name); ok {
		permit = fmt.Sprintf("permit it in %s with nested-policies: [{path: %s, reason: ...}]", root.Name, filepath.ToSlash(rel))
	} else if !root.isFile() {
		rootName = root.Name + " (no .kvlint.yaml at the module root and no -config)"
		permit = "write a root .kvlint.yaml that permits it under nested-policies:"
	}
	return Errorf(pos, "%s differs from the root policy %s: a nested policy may not change what the root policy checks; move the change into the root policy, or %s", key, rootName, permit)
}

// isFile reports whether the policy was read from a file (not an embedded
// profile or inline settings).
func (p *Policy) isFile() bool { return p.file != "" }

// relPath returns path relative to the root policy's directory, when the root
// policy is a file and path is below its directory.
func (p *Policy) relPath(path string) (string, bool) {
	if !p.isFile() {
		return "", false
	}
	// -config may be relative to the working directory, discovery gives
	// absolute paths.
	dir, err := filepath.Abs(filepath.Dir(p.file))
	if err != nil {
		return "", false
	}
	if path, err = filepath.Abs(path); err != nil {
		return "", false
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}

// firstDifference compares the merged top-level values of two policies and
// returns the first key (in sorted order) whose value differs, with its
// position in b (b's file start when b does not set it).
func firstDifference(a, b *Policy) (string, Pos) {
	av, bv := a.effective(), b.effective()
	keys := map[string]bool{}
	for k := range av {
		keys[k] = true
	}
	for k := range bv {
		keys[k] = true
	}
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		if equalNodes(av[k], bv[k]) {
			continue
		}
		pos := Pos{File: b.Name, Line: 1, Col: 1}
		if key := b.ownKeys[k]; key != nil {
			pos = b.dec.pos(key)
		}
		return k, pos
	}
	return "", Pos{}
}

// effective returns the merged value of every top-level key that changes what
// is checked. A section that fails to parse compares as absent; its error is
// reported when a pass decodes it.
func (p *Policy) effective() map[string]*yaml.Node {
	out := map[string]*yaml.Node{}
	if p.coreNode != nil {
		for i := 0; i+1 < len(p.coreNode.Content); i += 2 {
			k, v := p.coreNode.Content[i], p.coreNode.Content[i+1]
			if !skipCompare[k.Value] {
				out[k.Value] = v
			}
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, key := range SectionKeys() {
		n, _, err := p.sectionNode(key)
		if err != nil || n == nil {
			continue
		}
		out[key] = n
	}
	return out
}

// equalNodes compares YAML values: scalars by value, mappings key by key in
// any order, lists item by item in order. Positions do not matter.
func equalNodes(a, b *yaml.Node) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case yaml.ScalarNode:
		return a.Value == b.Value
	case yaml.SequenceNode:
		if len(a.Content) != len(b.Content) {
			return false
		}
		for i := range a.Content {
			if !equalNodes(a.Content[i], b.Content[i]) {
				return false
			}
		}
		return true
	case yaml.MappingNode:
		if len(a.Content) != len(b.Content) {
			return false
		}
		for i := 0; i+1 < len(a.Content); i += 2 {
			if !equalNodes(a.Content[i+1], lookup(b, a.Content[i].Value)) {
				return false
			}
		}
		return true
	}
	return false
}
