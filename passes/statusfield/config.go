package statusfield

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// config is the "statusfield" policy section.
type config struct {
	// Types are the owned status types.
	Types []*typeRule `yaml:"types"`
	// Allow lists functions whose status writes are not writes of a handoff
	// (they build an object that is returned to a user, not persisted), each
	// with its reason.
	Allow []*allow `yaml:"allow"`
	// Controllers name a component's controllers by receiver type, for
	// owner lists that give a field to one of them (COMPONENT/NAME).
	Controllers []*controller `yaml:"controllers"`
	// Setters are functions whose bodies no fact reaches (apimachinery's
	// meta.SetStatusCondition) that write through the arguments at Args: a
	// status field handed to one is written at the call, as one handed to
	// a helper of the module that writes through its parameter.
	Setters []*setter `yaml:"setters"`
	Pos     policy.Pos
}

// setter is one function that writes through the arguments at Args.
type setter struct {
	API  selector.Selector `yaml:"api" kv:"required"`
	Args []int             `yaml:"args" kv:"required"`
	Pos  policy.Pos
}

// typeRule gives the owners of the fields of one status type.
type typeRule struct {
	// Type is "import/path.TypeName" of a named struct type.
	Type string `yaml:"type" kv:"required"`
	// Owners own every field not listed in Fields or Values.
	Owners []component `yaml:"owners"`
	// Fields maps a dotted Go field path ("MigrationState", "TargetState.NodeAddress")
	// to its owners. A write of a path is checked against the entry of its
	// longest listed prefix and against every listed entry below it.
	Fields map[string][]component `yaml:"fields"`
	// Values maps an enum-like field to the owners of each of its constants
	// (by constant name). A constant write is checked against its value's
	// owners; any other write against the field's owners, which default to the
	// union of the value owners.
	Values map[string]map[string][]component `yaml:"values"`
	// Removers maps a values path that runs to a field of a list's
	// elements (Conditions.Type) to, per constant, the components that may
	// remove such an element besides the value's owners (who may always).
	Removers map[string]map[string][]component `yaml:"removers"`
	// Patch names the JSON-patch helpers that patch objects whose status is
	// this type; their constant "/status/..." paths are mapped through the
	// type's json tags.
	Patch []*patchHelper `yaml:"patch"`
	// Roles narrow the value owners of Values while the object may have a
	// role (roles.go).
	Roles []*role `yaml:"roles"`
	Pos   policy.Pos
}

// component is an owner as a section writes it: a component name, or
// COMPONENT/NAME of a controller (checkOwner), with its position (shared
// by the passes).
type component = policy.ComponentRef

// patchHelper is one JSON-patch helper: a function or method that adds one
// operation to a patch.
type patchHelper struct {
	Selector selector.Selector `yaml:"selector" kv:"required"`
	// Op is the JSON-patch operation: add, replace, remove (writes) or test (a read).
	Op string `yaml:"op" kv:"required"`
	// PathArg is the index of the argument holding the path.
	PathArg int `yaml:"path-arg"`
	// ValueArg is the index of the argument holding the value, if any.
	ValueArg *int `yaml:"value-arg"`
	Pos      policy.Pos
}

