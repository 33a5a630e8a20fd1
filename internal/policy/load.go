package policy

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/inputfile"
	"github.com/kvlint/kvlint/internal/lazy"
)

// A profile is a directory of YAML files, one per concern (core.yaml for
// components and scope, one file per pass section), so each section has a
// single owner. Their top-level keys are joined into one document.
//
//go:embed profiles
var profiles embed.FS

// Profiles lists the embedded profiles by name.
func Profiles() []string { return []string{"kubevirt"} }

func profileFile(name, file string) string { return "profile " + name + "/" + file + " (embedded)" }

// IsProfileFile reports whether a policy file name, as positions carry it,
// names a file of an embedded profile (which a user cannot edit).
func IsProfileFile(name string) bool {
	return strings.HasPrefix(name, "profile ") && strings.HasSuffix(name, " (embedded)")
}

// Builtin returns the embedded profile name ("kubevirt").
func Builtin(name string) (*Policy, error) {
	return cached("builtin:"+name, []byte(name), func() (*Policy, error) { return buildProfile(name) })
}

// buildProfile builds the embedded profile name, bypassing the cache.
func buildProfile(name string) (*Policy, error) {
	root, files, lazy, err := profileNode(name)
	if err != nil {
		return nil, err
	}
	return build("profile "+name, root, nil, files, lazy)
}

// lazySection is a section file of an embedded profile, parsed only when a
// pass asks for its section. Under go vet kvlint runs once per package,
// dependencies included, and most of those processes need only the core
// (scope and components): parsing every section file cost 3.5 ms each.
type lazySection struct {
	file string
	path string // in profiles: read when parsed, as a vet process needs few sections
}

// profileNode reads the core files of an embedded profile and joins them; a
// file named after a section (hostprim.yaml, …) holds just that section and
// is returned unparsed.
func profileNode(name string) (*yaml.Node, map[*yaml.Node]string, map[string]lazySection, error) {
	entries, err := profiles.ReadDir("profiles/" + name)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("unknown profile %s (known: %s)", quoteShort(name), strings.Join(Profiles(), ", "))
	}
	files := map[*yaml.Node]string{}
	lazy := map[string]lazySection{}
	var root *yaml.Node
	seen := map[string]string{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		path, file := "profiles/"+name+"/"+e.Name(), profileFile(name, e.Name())
		if key := strings.TrimSuffix(e.Name(), ".yaml"); isSection(key) {
			lazy[key] = lazySection{file: file, path: path}
			continue
		}
		data, err := profiles.ReadFile(path)
		if err != nil {
			return nil, nil, nil, err
		}
		n, err := parseProfileFile(path, file, data)
		if err != nil {
			return nil, nil, nil, err
		}
		markFile(n, file, files)
		if root == nil {
			root = &yaml.Node{Kind: yaml.MappingNode, Line: 1, Column: 1}
			files[root] = file
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			if other, dup := seen[k]; dup {
				return nil, nil, nil, Errorf(Pos{file, n.Content[i].Line, n.Content[i].Column}, "key %q is also set in %s", k, other)
			}
			if isSection(k) {
				return nil, nil, nil, Errorf(Pos{file, n.Content[i].Line, n.Content[i].Column}, "section %q belongs in %s.yaml", k, k)
			}
			seen[k] = file
			root.Content = append(root.Content, n.Content[i], n.Content[i+1])
		}
	}
	if root == nil {
		return nil, nil, nil, fmt.Errorf("profile %q is empty", name)
	}
	return root, files, lazy, nil
}

// parse parses a profile's section file, which must hold exactly its key,
// and records its nodes' file in files unless that is nil.
func (l lazySection) parse(key string, files map[*yaml.Node]string) (*yaml.Node, error) {
	data, err := profiles.ReadFile(l.path)
	if err != nil {
		return nil, err
	}
	n, err := parseProfileFile(l.path, l.file, data)
	if err != nil {
		return nil, err
	}
	if len(n.Content) != 2 || n.Content[0].Value != key {
		return nil, Errorf(Pos{l.file, n.Line, n.Column}, "a section file holds exactly one key, %q", key)
	}
	if files != nil {
		markFile(n, l.file, files)
	}
	return n.Content[1], nil
}

