package migrationpair

import (
	"fmt"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/internal/typestest"
)

const apiSrc = `package api

type Common struct{ Node string }

type TargetState struct {
	Common
	CPUSet []int
}

type MigrationState struct {
	TargetCPUSet []int
	TargetState  *TargetState
}

type Status struct{ MigrationState *MigrationState }

type MigrationStatus struct{ MigrationState *MigrationState }
`

func checkAPI(t *testing.T) *types.Package {
	t.Helper()
	_, _, pkg, _ := typestest.Source(t, "example.com/api", apiSrc)
	return pkg
}

// testResolver is a resolver whose package's view is searched on every
// lookup, as a Sight that knows no path answers.
func testResolver(pkg *types.Package, stale stale.Func) *resolver {
	return newResolver(pkg, new(kvrun.Sight).Seen(pkg, func() map[string]bool { return nil }), stale)
}

func TestResolve(t *testing.T) {
	var stale []string
	r := testResolver(checkAPI(t), func(pos policy.Pos, format string, args ...any) {
		stale = append(stale, pos.String()+": "+fmt.Sprintf(format, args...))
	})
	status := typeName{Pkg: "example.com/api", Name: "Status"}

	p, err := r.resolve(status, fieldPath{Names: []string{"MigrationState", "TargetState", "Node"}})
	require.NoError(t, err)
	assert.Equal(t, []step{
		{Owner: "example.com/api.Status", Name: "MigrationState", Typ: "example.com/api.MigrationState"},
		{Owner: "example.com/api.MigrationState", Name: "TargetState", Typ: "example.com/api.TargetState"},
		{Owner: "example.com/api.TargetState", Name: "Node", Typ: ""},
	}, p.Steps, "a promoted field is owned by the outer type")

	// A path the type lacks is a stale entry: skipped (nil), reported, no error.
	p, err = r.resolve(status, fieldPath{Names: []string{"MigrationState", "TargetCPUSett"}, Pos: policy.Pos{File: "p.yaml", Line: 3, Col: 9}})
	require.NoError(t, err)
	assert.Nil(t, p)
	p, err = r.resolve(status, fieldPath{Names: []string{"MigrationState", "TargetCPUSet", "X"}, Pos: policy.Pos{File: "p.yaml", Line: 4, Col: 9}})
	require.NoError(t, err)
	assert.Nil(t, p)
	require.Len(t, stale, 2)
	assert.Equal(t, "p.yaml:3:9: migration: MigrationState.TargetCPUSett: no field TargetCPUSett in api.MigrationState", stale[0])
	assert.Equal(t, "p.yaml:4:9: migration: MigrationState.TargetCPUSet.X: int is not a struct, so it has no field X", stale[1])

	p, err = r.resolve(typeName{Pkg: "example.com/other", Name: "Status"}, fieldPath{Names: []string{"X"}})
	assert.NoError(t, err)
	assert.Nil(t, p, "a type the package cannot see is skipped, not an error")
}

func TestRelate(t *testing.T) {
	r := testResolver(checkAPI(t), func(policy.Pos, string, ...any) { t.Fatal("stale entry") })
	p, err := r.resolve(typeName{Pkg: "example.com/api", Name: "Status"}, fieldPath{Names: []string{"MigrationState", "TargetState", "CPUSet"}})
	require.NoError(t, err)
	const api = "example.com/api."
	st := func(owner, name, typ string) step {
		if typ != "" {
			typ = api + typ
		}
		return step{Owner: api + owner, Name: name, Typ: typ}
	}
	obj := step{Owner: "example.com/x.VMI", Name: "Status", Typ: api + "Status"}
	ms := st("Status", "MigrationState", "MigrationState")
	ts := st("MigrationState", "TargetState", "TargetState")
	cpus := st("TargetState", "CPUSet", "")
	for _, tc := range []struct {
		name         string
		c            chain
		under, above bool
	}{
		{"full chain from the object", chain{Steps: []step{obj, ms, ts, cpus}}, true, false},
		{"from a local of the state type", chain{Base: api + "MigrationState", Steps: []step{ts, cpus}}, true, false},
		{"an ancestor", chain{Steps: []step{obj, ms, ts}}, false, true},
		{"the root itself", chain{Steps: []step{obj}}, false, true},
		{"a dereferenced pointer to the state", chain{Base: api + "MigrationState"}, false, true},
		{"another object's status", chain{Steps: []step{{Owner: "example.com/x.VMIM", Name: "Status", Typ: api + "MigrationStatus"}, st("MigrationStatus", "MigrationState", "MigrationState"), ts, cpus}}, false, false},
		{"a different field", chain{Steps: []step{obj, ms, st("MigrationState", "TargetCPUSet", "")}}, false, false},
		{"through the code's own holder of the state", chain{Steps: []step{{Owner: "example.com/x.holder", Name: "ms", Typ: api + "MigrationState"}, ts, cpus}}, true, false},
		{"through a holder of the target state", chain{Steps: []step{{Owner: "example.com/x.holder", Name: "t", Typ: api + "TargetState"}, cpus}}, true, false},
		{"a holder's other field", chain{Steps: []step{{Owner: "example.com/x.holder", Name: "ms", Typ: api + "MigrationState"}, st("MigrationState", "TargetCPUSet", "")}}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, a := relate(tc.c, p)
			assert.Equal(t, tc.under, u, "under")
			assert.Equal(t, tc.above, a, "above")
			// collect keeps every access that meets the path.
			if u || a {
				assert.True(t, (&state{sigAll: []*fpath{p}}).relevance().may(tc.c), "kept by collect")
			}
		})
	}
}