// allow exempts the status writes done directly inside a function: all of
// them, only its JSON-patch operations on one constant path, or only its
// assignments to some fields.
type allow struct {
	Function selector.Selector `yaml:"function" kv:"required"`
	// Patch, when set, narrows the exemption to patch operations on this
	// exact path ("/status").
	Patch string `yaml:"patch"`
	// Fields, when set, narrows the exemption to assignments whose left
	// side is one of these field paths below the object assigned
	// ("Status" for vm.Status = …, "Status.InstancetypeRef"): a write the
	// function gains in another statement is judged as anywhere.
	Fields []string `yaml:"fields"`
	Reason string   `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

var patchOps = map[string]bool{"add": true, "replace": true, "remove": true, "test": true}

// writes reports whether the operation writes its path.
func (h *patchHelper) writes() bool { return h.Op != "test" }

// Validate implements policy.Section. What needs the Go types (field paths,
// constant names) is checked when a package first sees the type.
func (c *config) Validate(p *policy.Policy) error {
	if err := c.validateControllers(p); err != nil {
		return err
	}
	seen := policy.Seen{}
	for i, t := range c.Types {
		where := fmt.Sprintf("statusfield.types[%d]", i)
		if _, _, ok := splitType(t.Type); !ok {
			return policy.Errorf(t.Pos, "%s.type: %q is not import/path.TypeName (e.g. kubevirt.io/api/core/v1.VirtualMachineInstanceStatus)", where, t.Type)
		}
		if err := seen.Add(t.Type, t.Pos, where, "type "+t.Type); err != nil {
			return err
		}
		if err := c.checkOwners(p, t.Owners); err != nil {
			return err
		}
		for _, path := range slices.Sorted(maps.Keys(t.Fields)) {
			if err := checkPath(path, firstPos(t.Fields[path], t.Pos), where+".fields"); err != nil {
				return err
			}
			if err := c.checkOwners(p, t.Fields[path]); err != nil {
				return err
			}
		}
		for _, path := range slices.Sorted(maps.Keys(t.Values)) {
			vals := t.Values[path]
			pos := t.Pos
			for _, v := range slices.Sorted(maps.Keys(vals)) {
				pos = firstPos(vals[v], pos)
			}
			if err := checkPath(path, pos, where+".values"); err != nil {
				return err
			}
			for _, v := range slices.Sorted(maps.Keys(vals)) {
				if !selector.IsIdent(v) {
					return policy.Errorf(firstPos(vals[v], pos), "%s.values.%s: %q is not a Go constant name", where, path, v)
				}
				if err := c.checkOwners(p, vals[v]); err != nil {
					return err
				}
			}
		}
		if err := c.checkRemovers(p, t, where); err != nil {
			return err
		}
		for j, h := range t.Patch {
			hw := fmt.Sprintf("%s.patch[%d]", where, j)
			if !patchOps[h.Op] {
				return policy.Errorf(h.Pos, "%s.op: unknown JSON-patch operation %q (write add, replace, remove or test)", hw, h.Op)
			}
			if h.PathArg < 0 {
				return policy.Errorf(h.Pos, "%s.path-arg: must be an argument index (0 or more)", hw)
			}
			if h.ValueArg != nil {
				switch {
				case *h.ValueArg < 0:
					return policy.Errorf(h.Pos, "%s.value-arg: must be an argument index (0 or more)", hw)
				case *h.ValueArg == h.PathArg:
					return policy.Errorf(h.Pos, "%s.value-arg: the value cannot be the path argument", hw)
				case h.Op == "remove":
					return policy.Errorf(h.Pos, "%s.value-arg: a remove operation has no value; delete value-arg", hw)
				}
			}
		}
	}
	if err := c.validateRoles(p); err != nil {
		return err
	}
	if err := c.validateAllow(); err != nil {
		return err
	}
	return c.validateSetters()
}

// checkRemovers checks that removers name values listed under values:
// a remover widens the owners of a value, it gives no owners of its own.
func (c *config) checkRemovers(p *policy.Policy, t *typeRule, where string) error {
	for _, path := range slices.Sorted(maps.Keys(t.Removers)) {
		vals := t.Removers[path]
		for _, v := range slices.Sorted(maps.Keys(vals)) {
			if err := c.checkOwners(p, vals[v]); err != nil {
				return err
			}
			if _, ok := t.Values[path][v]; !ok {
				return policy.Errorf(firstPos(vals[v], t.Pos), "%s.removers.%s: %s has no owners under values.%s; list the value there first", where, path, v, path)
			}
		}
	}
	return nil
}

func (c *config) validateSetters() error {
	for i, st := range c.Setters {
		for _, a := range st.Args {
			if a < 0 {
				return policy.Errorf(st.Pos, "statusfield.setters[%d]: argument index %d is negative; count arguments from 0", i, a)
			}
		}
	}
	return nil
}

func (c *config) validateRoles(p *policy.Policy) error {
	for i, t := range c.Types {
		if err := t.validateRoles(p, fmt.Sprintf("statusfield.types[%d]", i)); err != nil {
			return err
		}
	}
	return nil
}

func (c *config) validateAllow() error {
	for i, al := range c.Allow {
		if al.Patch != "" && al.Patch != "/status" && !strings.HasPrefix(al.Patch, "/status/") {
			return policy.Errorf(al.Pos, "statusfield.allow[%d].patch: %q is not a /status path", i, al.Patch)
		}
		if al.Patch != "" && len(al.Fields) > 0 {
			return policy.Errorf(al.Pos, "statusfield.allow[%d]: patch and fields each narrow the exemption to one kind of write; give one (two entries for both)", i)
		}
		for _, f := range al.Fields {
			if err := checkPath(f, al.Pos, fmt.Sprintf("statusfield.allow[%d].fields", i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkOwners checks an owner list: components, and COMPONENT/NAME for a
// controller declared under controllers.
func (c *config) checkOwners(p *policy.Policy, cs []component) error {
	for _, o := range cs {
		if err := c.checkOwner(p, o); err != nil {
			return err
		}
	}
	return nil
}

func checkPath(path string, pos policy.Pos, where string) error {
	for _, seg := range strings.Split(path, ".") {
		if !selector.IsIdent(seg) {
			return policy.Errorf(pos, "%s: %q is not a dotted Go field path (write MigrationState.TargetNode)", where, path)
		}
	}
	return nil
}

// firstPos is where the first of cs stands, or def where it has no line
// (as handoff's firstPos: an error never points at line 0).
func firstPos(cs []component, def policy.Pos) policy.Pos {
	if len(cs) > 0 && cs[0].Pos.Line > 0 {
		return cs[0].Pos
	}
	return def
}

// splitType splits "a/b.c/d.Name" into its import path and type name.
func splitType(s string) (pkg, name string, ok bool) {
	pkg, name, err := selector.ParseQualified(s)
	return pkg, name, err == nil
}
