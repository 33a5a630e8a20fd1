package statusfield

import (
	"fmt"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/stale"
)

// role narrows who may set an enum value while the object may have a role
// it cannot tell from its type: a VMI that is the receiving side of a
// decentralized migration is a VirtualMachineInstance like any other, but
// only the lifecycle controller may move it to WaitingForSync, and nobody
// may fail it when its pod goes down. A role is told by an API predicate
// (a method or a boolean or pointer field of the object); a write is
// checked against every role its path has not ruled out by testing the
// predicate false.
type role struct {
	Name string `yaml:"name" kv:"required"`
	// Is is the predicate that holds for an object with the role.
	Is selector.Selector `yaml:"is" kv:"required"`
	// While, when set, binds the role only on paths that tested one of
	// these predicates true (the phases in which the role decides who
	// writes). They are API predicates too, never the handler code whose
	// absence would be the bug.
	While []selector.Selector `yaml:"while"`
	// WhileValues are the same phases as values of an enum field of the
	// type (Phase: [Scheduling, Scheduled]), for code that tests the
	// field itself rather than the predicate (a tagged switch on
	// vmi.Status.Phase): the API predicates' bodies are not part of what
	// a package sees of its imports, so the equivalence is the policy's.
	WhileValues map[string][]string `yaml:"while-values"`
	// Values maps an enum field of the type (listed under the type's
	// values:) to the components that may set each constant on an object
	// that may have the role. A constant not listed keeps its owners.
	Values map[string]map[string][]component `yaml:"values" kv:"required"`
	Pos    policy.Pos
}

// validateRoles checks t's roles: a name each, once; API predicates of a
// type (a method or a field, never a package function); values of enum
// fields and constants the type's values: list; known components.
func (t *typeRule) validateRoles(p *policy.Policy, where string) error {
	seen := policy.Seen{}
	for i, r := range t.Roles {
		rw := fmt.Sprintf("%s.roles[%d]", where, i)
		if err := seen.Add(r.Name, r.Pos, rw, fmt.Sprintf("role %q", r.Name)); err != nil {
			return err
		}
		for _, s := range append([]selector.Selector{r.Is}, r.While...) {
			if err := checkPredicate(s, rw); err != nil {
				return err
			}
		}
		if len(r.Values) == 0 {
			return policy.Errorf(r.Pos, "%s.values: a role lists the values it restricts", rw)
		}
		if err := t.validateWhileValues(r, rw); err != nil {
			return err
		}
		for _, path := range slices.Sorted(maps.Keys(r.Values)) {
			known, ok := t.Values[path]
			if !ok {
				return policy.Errorf(r.Pos, "%s.values.%s: the type lists no values for %s; a role restricts a field of the type's values:", rw, path, path)
			}
			vals := r.Values[path]
			for _, v := range slices.Sorted(maps.Keys(vals)) {
				if _, ok := known[v]; !ok {
					return policy.Errorf(firstPos(vals[v], r.Pos), "%s.values.%s.%s: %s is not listed under the type's values.%s", rw, path, v, v, path)
				}
				for _, c := range vals[v] {
					// Roles narrow components, not controllers.
					if err := p.CheckComponent(c.Name, c.Pos, false); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// validateWhileValues checks that r's while-values name values the type
// lists, of fields the type lists values for; a role without while:
// predicates binds everywhere, so its while-values would say nothing.
func (t *typeRule) validateWhileValues(r *role, rw string) error {
	if len(r.WhileValues) > 0 && len(r.While) == 0 {
		return policy.Errorf(r.Pos, "%s.while-values: a role binds by value only where it binds by while: predicates; list the predicates of the same phases under while:", rw)
	}
	for _, path := range slices.Sorted(maps.Keys(r.WhileValues)) {
		known, ok := t.Values[path]
		if !ok {
			return policy.Errorf(r.Pos, "%s.while-values.%s: the type lists no values for %s; a role binds on a field of the type's values:", rw, path, path)
		}
		for _, v := range r.WhileValues[path] {
			if _, ok := known[v]; !ok {
				return policy.Errorf(r.Pos, "%s.while-values.%s: %s is not listed under the type's values.%s", rw, path, v, path)
			}
		}
	}
	return nil
}

// checkPredicate rejects a predicate that is not a member of an API type.
func checkPredicate(s selector.Selector, where string) error {
	at := policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col}
	switch {
	case !stale.IsAPIPackage(s.Pkg):
		return policy.Errorf(at, "%s: predicate %s names code outside the API packages (%s/...): name an API method or field that tells the role, never handler code", where, s.Raw, stale.APIPackages)
	case s.Recv == "" || s.Name == "*":
		return policy.Errorf(at, "%s: predicate %s is not a method or field of a type: write (pkg/path.Type).Member", where, s.Raw)
	}
	return nil
}

// boundRole is a role resolved in one package: its values per field path,
// and its predicates as the package's objects.
type boundRole struct {
	*role
	is    types.Object
	while []types.Object
	// whileValues are the while-values as fields of the package's view of
	// the type, each with the name of a value it binds at.
	whileValues []fieldValue
}

// fieldValue is an enum field compared with one of its constants, by name.
type fieldValue struct {
	field types.Object
	value string
}

// bindRoles resolves the roles of o in pkg's view. A role whose predicate
// the view lacks is left out: its test could never be seen, so every
// write would look like one the path did not rule out (KV0003 lists the
// predicate as a stale selector).
func bindRoles(o *owned, see sees) []*boundRole {
	var out []*boundRole
	for _, r := range o.rule.Roles {
		b := &boundRole{role: r}
		is, ok := lookupMember(see, r.Is)
		b.is = is
		for _, s := range r.While {
			w, found := lookupMember(see, s)
			ok = ok && found
			b.while = append(b.while, w)
		}
		if ok {
			b.whileValues = o.whileValues(r)
			out = append(out, b)
		}
	}
	return out
}

// whileValues resolves r's while-values in o's view of its type.
func (o *owned) whileValues(r *role) []fieldValue {
	var out []fieldValue
	for _, path := range slices.Sorted(maps.Keys(r.WhileValues)) {
		fs, err := code.FieldPath(o.named, strings.Split(path, "."))
		if err != nil {
			continue
		}
		for _, v := range r.WhileValues[path] {
			out = append(out, fieldValue{field: fs[len(fs)-1], value: v})
		}
	}
	return out
}

// lookupMember finds the method or field s names in the package of its
// type as the package under analysis sees it.
func lookupMember(see sees, s selector.Selector) (types.Object, bool) {
	p := see(s.Pkg)
	if p == nil {
		return nil, false
	}
	tn, _ := p.Scope().Lookup(s.Recv).(*types.TypeName)
	if tn == nil {
		return nil, false
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, p, s.Name)
	return obj, obj != nil
}

// allowed returns the components that may set value on path for an object
// that may have the role, and whether the role restricts it.
func (r *role) allowed(path, value string) ([]string, bool) {
	cs, ok := r.Values[path][value]
	if !ok {
		return nil, false
	}
	return names(cs), true
}

// describeRole is the role as a message names it.
func describeRole(r *role) string { return strings.TrimSpace(r.Name) }
