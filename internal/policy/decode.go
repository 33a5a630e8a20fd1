package policy

import (
	"encoding"
	"errors"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/safetext"
)

// ScalarDecoder is implemented by policy types written as a single YAML scalar
// (selectors, patterns). The error it returns is reported at the scalar's position.
type ScalarDecoder interface {
	DecodeScalar(s string) error
}

// decoder turns a yaml.Node tree into Go values strictly: unknown keys, wrong
// kinds and missing required keys are errors at the node's file:line:column.
//
// We do not use yaml.Node.Decode: it has no KnownFields switch, and after an
// `extends:` merge the nodes come from two files, which yaml's own errors cannot
// tell apart.
//
// Struct tags: `yaml:"name"` names the key; `kv:"required"` makes it mandatory
// and non-empty. A field `Pos Pos` receives the position of the node that
// produced the struct.
type decoder struct {
	files map[*yaml.Node]string
	// items gives a list item of the policy file's own document its index
	// in that file's list: after an extends: merge the item may sit at
	// another index of the merged list, and an error names the list the
	// user wrote. Items of the profile keep their index in the merge.
	items map[*yaml.Node]int
	// renamed, when not nil, records the key path of each such item in the
	// merged list and in the user's (statusfield.allow[3] →
	// statusfield.allow[0]), for the errors a section's Validate writes
	// with the index of the decoded, merged list (ownPaths).
	renamed map[string]string
	def     string
	// topKeys are extra keys accepted at the top level (the pass sections,
	// which are decoded later by their owners).
	topKeys []string
	// refs, when not nil, records the values that name code (Ref) as they
	// are decoded: the one walk of a section's values.
	refs *refs
	// types holds what reflection says of each type met, asked once: a
	// section decodes hundreds of values of a dozen types. The map is the
	// policy's (Section's copies of the decoder share it); it is written
	// while build decodes the core, before the policy is published, and
	// then only under Policy.mu. What it holds depends on the type alone.
	types map[reflect.Type]*typeInfo
}

// typeInfo is what decoding needs to know of a type.
type typeInfo struct {
	scalar, text bool  // *T implements ScalarDecoder, encoding.TextUnmarshaler
	posSetter    bool  // *T has SetPolicyPos
	namer        bool  // T implements PackageNamer
	pos          []int // the index of T's Pos field, nil when none
	role         *Role // the role a SelectorList type gives its items
	// Structs: the fields by key, and the keys in field order.
	fields map[string]fieldInfo
	names  []string
}

func (d *decoder) info(t reflect.Type) *typeInfo {
	if ti, ok := d.types[t]; ok {
		return ti
	}
	pt := reflect.PointerTo(t)
	ti := &typeInfo{
		scalar:    pt.Implements(scalarDecType),
		text:      pt.Implements(textUnmType),
		posSetter: pt.Implements(posSetterType),
		namer:     t.Implements(namerType),
	}
	if t.Implements(selectorListTyp) {
		role := reflect.Zero(t).Interface().(SelectorList).SelectorRole()
		ti.role = &role
	}
	if t.Kind() == reflect.Struct {
		if f, ok := t.FieldByName("Pos"); ok && f.Type == posType {
			ti.pos = f.Index
		}
		ti.fields, ti.names = structFields(t)
	}
	if d.types == nil {
		d.types = map[reflect.Type]*typeInfo{}
	}
	d.types[t] = ti
	return ti
}

func (d *decoder) pos(n *yaml.Node) Pos {
	f, ok := d.files[n]
	if !ok {
		f = d.def
	}
	return Pos{File: f, Line: n.Line, Col: n.Column}
}

var (
	posType       = reflect.TypeOf(Pos{})
	scalarDecType = reflect.TypeOf((*ScalarDecoder)(nil)).Elem()
	textUnmType   = reflect.TypeOf((*encoding.TextUnmarshaler)(nil)).Elem()
	posSetterType = reflect.TypeFor[posSetter]()
)

// posSetter is implemented by types that cannot import this package
// (selector) and take their position through a method.
type posSetter interface {
	SetPolicyPos(file string, line, col int)
}

// kindOnly names the kind of n without its text, for a node that may be a
// whole foreign file.
func kindOnly(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return "text"
	}
	return kindName(n)
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return "the scalar " + quoteShort(n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "an empty document"
}

