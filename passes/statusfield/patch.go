package statusfield

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/editdist"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// patchCall handles a call of a JSON-patch helper with a constant
// "/status/..." path. The path alone does not say which kind of object is
// patched, so it is mapped through every owned type that names the helper,
// and the value argument's type picks among them: "/status/phase" with a
// VirtualMachineInstancePhase value patches a VMI, with a DataVolumePhase
// constant some other kind. A value whose type is no kind's own but whose
// JSON fits (see fit) keeps every kind it fits. A path whose first segment
// names no field of any owned type patches another kind and is ignored,
// unless it is one typo away from a field (SF1004).
func (a *analyzer) patchCall(call *ast.CallExpr) []effects.Direct {
	fn := code.Callee(a.info, call)
	if fn == nil {
		return nil
	}
	cands := a.patchHelpers(fn)
	if len(cands) == 0 {
		return nil
	}
	h := cands[0].h
	path, segs, ok := a.statusPath(call, h)
	if !ok {
		return nil
	}
	var val ast.Expr
	if h.ValueArg != nil && *h.ValueArg < len(call.Args) {
		val = call.Args[*h.ValueArg]
	}
	s := &site{pos: call.Pos(), end: call.End(), path: path,
		patch: fmt.Sprintf("%s(%q)", selector.Name(fn), path)}
	fits, best := a.fitting(cands, segs, val)
	kinds, matches := a.patchKeys(fits, val)
	if len(matches) > 1 {
		matches = a.narrow(call, kinds, matches)
	}
	a.judgePatch(s, segs, best, matches)
	if a.isAllowed(call.Pos(), path) {
		s.keys, s.alts = nil, nil
	}
	return a.record(s, s.patch)
}

// patchCand is an owned type whose policy names the called helper.
type patchCand struct {
	o *owned
	h *patchHelper
}

// patchFit is a candidate the patch path resolves through completely.
type patchFit struct {
	c patchCand
	r resolved
}

// patchHelpers returns the owned types with a patch helper matching fn, with
// that helper.
func (a *analyzer) patchHelpers(fn *types.Func) []patchCand {
	var cands []patchCand
	for _, o := range a.patchRoots {
		for _, h := range o.rule.Patch {
			if h.Selector.Match(fn) {
				cands = append(cands, patchCand{o, h})
				break
			}
		}
	}
	return cands
}

