package readmap_test

import (
	"fmt"
	"path"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/readmap"
)

// funcs lists "component func" of sites.
func funcs(ss []readmap.Site) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.Component+" "+s.Func)
	}
	return out
}

func field(t *testing.T, m *readmap.Map, name, value string) readmap.Field {
	t.Helper()
	for _, st := range m.Status {
		for _, f := range st.Fields {
			if f.Field == name && f.Value == value {
				return f
			}
		}
	}
	t.Fatalf("no status row %s=%s", name, value)
	return readmap.Field{}
}

// What the map says about its fixture tree, part by part: the facts a
// reader relies on, each from the code.
func TestMapOfTheFixtureTree(t *testing.T) {
	m := makeMap(t, trees(t)[0])
	for _, part := range []struct {
		name  string
		check func(*testing.T, *readmap.Map)
	}{
		{"entries", mapEntries},
		{"keys", mapKeys},
		{"status", mapStatus},
		{"migration", mapMigration},
		{"primitives", mapPrimitives},
		{"edges", mapEdges},
		{"reading", mapReading},
	} {
		t.Run(part.name, func(t *testing.T) { part.check(t, m) })
	}
}

// Entry points: the program, its controller loops, its informer handlers.
func mapEntries(t *testing.T, m *readmap.Map) {
	var ctrl readmap.Component
	for _, c := range m.Components {
		if c.Name == "virt-controller" {
			ctrl = c
		}
	}
	var kinds []string
	for _, e := range ctrl.Entries {
		kinds = append(kinds, e.Kind+" "+e.Name+" "+e.Detail)
	}
	assert.Contains(t, kinds, "main main ")
	assert.Contains(t, kinds, "run vmi.(*Controller).Execute ")
	// A controller-runtime reconciler's loop; Reconcile of other shapes
	// (a method returning error, a function) is no loop.
	assert.Contains(t, kinds, "run export.(*Reconciler).Reconcile ")
	assert.Contains(t, kinds, "run export.(*AliasReconciler).Reconcile ")
	assert.NotContains(t, kinds, "run export.(*target).Reconcile ")
	assert.NotContains(t, kinds, "run export.Reconcile ")
	// controller-runtime watches, the builder's and the controller's, named
	// by the function that sets them up; a For that is no builder method
	// and a watch at package level are not listed.
	assert.Contains(t, kinds, "watch export.setupWithManager builder.For of export.Export")
	assert.Contains(t, kinds, "watch export.setupWithManager builder.Owns of export.Pod")
	assert.Contains(t, kinds, "watch export.setupWithManager builder.Watches of export.Service")
	assert.Contains(t, kinds, "watch export.setupWithManager source.Channel of events")
	assert.Contains(t, kinds, "watch export.add source.Kind of export.Export")
	assert.Contains(t, kinds, "watch export.add source.Kind of obj")
	assert.Contains(t, kinds, "watch export.add source.Kind of export.Service")
	assert.Contains(t, kinds, "watch vmi.watchPods source.Kind of pod")
	var watches int
	for _, k := range kinds {
		if strings.HasPrefix(k, "watch ") {
			watches++
		}
	}
	assert.Equal(t, 8, watches, "watches: %q", kinds)
	assert.Contains(t, kinds, "informer vmi.(*Controller).addVMI AddFunc on c.vmiInformer")
	assert.Contains(t, kinds, "informer func literal DeleteFunc on c.vmiInformer")
	// A handler held in a variable, one a filtering handler wraps (with the
	// detailed add function); not a type of the same name elsewhere.
	assert.Contains(t, kinds, "informer vmi.(*Controller).updateVMI UpdateFunc on c.vmiInformer")
	assert.Contains(t, kinds, "informer vmi.(*Controller).addListed AddFunc on c.vmiInformer")
	assert.NotContains(t, kinds, "informer vmi.(*Controller).decoyAdd AddFunc on c.vmiInformer")
	assert.Contains(t, kinds, "uses vmi.NewController used by kubevirt.io/kubevirt/cmd/virt-controller")
}

