package mapdiff_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"path"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/mapdiff"
	"github.com/kvlint/kvlint/internal/readmap"
	"github.com/kvlint/kvlint/internal/schematest"
)

var update = flag.Bool("update", false, "rewrite the golden outputs of the diff")

func load(t *testing.T, name string) *readmap.Map {
	t.Helper()
	m, err := mapdiff.ReadMap(filepath.Join("testdata", name))
	require.NoError(t, err)
	return m
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		filetest.Write(t, path, string(got))
	}
	want := filetest.Read(t, path)
	assert.Equal(t, want, string(got))
}

// TestEveryKind diffs a base and a head map that differ by one change of
// every kind, plus moves that are no change: a writer moved to another
// file, a renamed file, lines shifted, another witness of a reach already
// there, an import count that grew.
func TestEveryKind(t *testing.T) {
	cs := mapdiff.Diff(load(t, "base.json"), load(t, "head.json"))
	base, head := baselines()
	cs, err := mapdiff.WithBaselines(cs, base, head, path.Base)
	require.NoError(t, err)
	kinds := map[mapdiff.Kind]bool{}
	for _, c := range cs {
		kinds[c.Kind] = true
	}
	for _, k := range mapdiff.Kinds() {
		assert.True(t, kinds[k], "no change of kind %s", k)
	}
	assert.Len(t, cs, len(mapdiff.Kinds())+1, "two new baseline entries: a new one, and one accepted twice more")

	var text, md, js bytes.Buffer
	require.NoError(t, mapdiff.WriteText(&text, cs))
	require.NoError(t, mapdiff.WriteMarkdown(&md, cs, "kvlint diff"))
	require.NoError(t, mapdiff.WriteJSON(&js, cs))
	golden(t, "every-kind.txt", text.Bytes())
	golden(t, "every-kind.md", md.Bytes())
	golden(t, "every-kind.json", js.Bytes())
}

// baselines are a base and a head baseline: the head accepts one finding
// the base did not, another twice more often, and no longer one the base
// accepted twice.
func baselines() (base, head *baseline.File) {
	entry := func(code, pkg, fn, subject, msg, file string, n int) baseline.Entry {
		k := baseline.Key{Code: code, Package: pkg, Function: fn, Subject: subject, Message: msg}
		return baseline.Entry{Fingerprint: k.Fingerprint(), Key: k, File: file, Count: n}
	}
	kept := func(n int) baseline.Entry {
		return entry("SF1001", "kubevirt.io/kubevirt/pkg/virt-handler", "(*Controller).sync", "NodeName",
			"virt-handler writes v1.VirtualMachineInstanceStatus.NodeName, which only virt-controller may write", "pkg/virt-handler/vm.go", n)
	}
	gone := entry("HO1001", "kubevirt.io/kubevirt/pkg/virt-api", "", "virt-launcher",
		"kubevirt.io/kubevirt/pkg/virt-api (virt-api) imports kubevirt.io/kubevirt/pkg/virt-launcher, a package of virt-launcher", "pkg/virt-api/api.go", 2)
	added := entry("HP1001", "kubevirt.io/kubevirt/pkg/virt-controller", "run", "mount",
		"virt-controller runs mount", "pkg/virt-controller/run.go", 1)
	base = &baseline.File{Version: baseline.Version, Tool: "kvlint", Entries: []baseline.Entry{kept(1), gone}}
	head = &baseline.File{Version: baseline.Version, Tool: "kvlint", Entries: []baseline.Entry{kept(3), added}}
	return base, head
}

// TestBaselineVersions: baselines of two format versions are not compared
// (their fingerprints never match): an error says so.
func TestBaselineVersions(t *testing.T) {
	base, head := baselines()
	base.Version = 1
	_, err := mapdiff.WithBaselines(nil, base, head, path.Base)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "format version 1 and the head's of version 2")
	cs, err := mapdiff.WithBaselines(nil, head, head, path.Base)
	require.NoError(t, err)
	assert.Empty(t, cs, "the same baseline: no change")
}