// decode decodes n into v. n comes from parseNode (possibly merged), so
// checkShape has already refused aliases, merge keys, null values and list
// items, empty and duplicate keys: no value of a section is ever a nil entry.
func (d *decoder) decode(n *yaml.Node, v reflect.Value, path string) error {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		return d.decode(n, v.Elem(), path)
	}
	ti := d.info(v.Type())
	if v.CanAddr() && ti.scalar {
		return d.decodeScalar(n, v, path)
	}
	if v.CanAddr() && ti.text {
		return d.decodeText(n, v, path)
	}
	switch v.Kind() {
	case reflect.Struct:
		return d.decodeStruct(n, v, path)
	case reflect.Map:
		return d.decodeMap(n, v, path)
	case reflect.Slice:
		return d.decodeSlice(n, v, path)
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			return Errorf(d.pos(n), "%s: want a string, found %s", path, kindName(n))
		}
		if err := safetext.Check(n.Value, true); err != nil {
			return Errorf(d.pos(n), "%s: %v", path, err)
		}
		v.SetString(n.Value)
		return nil
	case reflect.Bool:
		// Only YAML's own booleans: `enabled: 1` or `enabled: "true"` is
		// more likely a mistake than a wish, and a wrong guess can switch a
		// check off.
		b, err := strconv.ParseBool(n.Value)
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || err != nil {
			return Errorf(d.pos(n), "%s: want true or false, found %s", path, kindName(n))
		}
		v.SetBool(b)
		return nil
	case reflect.Int, reflect.Int64, reflect.Int32:
		// Only unquoted decimal integers: `version: "1"` and `min-length: "5"`
		// are strings.
		i, err := strconv.ParseInt(n.Value, 10, 32)
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || err != nil {
			return Errorf(d.pos(n), "%s: want an integer, found %s", path, kindName(n))
		}
		v.SetInt(i)
		return nil
	}
	return Errorf(d.pos(n), "%s: internal error: cannot decode into %s", path, v.Type())
}

// decodeScalar decodes a value written as one scalar (ScalarDecoder): a
// selector, a pattern, a name. Each is recorded for KV0003 (refs).
func (d *decoder) decodeScalar(n *yaml.Node, v reflect.Value, path string) error {
	if n.Kind != yaml.ScalarNode {
		return Errorf(d.pos(n), "%s: want a string, found %s", path, kindName(n))
	}
	if err := safetext.Check(n.Value, false); err != nil {
		return Errorf(d.pos(n), "%s: %v", path, err)
	}
	// A blank name, selector or pattern matches nothing.
	if strings.TrimSpace(n.Value) == "" {
		return Errorf(d.pos(n), "%s: empty value; write a value or delete the entry", path)
	}
	if err := v.Addr().Interface().(ScalarDecoder).DecodeScalar(n.Value); err != nil {
		return Errorf(d.pos(n), "%s: %v", path, err)
	}
	d.setPos(v, d.pos(n))
	d.refs.record(v, path, d.info(v.Type()).namer)
	return nil
}

// decodeText decodes an encoding.TextUnmarshaler from a scalar.
func (d *decoder) decodeText(n *yaml.Node, v reflect.Value, path string) error {
	if n.Kind != yaml.ScalarNode {
		return Errorf(d.pos(n), "%s: want a string, found %s", path, kindName(n))
	}
	if err := safetext.Check(n.Value, false); err != nil {
		return Errorf(d.pos(n), "%s: %v", path, err)
	}
	if err := v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(n.Value)); err != nil {
		return Errorf(d.pos(n), "%s: %v", path, err)
	}
	return nil
}

func (d *decoder) decodeMap(n *yaml.Node, v reflect.Value, path string) error {
	if n.Kind != yaml.MappingNode {
		return Errorf(d.pos(n), "%s: want a mapping, found %s", path, kindName(n))
	}
	if v.IsNil() {
		v.Set(reflect.MakeMap(v.Type()))
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		ev := reflect.New(v.Type().Elem()).Elem()
		d.setPos(ev, d.pos(k)) // an entry of a map is best located by its key
		if err := d.decode(val, ev, path+"."+showKey(k.Value)); err != nil {
			return err
		}
		v.SetMapIndex(reflect.ValueOf(k.Value).Convert(v.Type().Key()), ev)
	}
	return nil
}

