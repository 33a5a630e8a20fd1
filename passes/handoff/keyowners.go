package handoff

import (
	"cmp"
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
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
// the map reads a write: m[key] = v on an object's labels or annotations,
// a literal of them, delete, a finalizer appended, a merge patch typed by
// hand, a call named Add…/Set…/Remove…) that its owners do not include:
// at the write, or at the component's call of shared code or another
// component's code that sets it (summaries in keySetFact), with the chain.
//
// The key is the key however it is spelled: typed by hand (typed, what
// HO1003 reports as the key) or through another constant of its value
// (keys: every key in reach by value, collectKeys').
//
// It returns the sets the map's walk of key constants does not see — keys
// typed by hand, and keys set by handing over another package's returned
// map — for the map's records (unseenSites), and the package's key
// parameters (keyparams.go), which the map reads writes by as well.
func checkKeyOwners(ctx *passkit.Context, cfg *config, ins *inspector.Inspector, comp string, keys map[string][]*types.Const, typed []typedKeyUse) ([]ownedKeySet, *keyParams) {
	if len(cfg.Keys.Owners) == 0 || comp == "" {
		return nil, nil
	}
	consts := ownedKeys(ctx, cfg.Keys.Owners)
	locals := newLocalMaps(ctx.Pass.Pkg, ctx.Pass.TypesInfo, ctx.Pass.Files, ctx.Locals, ctx.BodyCursors, ins)
	kp := findKeyParams(ctx, locals)
	var sets []ownedKeySet
	var writes []keyMapWrite
	if len(consts) > 0 {
		sets, writes = ownedKeySets(ctx, ins, kp, consts, keys, typed, locals)
	}
	byKey := ownersByKey(cfg.Keys.Owners)
	// The sets the map's walk of key constants does not see (collectSites):
	// keys typed by hand, and other packages' returned maps handed over.
	unseen := typedKeySets(ctx, kp, typed, byKey, locals)
	if len(unseen) > 0 {
		sets = append(sets, unseen...)
		slices.SortStableFunc(sets, func(a, b ownedKeySet) int { return cmp.Compare(a.at.Pos(), b.at.Pos()) })
	}
	// Another package's returned map handed over sets the keys it holds.
	imported := importsKeyMaps(ctx.Pass)
	if imported {
		handovers := handedOverKeys(ctx, locals, byKey)
		sets = append(sets, handovers...)
		unseen = append(unseen, handovers...)
	}
	if imported || len(writes) > 0 {
		exportReturnedKeys(ctx, locals, writes)
	}
	shared := comp == policy.Shared // shared code sets keys for whoever calls it
	if !shared {
		for _, s := range sets {
			if !s.o.owns(comp) {
				ctx.Report.On(s.o.Key.String()+" "+s.how).Report("HO1007", analysis.Diagnostic{
					Pos: s.at.Pos(), End: s.at.End(), Related: ctx.Related(s.witness, "sets"),
					Message: fmt.Sprintf("%s sets handoff key %s (%s), which only %s may set", comp, s.short, s.how, s.o.ownerList()),
				})
			}
		}
	}
	// Summaries are what importers judge shared code by, and what a
	// component's calls into code that sets a key are judged by: shared
	// code computes them when it sets a key or may call code that does, a
	// component package only to judge its own calls. (A component's own
	// summaries would matter only to another component importing it, an
	// import HO1001 already reports.)
	if !importsKeySetters(ctx.Pass) && (!shared || len(sets) == 0) {
		return unseen, kp
	}
	res := keySetEffects(ctx, ins, sets)
	if shared {
		for _, sum := range res.Funcs {
			if !sum.Empty() {
				ctx.Pass.ExportPackageFact(&keySettersFact{})
				break
			}
		}
		return unseen, kp
	}
	reportKeyCrossings(ctx, res, cfg.Keys.Owners, comp)
	return unseen, kp
}

// ownersByKey indexes the owner entries by key ("pkg/path.Name").
func ownersByKey(owners []keyOwner) map[string]*keyOwner {
	byKey := map[string]*keyOwner{}
	for i := range owners {
		byKey[owners[i].Key.String()] = &owners[i]
	}
	return byKey
}

// owns reports whether comp is one of the key's owners.
func (o *keyOwner) owns(comp string) bool {
	return slices.ContainsFunc(o.Owners, func(r componentRef) bool { return r.Name == comp })
}

// ownerList names the owners for messages.
func (o *keyOwner) ownerList() string {
	names := make([]string, len(o.Owners))
	for i, r := range o.Owners {
		names[i] = r.Name
	}
	return strings.Join(names, ", ")
}

// ownedKeys finds the owned keys' constants among the packages this one
// imports directly (only those can it name); an entry whose package it
// imports but which names no constant there is stale (the key was renamed
// or removed).
func ownedKeys(ctx *passkit.Context, owners []keyOwner) map[*types.Const]*keyOwner {
	pkgs := map[string]*types.Package{}
	for _, p := range ctx.Pass.Pkg.Imports() {
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