// TestNoChange: a map against itself, and against a copy where every site
// moved to another file and line, has no change and renders as nothing.
func TestNoChange(t *testing.T) {
	for _, name := range []string{"base.json", "head.json"} {
		m := load(t, name)
		moved := load(t, name)
		moveAll(moved)
		for _, head := range []*readmap.Map{m, moved} {
			cs := mapdiff.Diff(m, head)
			assert.Empty(t, cs, name)
			var text, md bytes.Buffer
			require.NoError(t, mapdiff.WriteText(&text, cs))
			require.NoError(t, mapdiff.WriteMarkdown(&md, cs, "kvlint diff"))
			assert.Empty(t, text.String())
			assert.Empty(t, md.String())
		}
	}
}

// moveAll renames every file and shifts every line of m's sites.
func moveAll(m *readmap.Map) {
	move := func(ss []readmap.Site) {
		for i := range ss {
			ss[i].File = "moved/" + ss[i].File
			ss[i].Line += 7
			ss[i].URL = ""
		}
	}
	for i := range m.Channels {
		move(m.Channels[i].Sites)
	}
	for i := range m.Keys {
		move(m.Keys[i].Writers)
		move(m.Keys[i].Readers)
		move(m.Keys[i].Literals)
	}
	for i := range m.Passes {
		for j := range m.Passes[i].Records {
			s := []readmap.Site{m.Passes[i].Records[j].Site}
			move(s)
			m.Passes[i].Records[j].Site = s[0]
		}
	}
	for i := range m.Status {
		for j := range m.Status[i].Fields {
			move(m.Status[i].Fields[j].Writers)
		}
	}
	for i := range m.Suppressions {
		m.Suppressions[i].File = "moved/" + m.Suppressions[i].File
		m.Suppressions[i].Line += 7
		m.Suppressions[i].Reason += " (reworded)"
	}
	for i := range m.Migration.Lifecycles {
		move(m.Migration.Lifecycles[i].Starts)
		move(m.Migration.Lifecycles[i].Stops)
	}
	for i := range m.Primitives {
		for j := range m.Primitives[i].Reached {
			s := []readmap.Site{m.Primitives[i].Reached[j].Site}
			move(s)
			m.Primitives[i].Reached[j].Site = s[0]
		}
	}
}

// TestRemovalsAreAdditionsReversed: swapping base and head turns every
// addition into the removal of the same record and back, except a foreign
// writer, whose removal is a dropped writer.
func TestRemovalsAreAdditionsReversed(t *testing.T) {
	fwd := mapdiff.Diff(load(t, "base.json"), load(t, "head.json"))
	back := mapdiff.Diff(load(t, "head.json"), load(t, "base.json"))
	require.Len(t, back, len(fwd))
	for _, c := range fwd {
		found := false
		for _, r := range back {
			if r.Component == c.Component && r.Subject == c.Subject && r.Func == c.Func && r.Side == c.Side && r.Package == c.Package {
				assert.NotEqual(t, c.Kind.Removal(), r.Kind.Removal(), "%+v / %+v", c, r)
				found = true
			}
		}
		assert.True(t, found, "%+v has no reverse", c)
	}
}

func TestLongListsCollapse(t *testing.T) {
	var cs []mapdiff.Change
	for i := range 11 {
		cs = append(cs, mapdiff.Change{Kind: mapdiff.StatusWriterAdded, Component: "virt-handler", Subject: "S.F", Func: "f", File: "a.go", Line: i + 1})
	}
	cs = append(cs, mapdiff.Change{Kind: mapdiff.ImportEdgeAdded, Component: "virt-api", Subject: "virt-handler"})
	var md bytes.Buffer
	require.NoError(t, mapdiff.WriteMarkdown(&md, cs, "kvlint diff"))
	golden(t, "collapse.md", md.Bytes())
}

func TestReadMapErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	filetest.Write(t, bad, "{\n  \"schema\": \"kvlint-map/v1\",\n  \"status\": 3\n}\n")
	_, err := mapdiff.ReadMap(bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), bad+":3: not a kvlint map")

	old := filepath.Join(dir, "old.json")
	filetest.Write(t, old, `{"schema": "kvlint-map/v0"}`)
	_, err = mapdiff.ReadMap(old)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `schema "kvlint-map/v0", want "kvlint-map/v1"`)

	_, err = mapdiff.ReadMap(filepath.Join(dir, "missing.json"))
	require.Error(t, err)
}

// An import edge's violation code is the one the map recorded for it (the
// code the pass that owns imports declares), not one the diff assumes.
func TestImportEdgeCodeComesFromTheMap(t *testing.T) {
	base, head := load(t, "base.json"), load(t, "head.json")
	for i := range head.Edges {
		if head.Edges[i].Violations > 0 && head.Edges[i].Kind == "imports" {
			head.Edges[i].Code = "XX0001"
		}
	}
	var codes []string
	for _, c := range mapdiff.Diff(base, head) {
		if c.Kind == mapdiff.ImportEdgeAdded {
			codes = append(codes, c.Violation)
		}
	}
	assert.Equal(t, []string{"XX0001"}, codes)
}

// An owner COMPONENT/NAME (a controller of a component) makes a writer of
// that component an owner's writer, not a foreign one; another component
// stays foreign, and so does a component whose name only begins alike.
func TestControllerOwnerIsTheComponentsOwnership(t *testing.T) {
	site := func(comp, fn string) readmap.Site {
		return readmap.Site{Loc: readmap.Loc{File: "f.go", Line: 1, Func: fn}, Component: comp}
	}
	field := func(writers ...readmap.Site) *readmap.Map {
		return &readmap.Map{Status: []readmap.Status{{Type: "a/v1.Status", Fields: []readmap.Field{
			{Field: "GuestOSInfo", Owners: []string{"virt-handler/vm"}, Uses: readmap.Uses{Writers: writers}},
		}}}}
	}
	kinds := map[string]mapdiff.Kind{}
	for _, c := range mapdiff.Diff(field(), field(site("virt-handler", "h.sync"), site("virt-controller", "c.sync"), site("virt-handler-x", "x.sync"))) {
		kinds[c.Component] = c.Kind
	}
	assert.Equal(t, map[string]mapdiff.Kind{
		"virt-handler":    mapdiff.StatusWriterAdded,
		"virt-controller": mapdiff.ForeignStatusWriterAdded,
		"virt-handler-x":  mapdiff.ForeignStatusWriterAdded,
	}, kinds)
}