func (d *decoder) decodeSlice(n *yaml.Node, v reflect.Value, path string) error {
	if n.Kind != yaml.SequenceNode {
		return Errorf(d.pos(n), "%s: want a list, found %s", path, kindName(n))
	}
	defer d.refs.enterList(d.info(v.Type()).role)()
	s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, c := range n.Content {
		at := i
		if own, ok := d.items[c]; ok && own != i {
			at = own
			if d.renamed != nil {
				d.renamed[indexPath(path, i)] = indexPath(path, at)
			}
		}
		if err := d.decode(c, s.Index(i), indexPath(path, at)); err != nil {
			return err
		}
	}
	v.Set(s)
	return nil
}

func indexPath(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// ownPaths rewrites the key path an error of a section's Validate starts
// with from the merged list's index to the user's (see renamed): a pass
// validates the decoded section, whose lists are the merged ones. Along a
// key path only one list index can differ (the merge replaces or appends
// whole items), so one prefix is rewritten.
func (d *decoder) ownPaths(err error) error {
	var pe *Error
	if !errors.As(err, &pe) || len(d.renamed) == 0 {
		return err
	}
	best := ""
	for merged := range d.renamed {
		if strings.HasPrefix(pe.Msg, merged) && len(merged) > len(best) {
			best = merged
		}
	}
	if best == "" {
		return err
	}
	return &Error{Pos: pe.Pos, Msg: d.renamed[best] + pe.Msg[len(best):]}
}

// setPos gives v, a struct or a pointer to one, the position p unless it
// has one (a map entry's, from its key).
func (d *decoder) setPos(v reflect.Value, p Pos) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	ti := d.info(v.Type())
	if ti.pos != nil {
		if at := posField(v.FieldByIndex(ti.pos)); at != nil && at.Line == 0 {
			*at = p
		}
	}
	if ti.posSetter && v.CanAddr() {
		v.Addr().Interface().(posSetter).SetPolicyPos(p.File, p.Line, p.Col)
	}
}

// posField returns a settable Pos field as a pointer, else nil: read or
// written through a pointer, a Pos is not boxed (boxing allocates).
func posField(f reflect.Value) *Pos {
	if !f.CanSet() {
		return nil
	}
	return f.Addr().Interface().(*Pos)
}

// posOf reads a Pos field.
func posOf(f reflect.Value) Pos {
	if at := posField(f); at != nil {
		return *at
	}
	return f.Interface().(Pos)
}

type fieldInfo struct {
	index    int
	required bool
}

func structFields(t reflect.Type) (map[string]fieldInfo, []string) {
	fields := map[string]fieldInfo{}
	var names []string
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("yaml")
		name, _, _ := strings.Cut(tag, ",")
		if name == "" || name == "-" || !sf.IsExported() {
			continue
		}
		fields[name] = fieldInfo{index: i, required: sf.Tag.Get("kv") == "required"}
		names = append(names, name)
	}
	return fields, names
}

func (d *decoder) decodeStruct(n *yaml.Node, v reflect.Value, path string) error {
	if n.Kind != yaml.MappingNode {
		return Errorf(d.pos(n), "%s: want a mapping, found %s", path, kindName(n))
	}
	ti := d.info(v.Type())
	defer d.refs.enterStruct(v, ti.pos, d.pos(n))()
	fields, names := ti.fields, ti.names
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		fi, ok := fields[k.Value]
		if !ok {
			known := append([]string(nil), names...)
			where := path + ": "
			if path == "" {
				known = append(known, d.topKeys...)
				where = ""
			}
			sort.Strings(known)
			return Errorf(d.pos(k), "%sunknown key %s (known keys: %s)", where, quoteShort(k.Value), strings.Join(known, ", "))
		}
		seen[k.Value] = true
		sub := k.Value
		if path != "" {
			sub = path + "." + k.Value
		}
		if err := d.decode(val, v.Field(fi.index), sub); err != nil {
			return err
		}
		if fi.required && isBlank(v.Field(fi.index)) {
			return Errorf(d.pos(val), "%s: must not be empty", sub)
		}
	}
	for _, name := range names {
		if fields[name].required && !seen[name] {
			where := path
			if where == "" {
				where = "the top level"
			}
			return Errorf(d.pos(n), "%s: missing required key %q", where, name)
		}
	}
	d.setPos(v, d.pos(n))
	return nil
}

// isBlank reports whether a required value is missing: zero, or a string of
// white space only (`reason: "   "` gives no reason).
func isBlank(v reflect.Value) bool {
	if v.Kind() == reflect.String {
		return strings.TrimSpace(v.String()) == ""
	}
	return v.IsZero()
}