// statusPath returns the helper call's constant path when it is /status or
// below, with its segments unescaped (~1 is /, ~0 is ~). A computed path is
// out of reach (documented).
func (a *analyzer) statusPath(call *ast.CallExpr, h *patchHelper) (path string, segs []string, ok bool) {
	if h.PathArg >= len(call.Args) {
		return "", nil, false
	}
	tv := a.info.Types[call.Args[h.PathArg]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", nil, false
	}
	path = constant.StringVal(tv.Value)
	switch {
	case path == "/status":
	case strings.HasPrefix(path, "/status/"):
		for _, s := range strings.Split(path[len("/status/"):], "/") {
			segs = append(segs, strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~"))
		}
	default:
		return "", nil, false
	}
	return path, segs, true
}

// fitting resolves the path through every candidate and keeps those whose
// field the value fits; best is the deepest resolution, for SF1004. The
// value's Go type decides between kinds only when it is some kind's own;
// otherwise every kind whose field its JSON fits stays.
func (a *analyzer) fitting(cands []patchCand, segs []string, val ast.Expr) (fits []patchFit, best resolved) {
	var exact []patchFit
	for _, c := range cands {
		r := resolveJSON(c.o, segs)
		if r.n > best.n || best.o == nil {
			best = r
		}
		if r.n < len(segs) {
			continue
		}
		ok, same := a.fit(val, r.typ)
		switch {
		case same:
			exact = append(exact, patchFit{c, r})
		case ok:
			fits = append(fits, patchFit{c, r})
		}
	}
	if len(exact) > 0 {
		fits = exact
	}
	return fits, best
}

// patchKeys returns, per fitting kind, the owned keys the operation writes
// (none for a read such as "test").
func (a *analyzer) patchKeys(fits []patchFit, val ast.Expr) (kinds []*owned, matches [][]key) {
	for _, f := range fits {
		c, r := f.c, f.r
		kinds = append(kinds, c.o)
		if !c.h.writes() {
			matches = append(matches, nil)
			continue
		}
		var leaves []leaf
		rhs := val
		if c.h.Op == "remove" {
			rhs = nil
		}
		a.expand(r.steps, r.typ, rhs, &leaves)
		var ks []key
		seen := map[string]bool{}
		for _, l := range leaves {
			for _, k := range a.keys(l) {
				if !seen[k.String()] {
					seen[k.String()] = true
					ks = append(ks, k)
				}
			}
		}
		matches = append(matches, ks)
	}
	return kinds, matches
}

// judgePatch records on s what the patch writes: one kind's keys, the
// alternatives of an ambiguous path (e.g. /status/migrationState of a VMI or
// of a migration: the writer may own any one of them; it is checked here and
// not attributed through facts), or an SF1004 message for a path that maps
// to no field.
func (a *analyzer) judgePatch(s *site, segs []string, best resolved, matches [][]key) {
	switch {
	case len(matches) == 1:
		s.keys = matches[0]
	case len(matches) > 1:
		for _, m := range matches {
			if len(m) > 0 {
				s.alts = append(s.alts, m)
			}
		}
	case best.n > 0 && best.n < len(segs):
		s.bad = fmt.Sprintf("JSON patch path %q maps to no field of %s: %s", s.path, best.o.short, best.fail)
	case best.n == 0 && len(segs) > 0:
		if sug := a.suggestTop(segs[0]); sug != "" {
			s.bad = fmt.Sprintf("JSON patch path %q names no field of any owned status type; did you mean %s?", s.path, sug)
		}
	}
}

// narrow picks, among the types an ambiguous path fits, the one whose
// object the enclosing function deals with: a function that takes a
// *v1.VirtualMachineInstance and patches /status/changedBlockTracking
// patches a VMI, not a VM. It keeps them all when that does not decide.
func (a *analyzer) narrow(call *ast.CallExpr, kinds []*owned, matches [][]key) [][]key {
	fd := a.enclosing(call.Pos())
	if fd == nil {
		return matches
	}
	seen := a.mentioned(fd)
	var keep [][]key
	for i, o := range kinds {
		if obj := a.objectOf(o); obj != nil && seen[obj] {
			keep = append(keep, matches[i])
		}
	}
	if len(keep) == 1 {
		return keep
	}
	return matches
}

// enclosing returns the function declaration that contains pos.
func (a *analyzer) enclosing(pos token.Pos) *ast.FuncDecl {
	i := sort.Search(len(a.funcs), func(i int) bool { return a.funcs[i].End() > pos })
	if i < len(a.funcs) && a.funcs[i].Pos() <= pos {
		return a.funcs[i]
	}
	return nil
}

// mentioned returns the named types of the values and types a function
// mentions (through pointers, slices and maps).
func (a *analyzer) mentioned(fd *ast.FuncDecl) map[*types.TypeName]bool {
	if m, ok := a.mentions[fd]; ok {
		return m
	}
	m := map[*types.TypeName]bool{}
	ast.Inspect(fd, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		switch obj := a.info.ObjectOf(id).(type) {
		case *types.Var:
			if obj := namedObj(code.Elem(obj.Type())); obj != nil {
				m[obj] = true
			}
		case *types.TypeName:
			m[obj] = true
		}
		return true
	})
	a.mentions[fd] = m
	return m
}

// objectOf returns the API object that holds o as its status
// (code.StatusObject), once per type.
func (a *analyzer) objectOf(o *owned) *types.TypeName {
	if obj, ok := a.objects[o]; ok {
		return obj
	}
	obj := code.StatusObject(o.named)
	a.objects[o] = obj
	return obj
}

// resolved is a JSON path mapped through Go types.
type resolved struct {
	o     *owned
	steps []step
	typ   types.Type
	n     int    // segments resolved
	fail  string // why segment n does not resolve
}