// A writer that stays while its finding goes is a dropped-violation (the
// policy now allows it), unless a directive in the head suppresses that
// code in that function: then the change is the new suppression, once.
// One whose finding comes is a new-violation.
func TestViolationChanges(t *testing.T) {
	field := func(writer readmap.Site) *readmap.Map {
		return &readmap.Map{Status: []readmap.Status{{Type: "a/v1.Status", Fields: []readmap.Field{
			{Field: "Reason", Owners: []string{"virt-controller"}, Uses: readmap.Uses{Writers: []readmap.Site{writer}}},
		}}}, Suppressions: []readmap.Suppression{}}
	}
	at := func(line int, code string) readmap.Site {
		return readmap.Site{Loc: readmap.Loc{File: "h.go", Line: line, Func: "h.(*C).sync"}, Component: "virt-handler", Violation: code}
	}
	kinds := func(cs []mapdiff.Change) []string {
		var out []string
		for _, c := range cs {
			out = append(out, string(c.Kind)+" "+c.Violation+" "+c.Detail)
		}
		return out
	}
	reported, allowed := field(at(10, "SF1001")), field(at(12, ""))
	assert.Equal(t, []string{"dropped-violation  owned by virt-controller; SF1001 no longer reported"}, kinds(mapdiff.Diff(reported, allowed)))
	assert.Equal(t, []string{"new-violation SF1001 owned by virt-controller"}, kinds(mapdiff.Diff(allowed, reported)))

	ignored := field(at(12, ""))
	ignored.Suppressions = []readmap.Suppression{{Loc: readmap.Loc{File: "h.go", Line: 12, Func: "h.(*C).sync"},
		Component: "virt-handler", Code: "SF1001", Subject: "Reason", Message: "virt-handler writes Reason", Reason: "why"}}
	assert.Equal(t, []string{"new-suppression SF1001 reason: why"}, kinds(mapdiff.Diff(reported, ignored)))
	// An import edge's finding suppressed on its import declaration: the
	// edge is the component's imports of another, which one declaration's
	// directive does not name, so both changes show.
	edge := func(violations int) *readmap.Map {
		m := &readmap.Map{Edges: []readmap.Edge{{From: "virt-api", To: "virt-handler", Kind: "imports", Label: "imports", Count: 1, Violations: violations}},
			Suppressions: []readmap.Suppression{}}
		if violations > 0 {
			m.Edges[0].Code = "HO1001"
		}
		return m
	}
	importIgnored := edge(0)
	importIgnored.Suppressions = []readmap.Suppression{{Loc: readmap.Loc{File: "a.go", Line: 3, Func: "imports"},
		Component: "virt-api", Code: "HO1001", Subject: "virt-api imports virt-handler", Message: "m", Reason: "why"}}
	assert.ElementsMatch(t, []string{"new-suppression HO1001 reason: why", "dropped-violation  1 import; HO1001 no longer reported"},
		kinds(mapdiff.Diff(edge(1), importIgnored)))
	assert.Equal(t, []string{"dropped-violation  1 import; HO1001 no longer reported"}, kinds(mapdiff.Diff(edge(1), edge(0))))
	// A base map saved before kvlint listed suppressions (none read) cannot
	// say which of the head's are new: none is reported, and the finding
	// the head's directive suppresses is still not a dropped violation.
	old := field(at(10, "SF1001"))
	old.Suppressions = nil
	assert.Empty(t, kinds(mapdiff.Diff(old, ignored)))
	// Another code suppressed there does not hide SF1001's going.
	ignored.Suppressions[0].Code = "SF1002"
	assert.ElementsMatch(t, []string{"new-suppression SF1002 reason: why", "dropped-violation  owned by virt-controller; SF1001 no longer reported"},
		kinds(mapdiff.Diff(reported, ignored)))
}

func validate(t *testing.T, schemaFile, file string) {
	t.Helper()
	assert.NoError(t, schematest.Validate(schematest.Docs(t, schemaFile), filetest.Read(t, file)), file)
}

// The diff's JSON is documented by docs/diff-schema.json, and the fixture
// maps are maps as docs/map-schema.json documents them.
func TestDocumentedSchemas(t *testing.T) {
	validate(t, "diff-schema.json", filepath.Join("testdata", "every-kind.json"))
	validate(t, "map-schema.json", filepath.Join("testdata", "base.json"))
	validate(t, "map-schema.json", filepath.Join("testdata", "head.json"))
}

// The schema's kinds are the kinds, in order.
func TestSchemaKinds(t *testing.T) {
	var s struct {
		Defs struct {
			Change struct {
				Properties struct {
					Kind struct {
						Enum []mapdiff.Kind `json:"enum"`
					} `json:"kind"`
				} `json:"properties"`
			} `json:"change"`
		} `json:"$defs"`
	}
	require.NoError(t, json.Unmarshal([]byte(filetest.Read(t, filepath.Join("..", "..", "docs", "diff-schema.json"))), &s))
	assert.Equal(t, mapdiff.Kinds(), s.Defs.Change.Properties.Kind.Enum)
}
