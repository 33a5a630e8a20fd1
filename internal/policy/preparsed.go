package policy

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"slices"

	"go.yaml.in/yaml/v3"
)

// Under go vet kvlint runs once per package, and every package of the module
// needs every section of the profile: parsing its 76 KB of YAML took 3.9 ms a
// process, over a tenth of the CPU kvlint adds to go vet on KubeVirt's own
// packages. The profile files' parsed trees are therefore kept in
// preparsed.bin. A file is taken from there only when the SHA-256 of its text
// is the one the tree was made from; an edited profile is parsed as before
// until `go generate ./internal/policy` writes the trees again (a test fails
// until it does). The trees are the parser's, made by parseNode (so they
// passed checkShape), comments and positions included: nothing downstream
// can tell them apart.
//
//go:generate go test -run TestPreparsedCurrent -update-preparsed
//go:embed preparsed.bin
var preparsedBlob string

const preparsedMagic = "kvlint-preparsed/1\n"

// parseProfileFile parses an embedded profile file, from its pre-parsed tree
// when that was made from this text.
func parseProfileFile(path, file string, data []byte) (*yaml.Node, error) {
	if n, ok := preparsed(preparsedBlob, path, data); ok {
		return n, nil
	}
	return parseNode(file, data)
}

// preparsed returns the tree blob holds for path when it was made from data.
// Anything unreadable is a miss: the text is then parsed.
func preparsed(blob, path string, data []byte) (*yaml.Node, bool) {
	r := &blobReader{s: blob}
	if !r.magic() {
		return nil, false
	}
	sum := sha256.Sum256(data)
	for nfiles := r.uvarint(); nfiles > 0 && r.err == nil; nfiles-- {
		p, s, check, body := r.str(), r.bytes(sha256.Size), r.bytes(8), r.str()
		if r.err != nil || p != path || s != string(sum[:]) || check != bodyCheck(body) {
			continue
		}
		t := &blobReader{s: body}
		n := t.tree()
		return n, t.err == nil
	}
	return nil, false
}

// encodePreparsed writes the trees of files (embed path → text) in path
// order; each text must parse.
func encodePreparsed(files map[string][]byte) ([]byte, error) {
	var out bytes.Buffer
	out.WriteString(preparsedMagic)
	out.Write(binary.AppendUvarint(nil, uint64(len(files))))
	for _, path := range slices.Sorted(maps.Keys(files)) {
		n, err := parseNode(path, files[path])
		if err != nil {
			return nil, err
		}
		var w blobWriter
		if err := w.tree(n); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		sum := sha256.Sum256(files[path])
		out.Write(appendStr(nil, path))
		out.Write(sum[:])
		body := string(w.bytes())
		out.WriteString(bodyCheck(body))
		out.Write(appendStr(nil, body))
	}
	return out.Bytes(), nil
}

// bodyCheck guards a tree against damage: the text's hash says which text a
// tree was made from, not that the tree is whole.
func bodyCheck(body string) string {
	sum := sha256.Sum256([]byte(body))
	return string(sum[:8])
}