// MaxFileSize caps a policy file. The kubevirt profile is about 40 KB; a
// 10 MB policy took 2.2 GB to decode.
const MaxFileSize = 1 << 20

// LoadFile reads and parses a policy file.
func LoadFile(path string) (*Policy, error) {
	data, err := readPolicy(path)
	if err != nil {
		return nil, err
	}
	return cached("file:"+path, data, func() (*Policy, error) {
		p, err := Parse(path, data)
		if p != nil {
			p.file = path
			if err := p.checkNestedFiles(); err != nil {
				return nil, err
			}
		}
		return p, err
	})
}

// readPolicy reads a policy file: a regular file of at most MaxFileSize
// bytes; a dangling or looping symbolic link is an error, not "no policy".
func readPolicy(path string) ([]byte, error) {
	data, err := inputfile.Read(path, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read policy: %w", path, err)
	}
	return data, nil
}

// The process-wide cache is keyed by content, so it can never serve a stale or
// foreign policy: go vet's unitchecker and golangci-lint may load many
// packages' policies in one process.
var cache struct {
	sync.Mutex
	m map[string]cacheEntry
}

type cacheEntry struct {
	data []byte
	p    *Policy
	err  error
}

func cached(key string, data []byte, load func() (*Policy, error)) (*Policy, error) {
	cache.Lock()
	defer cache.Unlock()
	if e, ok := cache.m[key]; ok && bytes.Equal(e.data, data) {
		return e.p, e.err
	}
	p, err := load()
	if cache.m == nil {
		cache.m = map[string]cacheEntry{}
	}
	cache.m[key] = cacheEntry{data, p, err}
	return p, err
}

// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var yamlLineRE = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^yaml: (?:line (\d+): )?(.*)$`) }}

// parseNode parses YAML text into a document node, turning yaml's multi-line
// errors into a single positioned line.
func parseNode(file string, data []byte) (*yaml.Node, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil && !errors.Is(err, io.EOF) {
		return nil, syntaxError(file, data, err)
	}
	// yaml.Unmarshal reads the first document and ignores the rest, unknown
	// keys and all; a policy is one document.
	var next yaml.Node
	if err := dec.Decode(&next); !errors.Is(err, io.EOF) {
		if err != nil {
			return nil, syntaxError(file, data, err)
		}
		return nil, Errorf(Pos{File: file, Line: next.Line, Col: next.Column}, "a second YAML document (after ---): a policy is one document; merge them or delete the ---")
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return nil, Errorf(Pos{File: file, Line: 1, Col: 1}, "empty policy: write at least `version: 1`")
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, Errorf(Pos{File: file, Line: root.Line, Col: root.Column}, "a policy is a YAML mapping (version: 1, …), found %s; is this a policy file?", kindOnly(root))
	}
	if err := checkShape(file, root, ""); err != nil {
		return nil, err
	}
	return root, nil
}

func syntaxError(file string, data []byte, err error) error {
	msg := strings.Join(strings.Fields(err.Error()), " ")
	if m := yamlLineRE.Get().FindStringSubmatch(msg); m != nil && m[1] != "" {
		line, _ := strconv.Atoi(m[1])
		return Errorf(Pos{File: file, Line: line, Col: 1}, "YAML syntax error: %s", m[2])
	} else if m != nil {
		msg = m[2]
	}
	// Some errors (control characters, invalid UTF-8) carry no line: find
	// the first such byte, else point at the start.
	line, col := badByte(data)
	return Errorf(Pos{File: file, Line: line, Col: col}, "YAML syntax error: %s", msg)
}

