package statusfield_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/statusfield"
)

const roleType = `
  types:
    - type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      values:
        Phase:
          Failed: [virt-controller, virt-handler]
          WaitingForSync: [virt-controller]
      roles:
`

// TestRoleConfigErrors: a role entry that names handler code, a package
// function, a value the type does not list or no values at all is one
// positioned line.
func TestRoleConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"handler predicate", `
        - name: migration target
          is: (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).isMigrationTarget
          values: {Phase: {Failed: []}}
`, `test.yaml:16:15: statusfield.types[0].roles[0]: predicate (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).isMigrationTarget names code outside the API packages (kubevirt.io/api/...)`},
		{"package function", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          while: [kubevirt.io/api/core/v1.IsScheduled]
          values: {Phase: {Failed: []}}
`, `test.yaml:17:19: statusfield.types[0].roles[0]: predicate kubevirt.io/api/core/v1.IsScheduled is not a method or field of a type`},
		{"unlisted field", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          values: {Reason: {Failed: []}}
`, `test.yaml:15:11: statusfield.types[0].roles[0].values.Reason: the type lists no values for Reason`},
		{"unlisted value", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          values: {Phase: {Scheduled: [virt-controller]}}
`, `test.yaml:17:40: statusfield.types[0].roles[0].values.Phase.Scheduled: Scheduled is not listed under the type's values.Phase`},
		{"while-values without while", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          while-values: {Phase: [Failed]}
          values: {Phase: {Failed: []}}
`, `test.yaml:15:11: statusfield.types[0].roles[0].while-values: a role binds by value only where it binds by while: predicates`},
		{"while-values of an unlisted field", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          while: [(kubevirt.io/api/core/v1.VirtualMachineInstance).IsScheduled]
          while-values: {Reason: [Failed]}
          values: {Phase: {Failed: []}}
`, `test.yaml:15:11: statusfield.types[0].roles[0].while-values.Reason: the type lists no values for Reason`},
		{"while-values of an unlisted value", `
        - {name: migration target, is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget,
           while: [(kubevirt.io/api/core/v1.VirtualMachineInstance).IsScheduled], while-values: {Phase: [Scheduled]}, values: {Phase: {Failed: []}}}
`, `test.yaml:15:11: statusfield.types[0].roles[0].while-values.Phase: Scheduled is not listed under the type's values.Phase`},
		{"unknown component", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          values: {Phase: {Failed: [virt-launcher]}}
`, `unknown component "virt-launcher"`},
		{"no predicate", `
        - name: migration target
          values: {Phase: {Failed: []}}
`, `test.yaml:15:11: statusfield.types[0].roles[0]: missing required key "is"`},
		{"unknown key", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          unless: [(kubevirt.io/api/core/v1.VirtualMachineInstance).IsRunning]
          values: {Phase: {Failed: []}}
`, `test.yaml:17:11: statusfield.types[0].roles[0]: unknown key "unless"`},
		{"role twice", `
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          values: {Phase: {Failed: []}}
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTarget
          values: {Phase: {Failed: [virt-controller]}}
`, `test.yaml:18:11: statusfield.types[0].roles[1]: role "migration target" is already listed at test.yaml:15:11; merge the two entries`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := section(t, roleType+tc.body)
			require.Error(t, err)
			require.Contains(t, err.Error(), tc.want)
			require.NotContains(t, err.Error(), "\n")
		})
	}
}

// TestRoleStalePredicate: a predicate the API lacks is a stale selector
// (KV0003) and its role is left out, so no write is reported for it: an
// untestable role would make every write look unguarded.
func TestRoleStalePredicate(t *testing.T) {
	p, err := policy.Parse("test.yaml", []byte("module: [kubevirt.io/kubevirt/...]\n"+head+roleType+`
        - name: migration target
          is: (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTargett
          values: {Phase: {Failed: []}}
`))
	require.NoError(t, err)
	log := stale.NewLog()
	a := statusfield.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	var got diagtest.Errors // the fixture's own wants do not hold under this policy
	res := analysistest.Run(&got, diagtest.TestData(t), a, "kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi")
	for _, r := range res {
		for _, d := range r.Diagnostics {
			require.NotContains(t, d.Message, "migration target", "a role with a missing predicate is skipped")
		}
	}
	var stales []string
	for _, e := range log.Entries() {
		stales = append(stales, e.String())
	}
	require.Len(t, stales, 1)
	require.Contains(t, stales[0], "test.yaml:17:15: KV0003: stale policy entry (statusfield): selector (kubevirt.io/api/core/v1.VirtualMachineInstance).IsMigrationTargett")
}