func appendStr(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// A tree is its node and content counts, its strings, then its nodes in
// preorder, each naming its strings by index; the counts let the reader
// allocate every node and content slice at once.
type blobWriter struct {
	nodes, content int
	strs           []string
	index          map[string]int
	body           []byte
}

func (w *blobWriter) tree(n *yaml.Node) error {
	w.index = map[string]int{}
	return w.node(n)
}

func (w *blobWriter) node(n *yaml.Node) error {
	if n.Alias != nil {
		return errors.New("a pre-parsed tree cannot hold an alias")
	}
	w.nodes++
	w.content += len(n.Content)
	w.body = binary.AppendUvarint(w.body, uint64(n.Kind))
	w.body = binary.AppendUvarint(w.body, uint64(n.Style))
	for _, s := range [...]string{n.Tag, n.Value, n.Anchor, n.HeadComment, n.LineComment, n.FootComment} {
		w.body = binary.AppendUvarint(w.body, uint64(w.str(s)))
	}
	w.body = binary.AppendUvarint(w.body, uint64(n.Line))
	w.body = binary.AppendUvarint(w.body, uint64(n.Column))
	w.body = binary.AppendUvarint(w.body, uint64(len(n.Content)))
	for _, c := range n.Content {
		if err := w.node(c); err != nil {
			return err
		}
	}
	return nil
}

func (w *blobWriter) str(s string) int {
	i, ok := w.index[s]
	if !ok {
		i = len(w.strs)
		w.index[s] = i
		w.strs = append(w.strs, s)
	}
	return i
}

func (w *blobWriter) bytes() []byte {
	b := binary.AppendUvarint(nil, uint64(w.nodes))
	b = binary.AppendUvarint(b, uint64(w.content))
	b = binary.AppendUvarint(b, uint64(len(w.strs)))
	for _, s := range w.strs {
		b = appendStr(b, s)
	}
	return append(b, w.body...)
}

// blobReader reads a blob; its strings share the blob's memory. The first
// fault sets err and every later read returns zero.
type blobReader struct {
	s   string
	err error
}

var errBlob = errors.New("malformed pre-parsed profile")

func (r *blobReader) fail() { r.err = errBlob; r.s = "" }

func (r *blobReader) magic() bool {
	if len(r.s) < len(preparsedMagic) || r.s[:len(preparsedMagic)] != preparsedMagic {
		return false
	}
	r.s = r.s[len(preparsedMagic):]
	return true
}

// uvarint reads encoding/binary's varint: its at most ten bytes are
// converted on the stack, so reading from the string costs no copy.
func (r *blobReader) uvarint() uint64 {
	if len(r.s) > 0 && r.s[0] < 0x80 { // most are kinds, indexes, columns
		v := r.s[0]
		r.s = r.s[1:]
		return uint64(v)
	}
	v, n := binary.Uvarint([]byte(r.s[:min(len(r.s), binary.MaxVarintLen64)]))
	if n <= 0 {
		r.fail()
		return 0
	}
	r.s = r.s[n:]
	return v
}

func (r *blobReader) bytes(n uint64) string {
	if uint64(len(r.s)) < n {
		r.fail()
		return ""
	}
	s := r.s[:n]
	r.s = r.s[n:]
	return s
}

func (r *blobReader) str() string { return r.bytes(r.uvarint()) }

// tree reads one tree, the whole of r, checking every count against what
// remains so that a damaged blob cannot make it allocate or index out of
// range.
func (r *blobReader) tree() *yaml.Node {
	nodes, content, nstrs := r.uvarint(), r.uvarint(), r.uvarint()
	if r.err != nil || nodes == 0 || nodes > uint64(len(r.s)) || content >= nodes || nstrs > uint64(len(r.s)) {
		r.fail()
		return nil
	}
	strs := make([]string, nstrs)
	for i := range strs {
		strs[i] = r.str()
	}
	t := treeReader{r: r, strs: strs, nodes: make([]yaml.Node, nodes), content: make([]*yaml.Node, content)}
	root := t.node()
	if r.err == nil && (len(t.nodes) != 0 || len(t.content) != 0 || len(r.s) != 0) {
		r.fail()
	}
	return root
}

type treeReader struct {
	r       *blobReader
	strs    []string
	nodes   []yaml.Node
	content []*yaml.Node
}

func (t *treeReader) str() string {
	i := t.r.uvarint()
	if i >= uint64(len(t.strs)) {
		t.r.fail()
		return ""
	}
	return t.strs[i]
}

func (t *treeReader) node() *yaml.Node {
	if len(t.nodes) == 0 {
		t.r.fail()
		return nil
	}
	n := &t.nodes[0]
	t.nodes = t.nodes[1:]
	n.Kind, n.Style = yaml.Kind(t.r.uvarint()), yaml.Style(t.r.uvarint())
	n.Tag, n.Value, n.Anchor = t.str(), t.str(), t.str()
	n.HeadComment, n.LineComment, n.FootComment = t.str(), t.str(), t.str()
	n.Line, n.Column = int(t.r.uvarint()), int(t.r.uvarint())
	k := t.r.uvarint()
	if t.r.err != nil || k > uint64(len(t.content)) {
		t.r.fail()
		return nil
	}
	if k > 0 {
		n.Content = t.content[:k:k]
		t.content = t.content[k:]
		for i := range n.Content {
			if n.Content[i] = t.node(); n.Content[i] == nil {
				return nil
			}
		}
	}
	return n
}
