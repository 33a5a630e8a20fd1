package statusfield_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/statusfield"
)

const head = `version: 1
components:
  virt-controller: [kubevirt.io/kubevirt/pkg/virt-controller/...]
  virt-handler: [kubevirt.io/kubevirt/pkg/virt-handler/...]
statusfield:
`

func section(t *testing.T, body string) error {
	t.Helper()
	p := policytest.Parse(t, "test.yaml", head+body)
	_, err := p.Section(statusfield.Def().SectionKey(), statusfield.Def().NewSection)
	return err
}

// TestConfigErrors: every malformed entry is one positioned line.
func TestConfigErrors(t *testing.T) {
	policytest.BodyErrors(t, section, []struct{ Name, Body, Want string }{
		{"allow narrowed two ways", `
  allow:
    - function: a/b.F
      patch: /status
      fields: [Status]
      reason: r
`, `test.yaml:8:7: statusfield.allow[0]: patch and fields each narrow the exemption to one kind of write; give one (two entries for both)`},
		{"allow field not a path", `
  allow:
    - function: a/b.F
      fields: [status/phase]
      reason: r
`, `statusfield.allow[0].fields: "status/phase" is not a dotted Go field path`},
		{"type without path", `
  types:
    - type: VirtualMachineInstanceStatus
      owners: [virt-controller]
`, `test.yaml:8:7: statusfield.types[0].type: "VirtualMachineInstanceStatus" is not import/path.TypeName`},
		{"unknown owner", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      owners: [virt-contoller]
`, `test.yaml:9:16: unknown component "virt-contoller" (known: virt-controller, virt-handler)`},
		{"unknown field owner", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      fields:
        NodeName: [virt-handler, virt-launcher]
`, `test.yaml:10:34: unknown component "virt-launcher"`},
		{"bad field path", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      fields:
        migrationState/targetNode: [virt-handler]
`, `statusfield.types[0].fields: "migrationState/targetNode" is not a dotted Go field path`},
		{"bad value name", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      values:
        Phase:
          "Running!": [virt-handler]
`, `statusfield.types[0].values.Phase: "Running!" is not a Go constant name`},
		{"duplicate type", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
`, `test.yaml:9:7: statusfield.types[1]: type kubevirt.io/api/core/v1.VirtualMachineInstanceStatus is already listed at test.yaml:8:7; merge the two entries`},
		{"unknown op", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      patch:
        - {selector: kubevirt.io/kubevirt/pkg/apimachinery/patch.WithMove, op: move}
`, `statusfield.types[0].patch[0].op: unknown JSON-patch operation "move" (write add, replace, remove or test)`},
		{"remove with value", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      patch:
        - {selector: kubevirt.io/kubevirt/pkg/apimachinery/patch.WithRemove, op: remove, value-arg: 1}
`, `statusfield.types[0].patch[0].value-arg: a remove operation has no value; delete value-arg`},
		{"bad selector", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      patch:
        - {selector: "patch.(WithAdd", op: add}
`, `statusfield.types[0].patch[0].selector: bad selector`},
		{"allow without reason", `
  allow:
    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.expandedView
`, `statusfield.allow[0]: missing required key "reason"`},
		{"unknown key", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      owner: [virt-controller]
`, `statusfield.types[0]: unknown key "owner"`},
	})
}

// TestRemoversConfigErrors: a removers entry names a listed value (else
// one positioned line at decoding) of a field of a list's elements (else an
// error when a package first meets the type).
func TestRemoversConfigErrors(t *testing.T) {
	policytest.BodyErrors(t, section, []struct{ Name, Body, Want string }{
		{"remover of an unlisted value", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      values:
        Conditions.Type:
          VirtualMachineInstanceReady: [virt-controller]
      removers:
        Conditions.Type:
          VirtualMachineInstancePaused: [virt-handler]
`, `test.yaml:14:42: statusfield.types[0].removers.Conditions.Type: VirtualMachineInstancePaused has no owners under values.Conditions.Type; list the value there first`},
		{"unknown remover", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      removers:
        Conditions.Type:
          VirtualMachineInstanceReady: [virt-handlr]
`, `test.yaml:11:41: unknown component "virt-handlr"`},
	})
}

// TestControllerConfigErrors: a malformed controller entry, or an owner
// naming a controller that is not declared, is one positioned line.
func TestControllerConfigErrors(t *testing.T) {
	policytest.BodyErrors(t, section, []struct{ Name, Body, Want string }{
		{"unknown controller", `
  controllers:
    - {name: vm, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-handler.VirtualMachineController]}
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      fields:
        Interfaces: [virt-handler/migration]
`, `test.yaml:12:22: unknown controller "migration" of virt-handler (declared: virt-handler/vm); declare it under statusfield.controllers`},
		{"controller receiver of another component", `
  controllers:
    - {name: vm, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-controller/watch.Controller]}
`, `statusfield.controllers[0].receivers[0]: kubevirt.io/kubevirt/pkg/virt-controller/watch.Controller is code of virt-controller, not of virt-handler or shared code`},
		{"receiver of two controllers", `
  controllers:
    - {name: vm, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-handler.C]}
    - {name: other, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-handler.C]}