// Handoff keys: the controller sets the node label, the handler reads
// it; a key put in a set (map[string]bool) is read, one put on an
// object's labels written; a key nobody uses is not listed.
func mapKeys(t *testing.T, m *readmap.Map) {
	keys := map[string]readmap.Key{}
	for _, k := range m.Keys {
		keys[k.Name] = k
	}
	nodeName := keys["kubevirt.io/api/core/v1.NodeNameLabel"]
	assert.Equal(t, []string{"virt-api virtapi.Label", "virt-controller vmi.(*Controller).sync"}, funcs(nodeName.Writers))
	assert.NotContains(t, keys, "kubevirt.io/api/core/v1.UnusedLabel")
	how := func(ss []readmap.Site) []string {
		var out []string
		for _, s := range ss {
			out = append(out, s.Func+": "+s.Note)
		}
		return out
	}
	assert.Equal(t, []string{"virtapi.Restrict: set[key] =", "vmi.dynamicLabels: value", "vmi.selectorKeys: append(…)", "virthandler.mine: literal of a named map type", "virthandler.(*VirtualMachineController).execute: m[key]"},
		how(nodeName.Readers), "a label set is a selector, a list of labels to copy a list, a set of keys a lookup: all read the key")
	createdBy := keys["kubevirt.io/api/core/v1.CreatedByLabel"]
	assert.Equal(t, []string{"virtapi.UnlabelPatch: patch text", "vmi.(*Controller).sync: map literal", "vmi.(*Controller).forget: delete"}, how(createdBy.Writers),
		"a merge patch typed by hand that puts the key among the labels writes it")
	assert.Equal(t, []string{": set literal", "virtapi.Selector: Sprintf(…)"}, how(createdBy.Readers),
		"a package-level set of restricted labels, a label selector: both read the key")
	assert.Equal(t, []string{"vmi.(*Controller).adopt: append", "vmi.adopted: finalizer list", "vmi.(*Controller).sync: AddFinalizer(…)"},
		how(keys["kubevirt.io/api/core/v1.VirtualMachineControllerFinalizer"].Writers), "a finalizer appended or in an object literal's list is set")
}

// Status: writes and reads per field; a comparison in a switch reads
// the value, an assignment does not.
func mapStatus(t *testing.T, m *readmap.Map) {
	nn := field(t, m, "NodeName", "")
	assert.Equal(t, []string{"virt-controller vmi.(*Controller).sync"}, funcs(nn.Writers))
	assert.Equal(t, []string{"virt-handler virthandler.(*VirtualMachineController).execute"}, funcs(nn.Readers))
	assert.Empty(t, nn.Note)
	assert.Equal(t, []string{"virt-handler virthandler.(*VirtualMachineController).execute"}, funcs(field(t, m, "Phase", "Scheduled").Readers))
	running := field(t, m, "Phase", "Running")
	assert.Empty(t, running.Readers, "vmi.Status.Phase = v1.Running is a write, not a read")
	assert.Empty(t, running.Note, "a value read into a variable is not followed: never called unread")
	succeeded := field(t, m, "Phase", "Succeeded")
	assert.Empty(t, succeeded.Writers)
	assert.Equal(t, readmap.ReadNotWritten, succeeded.Note, "every write of Phase is a constant")
	assert.Equal(t, readmap.WrittenNotRead, field(t, m, "GuestOSInfo", "").Note)
	assert.Equal(t, []string{"virt-handler"}, field(t, m, "GuestOSInfo", "").Owners)
}

// Migration: the target proxy is started on the target side and
// stopped from code of no side.
func mapMigration(t *testing.T, m *readmap.Map) {
	require.Len(t, m.Migration.Lifecycles, 1)
	lc := m.Migration.Lifecycles[0]
	require.Len(t, lc.Starts, 1)
	assert.Equal(t, "target", lc.Starts[0].Side)
	require.Len(t, lc.Stops, 1)
	assert.Equal(t, "", lc.Stops[0].Side)
	require.NotNil(t, lc.StartDecl)
	assert.Equal(t, "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy/proxy.go", lc.StartDecl.File)
}

// Primitives: the mount wrapper's entry point, who reaches it (virt-api
// is not allowed, nor virt-controller, by an import), and the setup code
// outside the network wrapper.
func mapPrimitives(t *testing.T, m *readmap.Map) {
	cats := map[string]readmap.Category{}
	for _, c := range m.Primitives {
		cats[c.Name] = c
	}
	mount := cats["mount"]
	require.Len(t, mount.Entries, 1)
	assert.Equal(t, "mount.Mount", mount.Entries[0].Func)
	reach := map[string]bool{}
	for _, r := range mount.Reached {
		reach[r.Component] = r.Allowed
		if r.Component == "virt-controller" {
			// No call of virt-controller mounts: its import of a
			// package whose initialization does is where it reaches.
			assert.Equal(t, []string{"init of kubevirt.io/kubevirt/pkg/util/startup", "startup.init", "mount.Mount", "unix.Mount"}, r.Site.Chain)
			assert.Equal(t, "kubevirt.io/kubevirt/pkg/virt-controller/bootstrap/bootstrap.go", r.Site.File)
			assert.Equal(t, "HP1002", r.Site.Violation)
		}
	}
	// The shared package whose init mounts is shown too, as shared code
	// outside the wrappers.
	assert.Equal(t, map[string]bool{"shared": true, "virt-api": false, "virt-controller": false, "virt-handler": true}, reach)
	require.Len(t, cats["netns"].Raw, 1)
	assert.Equal(t, "HP1001", cats["netns"].Raw[0].Violation)
}

// The handoff graph: the import the policy forbids is a violation.
func mapEdges(t *testing.T, m *readmap.Map) {
	var imports readmap.Edge
	for _, e := range m.Edges {
		if e.Kind == readmap.EdgeImports && e.From == "virt-controller" && e.To == "virt-handler" {
			imports = e
		}
	}
	assert.Equal(t, 1, imports.Violations)
}