// TestRoleRelated: a role finding relates the test that bound the role.
func TestRoleRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, statusfield.Def().New, "policy.yaml",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/phases",
	)
	binds := func(at, test string) diagtest.Link {
		return diagtest.Link{At: at, Message: "the role binds here: the path tested " + test}
	}
	handed := func(at, arg string) diagtest.Link {
		return diagtest.Link{At: at, Message: "the role binds here: " + arg + " is passed for a flag the callee tests"}
	}
	open := func(at, who, verb string) diagtest.Link {
		return diagtest.Link{At: at, Message: who + " " + verb + " Phase=Failed here, on a path that neither binds nor rules out the role"}
	}
	for _, c := range []struct {
		at   string
		want []diagtest.Link
	}{
		{"roles.go:13", []diagtest.Link{binds("roles.go:11", "vmi.IsScheduling()")}},
		{"roles.go:11", []diagtest.Link{binds("roles.go:9", "vmi.IsScheduled()")}},
		// A tagged switch's case is related at its values, with the
		// test they make.
		{"rolephases.go:16", []diagtest.Link{binds("rolephases.go:14", "vmi.Status.Phase == v1.Scheduling || vmi.Status.Phase == v1.Scheduled")}},
		// A write through a helper relates the helper's write as well.
		{"rolecalls.go:34", []diagtest.Link{binds("rolecalls.go:32", "vmi.IsScheduled()"), open("rolecalls.go:15", "vmi.markFailed", "sets")}},
		// A value returned where the role is open relates its return; so
		// does another function's value returned under the test.
		{"rolereturns.go:16", []diagtest.Link{binds("rolereturns.go:15", "vmi.IsScheduled()"), open("rolereturns.go:11", "phases.VirtualMachineController.podGonePhase", "returns")}},
		{"rolereturns.go:37", []diagtest.Link{binds("rolereturns.go:36", "vmi.IsScheduled()"), open("rolereturns.go:32", "phases.VirtualMachineController.gonePhase", "returns")}},
		// Through two functions: the one called, and its return.
		{"rolereturns.go:93", []diagtest.Link{binds("rolereturns.go:92", "vmi.IsScheduled()"), open("rolereturns.go:88", "phases.VirtualMachineController.passGonePhase", "returns")}},
		// A predicate handed as a flag binds at the argument.
		{"rolecalls.go:151", []diagtest.Link{handed("rolecalls.go:151", "vmi.IsScheduled()"), open("rolecalls.go:133", "vmi.failIfPending", "sets")}},
		// Another package's helper relates its write by the position its
		// fact carries: one whose own path binds the role, and one open
		// under a flag the caller's argument binds.
		{"rolecalls.go:75", []diagtest.Link{{At: "predicates.go:64", Message: "controller.FailScheduledIfGone sets Phase=Failed here, where its own path binds the role"}}},
		{"rolecalls.go:175", []diagtest.Link{handed("rolecalls.go:175", "vmi.IsScheduling()"), open("predicates.go:72", "controller.FailIfPending", "sets")}},
		// An interface call relates the implementation's write.
		{"rolecalls.go:101", []diagtest.Link{binds("rolecalls.go:100", "vmi.IsScheduled()"), open("rolecalls.go:90", "vmi.podFailer.fail", "sets")}},
	} {
		diagtest.CheckRelated(t, ds, "SF1002", c.at, c.want...)
	}
}

// TestReturnedValueRelated: a value another package's function returns
// relates the place there that spells the constant, also through a local
// variable and that package's own functions.
func TestReturnedValueRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, statusfield.Def().New, "policy.yaml", "kubevirt.io/kubevirt/pkg/virt-handler/phases")
	from := func(at, value string) diagtest.Link {
		return diagtest.Link{At: at, Message: "the value " + value + " comes from here"}
	}
	diagtest.CheckRelated(t, ds, "SF1002", "shared.go:11", from("phaseutil.go:13", "Scheduling"))
	diagtest.CheckRelated(t, ds, "SF1002", "shared.go:19", from("phaseutil.go:13", "Scheduling"))
	diagtest.CheckRelated(t, ds, "SF1002", "shared.go:24", from("phaseutil.go:44", "Pending"))
}