`, `statusfield.controllers[1].receivers[0]: kubevirt.io/kubevirt/pkg/virt-handler.C is already a receiver of controller virt-handler/vm; a method is one controller's`},
		{"controller twice", `
  controllers:
    - {name: vm, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-handler.C]}
    - {name: vm, component: virt-handler, receivers: [kubevirt.io/kubevirt/pkg/virt-handler.D]}
`, `test.yaml:9:7: statusfield.controllers[1]: controller virt-handler/vm is already listed at test.yaml:8:7; merge the two entries`},
		{"controller without receivers", `
  controllers:
    - {name: vm, component: virt-handler}
`, `missing required key "receivers"`},
	})
}

// TestConfigOK: the test policy and the embedded kubevirt profile decode.
func TestConfigOK(t *testing.T) {
	for _, load := range []func() (*policy.Policy, error){
		func() (*policy.Policy, error) { return policy.LoadFile("testdata/policy.yaml") },
		func() (*policy.Policy, error) { return policy.Builtin("kubevirt") },
	} {
		p, err := load()
		require.NoError(t, err)
		s, err := p.Section(statusfield.Def().SectionKey(), statusfield.Def().NewSection)
		require.NoError(t, err)
		require.NotEmpty(t, s.(*statusfield.Config).Types)
	}
}

// TestTypeErrors: what only the Go types show is malformed fails when a
// package first meets the type: a type that is not a struct, removers of a
// field that is no list element's.
func TestTypeErrors(t *testing.T) {
	for _, tc := range []struct{ body, want string }{
		{`
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstancePhase
`, "statusfield: type kubevirt.io/api/core/v1.VirtualMachineInstancePhase is not a named struct type"},
		{`
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      values:
        Phase:
          Running: [virt-handler]
      removers:
        Phase:
          Running: [virt-controller]
`, "test.yaml:15:21: statusfield: type v1.VirtualMachineInstanceStatus: removers.Phase: the field is not one of a list's elements (write a path through the list, like Conditions.Type)"},
	} {
		p, err := policy.Parse("test.yaml", []byte("module: [kubevirt.io/kubevirt/...]\n"+head+tc.body))
		require.NoError(t, err)
		var got diagtest.Errors
		analysistest.Run(&got, diagtest.TestData(t), statusfield.Def().New(passkit.FromPolicy(p)), "kubevirt.io/kubevirt/pkg/controller")
		require.Contains(t, got.String(), tc.want)
	}
}