func TestClassify(t *testing.T) {
	pkg := checkAPI(t)
	fn := types.NewFunc(token.NoPos, pkg, "syncTarget", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	decode := func(s string) filePattern {
		var f filePattern
		require.NoError(t, f.DecodeScalar(s))
		f.Pos = policy.Pos{File: "p.yaml", Line: 1, Col: 1}
		return f
	}
	pattern := func(s string) funcPattern {
		var f funcPattern
		require.NoError(t, f.DecodeScalar(s))
		return f
	}
	cfg := &config{Sides: sides{
		Source: sideConfig{Files: []filePattern{decode("example.com/api/*.go")}},
		Target: sideConfig{Files: []filePattern{decode("example.com/api/migration-*.go")}},
	}}
	_, err := classify(cfg, fn, "example.com/api", "migration-target.go")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "api.syncTarget is claimed by both sides, as source by file example.com/api/*.go (p.yaml:1:1) and as target by file example.com/api/migration-*.go (p.yaml:1:1)")

	// A function pattern is more specific than a file.
	cfg.Sides.Target.Functions = []funcPattern{pattern("example.com/api.sync*")}
	s, err := classify(cfg, fn, "example.com/api", "migration-target.go")
	require.NoError(t, err)
	assert.Equal(t, target, s)

	s, err = classify(cfg, fn, "example.com/api", "vm.go")
	require.NoError(t, err)
	assert.Equal(t, target, s)
}

// collect drops a chain that shares no field with any configured path and
// does not end at a path's root.
func TestRelevanceDropsUnrelatedChains(t *testing.T) {
	r := testResolver(checkAPI(t), func(policy.Pos, string, ...any) { t.Fatal("stale entry") })
	p, err := r.resolve(typeName{Pkg: "example.com/api", Name: "Status"}, fieldPath{Names: []string{"MigrationState", "TargetState", "CPUSet"}})
	require.NoError(t, err)
	rel := (&state{sigAll: []*fpath{p}}).relevance()
	other := step{Owner: "example.com/x.Pod", Name: "Spec", Typ: "example.com/x.PodSpec"}
	assert.False(t, rel.may(chain{Steps: []step{other, {Owner: "example.com/x.PodSpec", Name: "NodeName"}}}))
	assert.False(t, rel.may(chain{Base: "example.com/x.PodSpec"}))
	assert.True(t, rel.may(chain{Steps: []step{{Owner: "example.com/x.VMI", Name: "Status", Typ: "example.com/api.Status"}}}), "a whole root")
}

// A closed side's writes are every write under its root: collect keeps a
// chain through the root's fields and drops one that never passes the root.
func TestRelevanceOfClosedSides(t *testing.T) {
	const api = "example.com/api."
	rel := (&state{closed: []closedSide{{side: target, root: api + "Status"}}}).relevance()
	assert.True(t, rel.may(chain{Steps: []step{{Owner: "example.com/x.VMI", Name: "Status", Typ: api + "Status"}, {Owner: api + "Status", Name: "Phase"}}}))
	assert.False(t, rel.may(chain{Steps: []step{{Owner: "example.com/x.VMI", Name: "Status", Typ: api + "Status"}}}))
	assert.False(t, rel.may(chain{Base: api + "Status"}))
}
