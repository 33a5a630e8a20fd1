package handoff

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// keyOwner gives a handoff key to the components that may set it on an
// object (HO1007): virt-controller labels a VMI with its node, the
// handler's node labeller labels the node with its CPU models. Another
// component setting the key — a label or annotation another one keeps, a
// finalizer another one removes — is the status-field race of labels.
type keyOwner struct {
	Key    keyName        `yaml:"key" kv:"required"`
	Owners []componentRef `yaml:"owners" kv:"required"`
	Pos    policy.Pos
}

// keyName is a key constant, "import/path.Name".
type keyName struct {
	Pkg, Name string
	Pos       policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder.
func (k *keyName) DecodeScalar(s string) error {
	pkg, name, err := selector.ParseQualified(strings.TrimSpace(s))
	if err != nil {
		return fmt.Errorf("bad key constant %q: %w (the constant's, like kubevirt.io/api/core/v1.NodeNameLabel)", s, err)
	}
	k.Pkg, k.Name = pkg, name
	return nil
}

func (k keyName) String() string { return k.Pkg + "." + k.Name }

func (c *config) validateKeyOwners(p *policy.Policy) error {
	seen := policy.Seen{}
	for i, o := range c.Keys.Owners {
		where := fmt.Sprintf("handoff.keys.owners[%d]", i)
		if err := seen.Add(o.Key.String(), o.Pos, where, "key "+o.Key.String()); err != nil {
			return err
		}
		for _, r := range o.Owners {
			if err := p.CheckComponent(r.Name, r.Pos, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkKeyOwners reports HO1007 where a component's code sets a key (as
// the map reads a write: m[key] = v on a map of strings, a map literal of
// strings, delete, a finalizer appended, a merge patch typed by hand, a
// call named Add…/Set…/Remove…) that its owners do not include. Shared
// code sets keys for whoever calls it and is not judged.
func checkKeyOwners(ctx *passkit.Context, cfg *config, ins *inspector.Inspector, comp string) {
	if len(cfg.Keys.Owners) == 0 || comp == policy.Shared || comp == "" {
		return
	}
	consts := ownedKeys(ctx, cfg.Keys.Owners)
	if len(consts) == 0 {
		return
	}
	isOwned := func(c *types.Const) bool { return consts[c] != nil }
	info := ctx.Pass.TypesInfo
	var locals map[*types.Var][]code.Def // built at the first write through a variable
	defs := func(v *types.Var) []code.Def {
		if locals == nil {
			locals = code.LocalDefs(info, ctx.Pass.Files)
		}
		return locals[v]
	}
	eachKeyUse(info, ins, isOwned, func(u keyUseSite) {
		o := consts[u.c]
		if u.kind != sites.Write || slices.ContainsFunc(o.Owners, func(r componentRef) bool { return r.Name == comp }) ||
			!setsOnObject(info, u.how, u.stack, defs) {
			return
		}
		names := make([]string, len(o.Owners))
		for i, r := range o.Owners {
			names[i] = r.Name
		}
		ctx.Report.On(o.Key.String()).Reportf("HO1007", u.id.Pos(), u.id.End(),
			"%s sets handoff key %s.%s (%s), which only %s may set", comp, u.c.Pkg().Name(), u.c.Name(), u.how, strings.Join(names, ", "))
	})
}

// ownedKeys finds the owned keys' constants in the package's view; an
// entry whose package the view holds but which names no constant there is
// stale (the key was renamed or removed).
func ownedKeys(ctx *passkit.Context, owners []keyOwner) map[*types.Const]*keyOwner {
	pkgs := map[string]*types.Package{}
	for p := range code.Imports(ctx.Pass.Pkg) {
		pkgs[selector.PkgPath(p)] = p
	}
	out := map[*types.Const]*keyOwner{}
	for i := range owners {
		o := &owners[i]
		pkg := pkgs[o.Key.Pkg]
		if pkg == nil {
			continue
		}
		c, ok := pkg.Scope().Lookup(o.Key.Name).(*types.Const)
		if !ok {
			ctx.Stale(o.Key.Pos, "handoff.keys.owners: package %s declares no constant %s", o.Key.Pkg, o.Key.Name)
			continue
		}
		out[c] = o
	}
	return out
}
