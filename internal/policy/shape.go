package policy

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/safetext"
)

// checkShape rejects, in a whole parsed file and before any merge or decode,
// the YAML that decodes to something other than what was written: an empty
// list item (`- ~`, a bare `-`), an empty value (a key whose entries are all
// commented out, which under `extends:` would drop the profile's entries),
// duplicate keys (which a merge would silently combine or overwrite), aliases
// and merge keys. Checking the tree here, at the root, means no section type
// can ever receive a nil entry, whichever pass owns it.
func checkShape(file string, n *yaml.Node, path string) error {
	at := func(n *yaml.Node) Pos { return Pos{File: file, Line: n.Line, Col: n.Column} }
	where := path
	if where == "" {
		where = "the top level"
	}
	switch n.Kind {
	case yaml.AliasNode:
		return Errorf(at(n), "%s: YAML aliases are not supported in a policy; write the value out", where)
	case yaml.MappingNode:
		seen := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode || isNull(k) || k.Value == "" {
				return Errorf(at(k), "%s: keys must be non-empty strings", where)
			}
			if err := safetext.Check(k.Value, false); err != nil {
				return Errorf(at(k), "%s: a key %v", where, err)
			}
			if k.Tag == "!!merge" {
				return Errorf(at(k), "%s: YAML merge keys (<<) are not supported in a policy; write the keys out", where)
			}
			key := showKey(k.Value)
			sub := key
			if path != "" {
				sub = path + "." + key
			}
			if prev, dup := seen[k.Value]; dup {
				return Errorf(at(k), "%s: duplicate key %s (first set at line %d); write each key once", where, quoteShort(k.Value), prev.Line)
			}
			seen[k.Value] = k
			if isNull(v) {
				return Errorf(at(k), "%s: empty value (are its entries commented out?); write a value, [] or {}, or delete the key", sub)
			}
			if err := checkShape(file, v, sub); err != nil {
				return err
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			sub := fmt.Sprintf("%s[%d]", path, i)
			if isNull(c) {
				return Errorf(at(c), "%s: empty list item; delete the `-` or write the entry", sub)
			}
			if err := checkShape(file, c, sub); err != nil {
				return err
			}
		}
	}
	return nil
}

func isNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" }