// Every answer links somewhere.
func mapReading(t *testing.T, m *readmap.Map) {
	require.Len(t, m.Reading, 6)
	for _, a := range m.Reading {
		assert.NotEmpty(t, a.Links, a.Question)
	}
	// Who makes Pods: the package that creates them counts its informer
	// handlers and its controller-runtime watch, and links the watch.
	pods := m.Reading[1]
	assert.Contains(t, pods.Answer, "4 informer handler(s) watch the objects, and 1 controller-runtime watch(es)")
	var texts []string
	for _, l := range pods.Links {
		texts = append(texts, l.Text)
	}
	assert.Contains(t, texts, "vmi.watchPods (source.Kind of pod)")
}

// A condition taken out of the list has a row of its own, apart from the
// row of setting it, with who may remove it: its owners and its removers.
func TestMapRemovalRows(t *testing.T) {
	m := makeMap(t, trees(t)[4])
	require.Equal(t, "statusfield", trees(t)[4].name)
	removal := func(value string) readmap.Field {
		t.Helper()
		for _, st := range m.Status {
			for _, f := range st.Fields {
				if f.Field == "Conditions.Type" && f.Value == value && f.Removed {
					return f
				}
			}
		}
		t.Fatalf("no removal row for %s", value)
		return readmap.Field{}
	}
	paused := removal("VirtualMachineInstancePaused")
	assert.Equal(t, []string{"virt-handler"}, paused.Owners)
	assert.Contains(t, funcs(paused.Writers), "virt-controller vmi.removeHandlerCondition")
	ready := removal("VirtualMachineInstanceReady")
	assert.Equal(t, []string{"virt-controller", "virt-handler"}, ready.Owners, "the owner and the removers entry")
	set := field(t, m, "Conditions.Type", "VirtualMachineInstanceReady")
	assert.False(t, set.Removed)
	assert.Equal(t, []string{"virt-controller"}, set.Owners, "setting stays the owner's")
	// The handler's function both removes Ready (allowed) and sets it (not).
	violation := func(f readmap.Field) []string {
		var out []string
		for _, w := range f.Writers {
			if w.Func == "virthandler.domainGone" {
				out = append(out, w.Violation)
			}
		}
		return out
	}
	assert.Equal(t, []string{""}, violation(ready))
	assert.Equal(t, []string{"SF1002"}, violation(set))
}

// One write makes a site per field it writes, at one position; only the
// fields the writer may not write are violations, though the finding sits
// at the same position as the others (the whole status assigned, a JSON
// patch of several fields, a patch path variable with two constants).
func TestMapViolationsPerField(t *testing.T) {
	m := makeMap(t, trees(t)[4])
	require.Equal(t, "statusfield", trees(t)[4].name)
	markValue := func(name, value, fn string) []string {
		t.Helper()
		var out []string
		for _, st := range m.Status {
			for _, f := range st.Fields {
				for _, w := range f.Writers {
					if f.Field == name && f.Value == value && !f.Removed && w.Func == fn {
						out = append(out, fmt.Sprintf("%s:%d %s", path.Base(w.File), w.Line, w.Violation))
					}
				}
			}
		}
		return out
	}
	mark := func(name, fn string) []string { t.Helper(); return markValue(name, "", fn) }
	// vmi.Status = old.Status in virt-controller: SF1001 for the handler's
	// fields; the controller's own ActivePods, written by the same
	// statement, is no violation.
	assert.Equal(t, []string{"lifecycle.go:59 "}, mark("ActivePods", "vmi.notOwned"))
	assert.Equal(t, []string{"lifecycle.go:45 SF1001"}, mark("EvacuationNodeName", "vmi.notOwned"))
	// A patch path variable that is /status/interfaces (the handler's)
	// or /status/reason (the controller's): only Reason is the violation.
	assert.Equal(t, []string{"pathparams.go:80 "}, mark("Interfaces", "virthandler.pathInVariable"))
	assert.Equal(t, []string{"pathparams.go:80 SF1003"}, mark("Reason", "virthandler.pathInVariable"))
	// A literal of the migration state: TargetNode is the controller's,
	// Completed the handler's own.
	assert.Equal(t, []string{"vm.go:53 SF1001"}, mark("TargetNode", "virthandler.notOwned"))
	assert.Equal(t, []string{"vm.go:54 "}, mark("Completed", "virthandler.notOwned"))
	// A call into shared code that writes Reason (the controller's) and
	// sets Phase=Failed (the handler may): only Reason is the violation.
	assert.Equal(t, []string{"vm.go:66 SF1001"}, mark("Reason", "virthandler.throughShared"))
	assert.Equal(t, []string{"vm.go:66 "}, markValue("Phase", "Failed", "virthandler.throughShared"))
}