// resolveJSON maps JSON-pointer segments below /status onto fields of o by
// their json tags, through pointers, list indexes ("-" appends) and map keys.
// A value with its own JSON form (a MarshalJSON method, like metav1.Time)
// takes the rest of the path.
func resolveJSON(o *owned, segs []string) resolved {
	r := resolved{o: o, typ: o.named}
	for i, seg := range segs {
		t := code.Deref(r.typ)
		if marshalsItself(t) {
			r.n = len(segs)
			return r
		}
		switch u := t.Underlying().(type) {
		case *types.Struct:
			fs := jsonField(u, namedObj(t), seg)
			if fs == nil {
				r.n, r.fail = i, fmt.Sprintf("%s has no json field %q%s", typeName(t), seg, suggest(seg, jsonNames(u)))
				return r
			}
			r.steps = append(r.steps, fs...)
			r.typ = fs[len(fs)-1].field.Type()
		case *types.Slice, *types.Array:
			if _, err := strconv.Atoi(seg); err != nil && seg != "-" {
				r.n, r.fail = i, fmt.Sprintf("%s is a list, so %q must be an index or -", typeName(t), seg)
				return r
			}
			if s, ok := u.(*types.Slice); ok {
				r.typ = s.Elem()
			} else {
				r.typ = u.(*types.Array).Elem()
			}
		case *types.Map:
			r.typ = u.Elem()
		default:
			r.n, r.fail = i, fmt.Sprintf("%s has no fields, so %q names nothing", typeName(t), seg)
			return r
		}
	}
	r.n = len(segs)
	return r
}

// jsonField finds the field whose JSON name is seg, looking into embedded
// structs without a name of their own as encoding/json does, and returns the
// selections that lead to it.
func jsonField(st *types.Struct, owner *types.TypeName, seg string) []step {
	var embedded []int
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		name, ok := jsonName(st, i)
		if !ok {
			continue
		}
		if name == "" {
			embedded = append(embedded, i)
			continue
		}
		if name == seg {
			return []step{{field: f, owner: owner}}
		}
	}
	for _, i := range embedded {
		f := st.Field(i)
		if inner, ok := code.Deref(f.Type()).Underlying().(*types.Struct); ok {
			if sub := jsonField(inner, namedObj(code.Deref(f.Type())), seg); sub != nil {
				return append([]step{{field: f, owner: owner}}, sub...)
			}
		}
	}
	return nil
}

// jsonName returns the JSON name of field i ("" for an embedded struct whose
// fields are promoted), and false when the field is not marshalled.
func jsonName(st *types.Struct, i int) (string, bool) {
	f := st.Field(i)
	tag := reflect.StructTag(st.Tag(i)).Get("json")
	if tag == "-" || !f.Exported() && !f.Embedded() {
		return "", false
	}
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		if f.Embedded() {
			if _, ok := code.Deref(f.Type()).Underlying().(*types.Struct); ok {
				return "", true
			}
		}
		name = f.Name()
	}
	return name, true
}

func jsonNames(st *types.Struct) []string {
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		name, ok := jsonName(st, i)
		if !ok {
			continue
		}
		if name == "" {
			if inner, ok := code.Deref(st.Field(i).Type()).Underlying().(*types.Struct); ok {
				out = append(out, jsonNames(inner)...)
			}
			continue
		}
		out = append(out, name)
	}
	return out
}

func marshalsItself(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), false, nil, "MarshalJSON")
	_, ok := obj.(*types.Func)
	return ok
}

func typeName(t types.Type) string { return types.TypeString(t, code.ShortQualifier) }

// fit reports whether a patch value could be the JSON of a field of type ft
// (its JSON has the same shape: a named string type for a string, a map keyed
// by a string-kinded type for an object, a pointer for its element), and
// whether its Go type is the field's own. Only a value whose JSON could not
// fit rules a kind out — with one exception: a constant of another named
// enum type (v1.KubeVirtPhaseDeployed for a VirtualMachineInstancePhase) is
// that other kind's value, never this field's.
func (a *analyzer) fit(val ast.Expr, ft types.Type) (fits, exact bool) {
	if val == nil || ft == nil {
		return true, false
	}
	vt := a.info.TypeOf(val)
	if vt == nil || types.IsInterface(vt) || types.IsInterface(ft) {
		return true, false
	}
	if b, ok := vt.(*types.Basic); ok && b.Kind() == types.UntypedNil {
		return true, false
	}
	v0, f0 := code.Deref(vt), code.Deref(ft)
	if types.Identical(v0, f0) {
		return true, true
	}
	if tv := a.info.Types[val]; tv.Value != nil && isNamedBasic(v0) && isNamedBasic(f0) {
		return false, false
	}
	return jsonFits(v0, f0, 0), false
}