// badByte returns the line and column of the first control character or
// invalid UTF-8 in data, or 1:1 when there is none.
func badByte(data []byte) (int, int) {
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 || r < 0x20 && r != '\n' && r != '\t' && r != '\r' || r == 0x7f {
			return line, col
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return 1, 1
}

// Parse parses policy text; file names the source in errors.
func Parse(file string, data []byte) (*Policy, error) {
	root, err := parseNode(file, data)
	if err != nil {
		return nil, err
	}
	files := map[*yaml.Node]string{}
	markFile(root, file, files)

	// Resolve `extends:` first: the merged tree is decoded as one document.
	if ext := lookup(root, "extends"); ext != nil {
		// The profile has a version; the file must still say which schema
		// it was written for.
		if lookup(root, "version") == nil {
			return nil, Errorf(Pos{file, root.Line, root.Column}, "the top level: missing required key \"version\" (write version: 1 above extends:)")
		}
		if ext.Kind != yaml.ScalarNode {
			return nil, Errorf(Pos{file, ext.Line, ext.Column}, "extends: want a profile name, found %s", kindName(ext))
		}
		base, bfiles, lazy, berr := profileNode(ext.Value)
		if berr != nil {
			return nil, Errorf(Pos{file, ext.Line, ext.Column}, "extends: %v", berr)
		}
		for n, f := range bfiles {
			files[n] = f
		}
		// Only the top level's extends: is the directive; a component or
		// entry named "extends" deeper down is the user's data.
		over := *root
		over.Content = nil
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value != "extends" {
				over.Content = append(over.Content, root.Content[i], root.Content[i+1])
			}
		}
		files[&over] = file
		return build(file, merge(base, &over), root, files, lazy)
	}
	return build(file, root, root, files, nil)
}

// build decodes a (merged) policy document; own is the file's own document
// before the merge (nil for an embedded profile).
func build(file string, root, own *yaml.Node, files map[*yaml.Node]string, lazy map[string]lazySection) (*Policy, error) {
	d := &decoder{files: files, items: itemIndexes(own), def: file}
	p := &Policy{Name: file, dec: d, sections: map[string]*yaml.Node{}, ownKeys: map[string]*yaml.Node{}, lazy: lazy}
	coreNode := &yaml.Node{Kind: yaml.MappingNode, Line: root.Line, Column: root.Column}
	files[coreNode] = file
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if isSection(k.Value) {
			p.sections[k.Value] = v
			continue
		}
		coreNode.Content = append(coreNode.Content, k, v)
	}
	d.topKeys = SectionKeys()
	p.coreNode = coreNode
	if own != nil {
		for i := 0; i+1 < len(own.Content); i += 2 {
			p.ownKeys[own.Content[i].Value] = own.Content[i]
		}
	}
	if c := lookup(coreNode, "components"); c != nil && c.Kind == yaml.MappingNode {
		for i := 0; i < len(c.Content); i += 2 {
			if k := c.Content[i]; k.Value == Shared {
				return nil, Errorf(d.pos(k), "components: %q is reserved for packages outside every component; rename it", Shared)
			}
		}
	}
	if err := d.decodeStruct(coreNode, reflect.ValueOf(&p.core).Elem(), ""); err != nil {
		return nil, err
	}
	if p.Version != 1 {
		v := lookup(root, "version")
		return nil, Errorf(d.pos(v), "version: unsupported policy version %d (this kvlint reads version 1)", p.Version)
	}
	if err := p.index(); err != nil {
		return nil, err
	}
	if err := p.checkNestedEntries(); err != nil {
		return nil, err
	}
	return p, nil
}

