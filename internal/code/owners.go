package code

import (
	"slices"
	"strings"
)

// Owners is who may write the fields of one status type: the policy's
// owners resolved to component names. It is the one answer to "who owns
// this field or value", used by the checker (statusfield) and by the map's
// owner column, so the two cannot disagree.
type Owners struct {
	Default []string                       // owners of every field not listed
	Fields  map[string][]string            // dotted path → owners
	Values  map[string]map[string][]string // enum field's dotted path → constant name → owners
	// Removers are, for a value of a list's elements (Conditions.Type),
	// the components that may remove such an element besides its owners.
	Removers map[string]map[string][]string
}

// RemovedBy returns who may remove an element whose field at path holds
// value: the value's owners and its removers, sorted; false when the value
// has no entry of its own.
func (o *Owners) RemovedBy(path, value string) ([]string, bool) {
	cs, ok := o.Values[path][value]
	if !ok {
		return nil, false
	}
	out := slices.Clone(cs)
	for _, r := range o.Removers[path][value] {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out, true
}

// Of returns the owners of a write of path. With value (the constant a
// write sets, or a comparison reads) listed under path's values, they are
// that value's owners. Otherwise: path's own entry, else, for an enum
// field, the union of its values' owners, else the entry of its longest
// listed prefix, else the default.
func (o *Owners) Of(path, value string) []string {
	if value != "" {
		if cs, ok := o.Values[path][value]; ok {
			return cs
		}
	}
	if cs, ok := o.Fields[path]; ok {
		return cs
	}
	if vals, ok := o.Values[path]; ok {
		var u []string
		for _, cs := range vals {
			for _, c := range cs {
				if !slices.Contains(u, c) {
					u = append(u, c)
				}
			}
		}
		slices.Sort(u)
		return u
	}
	for p := path; ; {
		i := strings.LastIndex(p, ".")
		if i < 0 {
			return o.Default
		}
		p = p[:i]
		if cs, ok := o.Fields[p]; ok {
			return cs
		}
	}
}

// BelowField reports whether a proper prefix of path has owners of its own
// in Fields. For a value path (Conditions.Type below Conditions) it means
// the field's owners judge a write of the field as a whole, and each value
// is judged where it is set (statusfield's element literals).
func (o *Owners) BelowField(path string) bool {
	for p := path; strings.Contains(p, "."); {
		p = p[:strings.LastIndex(p, ".")]
		if _, ok := o.Fields[p]; ok {
			return true
		}
	}
	return false
}