func isNamedBasic(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	_, basic := n.Underlying().(*types.Basic)
	return basic
}

// jsonFits reports whether encoding/json writes a value of type v in a form
// that decodes into type f.
func jsonFits(v, f types.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	v, f = types.Unalias(code.Deref(v)), types.Unalias(code.Deref(f))
	if types.Identical(v, f) || types.IsInterface(v) || types.IsInterface(f) {
		return true
	}
	if marshalsItself(v) || marshalsItself(f) {
		return false // its own JSON: only the same type is known to fit
	}
	switch fu := f.Underlying().(type) {
	case *types.Basic:
		vu, ok := v.Underlying().(*types.Basic)
		return ok && jsonKind(vu) != "" && jsonKind(vu) == jsonKind(fu)
	case *types.Slice:
		if isBytes(fu) {
			vu, ok := v.Underlying().(*types.Slice)
			return ok && isBytes(vu)
		}
		return arrayFits(v, fu.Elem(), depth)
	case *types.Array:
		return arrayFits(v, fu.Elem(), depth)
	case *types.Map:
		vu, ok := v.Underlying().(*types.Map)
		return ok && keyKind(vu.Key()) != "" && keyKind(vu.Key()) == keyKind(fu.Key()) && jsonFits(vu.Elem(), fu.Elem(), depth+1)
	case *types.Struct:
		// Struct JSON depends on field names and tags: identical only.
		return false
	}
	return false
}

// arrayFits reports whether v's JSON is an array whose elements decode into
// elem ([]byte is a base64 string, not an array).
func arrayFits(v, elem types.Type, depth int) bool {
	switch vu := v.Underlying().(type) {
	case *types.Slice:
		return !isBytes(vu) && jsonFits(vu.Elem(), elem, depth+1)
	case *types.Array:
		return jsonFits(vu.Elem(), elem, depth+1)
	}
	return false
}

func jsonKind(b *types.Basic) string {
	switch i := b.Info(); {
	case i&types.IsString != 0:
		return "string"
	case i&types.IsBoolean != 0:
		return "bool"
	case i&types.IsNumeric != 0 && i&types.IsComplex == 0:
		return "number"
	}
	return ""
}

// keyKind: JSON object keys come from string-kinded and integer keys.
func keyKind(t types.Type) string {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return ""
	}
	if k := jsonKind(b); k == "string" || k == "number" && b.Info()&types.IsInteger != 0 {
		return "key"
	}
	return ""
}

func isBytes(s *types.Slice) bool {
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// suggestTop names a top-level status field of an owned type that seg is
// one typo away from.
func (a *analyzer) suggestTop(seg string) string {
	for _, o := range a.patchRoots {
		for _, n := range jsonNames(o.st) {
			if near(seg, n) {
				return fmt.Sprintf("%q (%s)", "/status/"+n, o.short)
			}
		}
	}
	return ""
}

func suggest(seg string, names []string) string {
	for _, n := range names {
		if near(seg, n) {
			return fmt.Sprintf(" (did you mean %q?)", n)
		}
	}
	return ""
}

// near reports a likely typo: a case difference, or an edit distance of 1
// (2 for names of 8 letters or more).
func near(a, b string) bool {
	if a == b {
		return false
	}
	if strings.EqualFold(a, b) {
		return true
	}
	limit := 1
	if len(b) >= 8 {
		limit = 2
	}
	// OSA itself gives up on lengths more than limit apart.
	return len(a) >= 4 && editdist.OSA(a, b, limit+1) <= limit
}