func lookup(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// itemIndexes maps every list item of the document n to its index in its
// list.
func itemIndexes(n *yaml.Node) map[*yaml.Node]int {
	out := map[*yaml.Node]int{}
	var walk func(*yaml.Node)
	walk = func(n *yaml.Node) {
		for i, c := range n.Content {
			if n.Kind == yaml.SequenceNode {
				out[c] = i
			}
			walk(c)
		}
	}
	if n != nil {
		walk(n)
	}
	return out
}

func markFile(n *yaml.Node, file string, files map[*yaml.Node]string) {
	files[n] = file
	for _, c := range n.Content {
		markFile(c, file, files)
	}
}

// identityKeys name the fields that identify an entry of a list of mappings,
// so that an extending policy overrides an entry of the profile instead of
// adding a second one. An entry is identified by all of them it has (an
// import exemption by both from-package and to-package).
var identityKeys = []string{"name", "type", "package", "selector", "from-package", "to-package", "field"}

// merge overlays over onto base: mappings merge key by key, lists of mappings
// merge by identity (over's entry replaces base's), other lists are
// concatenated without duplicates, scalars are replaced.
func merge(base, over *yaml.Node) *yaml.Node {
	if base == nil {
		return over
	}
	if base.Kind != over.Kind {
		return over
	}
	switch over.Kind {
	case yaml.MappingNode:
		out := &yaml.Node{Kind: yaml.MappingNode, Tag: base.Tag, Line: base.Line, Column: base.Column}
		out.Content = append(out.Content, base.Content...)
		for i := 0; i+1 < len(over.Content); i += 2 {
			k, v := over.Content[i], over.Content[i+1]
			found := false
			for j := 0; j+1 < len(out.Content); j += 2 {
				if out.Content[j].Value == k.Value {
					out.Content[j+1] = merge(out.Content[j+1], v)
					found = true
					break
				}
			}
			if !found {
				out.Content = append(out.Content, k, v)
			}
		}
		return out
	case yaml.SequenceNode:
		out := &yaml.Node{Kind: yaml.SequenceNode, Tag: base.Tag, Line: base.Line, Column: base.Column}
		out.Content = append(out.Content, base.Content...)
		for _, e := range over.Content {
			replaced := false
			for j, b := range out.Content {
				if sameEntry(b, e) {
					out.Content[j] = e
					replaced = true
					break
				}
			}
			if !replaced {
				out.Content = append(out.Content, e)
			}
		}
		return out
	}
	return over
}

// sameEntry reports whether two list entries are the same: equal scalars, or
// mappings that agree on every identity key either of them has (and have at
// least one).
func sameEntry(a, b *yaml.Node) bool {
	if a.Kind == yaml.ScalarNode && b.Kind == yaml.ScalarNode {
		return a.Value == b.Value
	}
	if a.Kind != yaml.MappingNode || b.Kind != yaml.MappingNode {
		return false
	}
	ids := 0
	for _, k := range identityKeys {
		x, y := lookup(a, k), lookup(b, k)
		if x == nil && y == nil {
			continue
		}
		if x == nil || y == nil || x.Kind != yaml.ScalarNode || y.Kind != yaml.ScalarNode || x.Value != y.Value {
			return false
		}
		ids++
	}
	return ids > 0
}

func reflectValue(v any) reflect.Value {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		panic(fmt.Sprintf("policy: decode target must be a non-nil pointer, got %T", v))
	}
	return rv.Elem()
}

// ProfileFile is one file of an embedded profile, named as policy positions
// name it ("profile kubevirt/statusfield.yaml (embedded)").
type ProfileFile struct {
	Name string
	Data []byte
}

// ProfileFiles returns the files of an embedded profile, in name order, so a
// position in one (a KV0003 stale entry, a configuration error) can be read.
func ProfileFiles(name string) ([]ProfileFile, error) {
	entries, err := profiles.ReadDir("profiles/" + name)
	if err != nil {
		return nil, fmt.Errorf("unknown profile %s (known: %s)", quoteShort(name), strings.Join(Profiles(), ", "))
	}
	var out []ProfileFile
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		data, err := profiles.ReadFile("profiles/" + name + "/" + e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, ProfileFile{Name: profileFile(name, e.Name()), Data: data})
	}
	return out, nil
}