// TestStaleEntries: an entry naming a type, field or constant the code lacks
// is a stale entry (KV0003), recorded once with its position, and the pass
// runs: no analysis error.
func TestStaleEntries(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"no such type", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatuss
`, `test.yaml:9:7: KV0003: stale policy entry (statusfield): statusfield: type kubevirt.io/api/core/v1.VirtualMachineInstanceStatuss: package kubevirt.io/api/core/v1 declares no type VirtualMachineInstanceStatuss`},
		{"no such field", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      fields:
        MigrationState.TargetNodes: [virt-handler]
`, `test.yaml:11:38: KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: fields.MigrationState.TargetNodes: no field TargetNodes in v1.VirtualMachineInstanceMigrationState`},
		{"no such constant", `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      values:
        Phase:
          Runing: [virt-handler]
`, `KV0003: stale policy entry (statusfield): statusfield: type v1.VirtualMachineInstanceStatus: values.Phase: Runing is not a constant of type v1.VirtualMachineInstancePhase (known: Failed, Pending, Running, Scheduled, Scheduling, Succeeded, Unknown, VmPhaseUnset, WaitingForSync)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := policytest.Parse(t, "test.yaml", "module: [kubevirt.io/kubevirt/...]\n"+head+tc.body)
			var got diagtest.Errors
			entries := diagtest.Stale(&got, diagtest.TestData(t), statusfield.Def().New, p, "kubevirt.io/kubevirt/pkg/controller")
			for _, e := range got {
				require.NotContains(t, e, "statusfield: type", "a stale entry must not be an analysis error")
			}
			require.Len(t, entries, 1)
			require.Contains(t, entries[0], tc.want)
		})
	}
}

// TestStaleAllowEntries: an allow entry whose function the run analysed but
// which makes no status write it covers is one stale entry (KV0003): a
// function that writes no status, one narrowed to a patch path it does
// not patch, and one narrowed to a field it does not assign. The fixture's own entries cover writes and are not stale, and
// the findings are unchanged.
func TestStaleAllowEntries(t *testing.T) {
	data := filetest.Read(t, "testdata/policy.yaml")
	extra := `    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.describe
      reason: an entry for a function that writes no status
    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.createDefaults
      patch: /status/phase
      reason: narrowed to a path it does not patch
    - function: kubevirt.io/kubevirt/pkg/virt-api/rest.putBack
      fields: [Status.Phase]
      reason: narrowed to a field it does not assign
`
	p := policytest.Parse(t, "policy.yaml", data+extra)
	got := diagtest.Stale(t, diagtest.TestData(t), statusfield.Def().New, p, "kubevirt.io/kubevirt/pkg/virt-api/rest")
	n := strings.Count(data, "\n")
	assert.Equal(t, []string{
		fmt.Sprintf("policy.yaml:%d:7: KV0003: stale policy entry (statusfield): statusfield.allow kubevirt.io/kubevirt/pkg/virt-api/rest.describe: the function's own body writes no status field (an allow entry covers only the writes in the body it names)", n+1),
		fmt.Sprintf("policy.yaml:%d:7: KV0003: stale policy entry (statusfield): statusfield.allow kubevirt.io/kubevirt/pkg/virt-api/rest.createDefaults: the function makes no JSON-patch operation on /status/phase", n+3),
		fmt.Sprintf("policy.yaml:%d:7: KV0003: stale policy entry (statusfield): statusfield.allow kubevirt.io/kubevirt/pkg/virt-api/rest.putBack: the function's own body assigns no status field through Status.Phase", n+6),
	}, got)
}

// TestStaleReceiverPackage: a controller's receiver in a package the tree
// lacks is one stale entry naming the type as written (it printed the
// decoded struct, {pkg Type pos}, while migrationpair's type names printed
// pkg.Type).
func TestStaleReceiverPackage(t *testing.T) {
	data := filetest.Read(t, "testdata/controllers/policy.yaml")
	const recv = "receivers: [kubevirt.io/kubevirt/pkg/virt-handler/ctl.VirtualMachineController"
	require.Contains(t, data, recv)
	p := policytest.Parse(t, "policy.yaml", strings.Replace(data, recv, recv+", kubevirt.io/kubevirt/pkg/virt-handler/gone.Controller", 1))
	log := stale.NewLog()
	analysistest.Run(t, diagtest.TestData(t, "controllers"), statusfield.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log}), "kubevirt.io/kubevirt/pkg/virt-handler/ctl")
	log.Patterns.Check([]string{"kubevirt.io/kubevirt/pkg/virt-handler/ctl"})
	var got []string
	for _, l := range diagtest.StaleLines(log) {
		if strings.Contains(l, "(statusfield)") {
			got = append(got, l)
		}
	}
	require.Len(t, got, 1, "%q", got)
	assert.True(t, strings.HasSuffix(got[0], ": KV0003: stale policy entry (statusfield): statusfield.controllers[0].receivers[1]: kubevirt.io/kubevirt/pkg/virt-handler/gone.Controller: no package kubevirt.io/kubevirt/pkg/virt-handler/gone in the tree"), got[0])
}

// TestStaleSetter: a setter the analysed package lacks is one stale entry
// (KV0003, judged as every selector is); a negative argument index or no
// args is a configuration error at the entry.
func TestStaleSetter(t *testing.T) {
	data := filetest.Read(t, "testdata/policy.yaml")
	const set = "    - {api: k8s.io/apimachinery/pkg/api/meta.ResetConditions, args: [0]}\n"
	require.Contains(t, data, set)
	gone := strings.Replace(data, set, set+"    - {api: k8s.io/apimachinery/pkg/api/meta.SetStatusConditionGone, args: [0]}\n", 1)
	p := policytest.Parse(t, "policy.yaml", gone)
	got := diagtest.Stale(t, diagtest.TestData(t), statusfield.Def().New, p, "kubevirt.io/kubevirt/pkg/virt-handler/backup")
	require.Len(t, got, 1)
	assert.Contains(t, got[0], "k8s.io/apimachinery/pkg/api/meta.SetStatusConditionGone")

	policytest.BodyErrors(t, section, []struct{ Name, Body, Want string }{
		{"negative argument index", `
  setters:
    - {api: k8s.io/apimachinery/pkg/api/meta.SetStatusCondition, args: [-1]}
`, `test.yaml:8:7: statusfield.setters[0]: argument index -1 is negative; count arguments from 0`},
		{"setter without args", `
  setters:
    - {api: k8s.io/apimachinery/pkg/api/meta.SetStatusCondition}
`, `missing required key "args"`},
	})
}
