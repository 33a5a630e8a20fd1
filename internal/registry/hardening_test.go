package registry_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
)

// positioned is a one-line configuration error that starts with file:line:col.
var positioned = regexp.MustCompile(`^p\.yaml:\d+:\d+: [^\n]+$`)

// loadAll parses text and decodes every pass's section, as every driver does
// at start-up; it must return an error, never panic.
func loadAll(text string) (err error) {
	p, err := policy.Parse("p.yaml", []byte(text))
	if err != nil {
		return err
	}
	return registry.Validate(p)
}

// badPolicy is a policy text that must fail to load with an error
// containing want.
type badPolicy struct{ name, text, want string }

// assertBadPolicies checks that each case loads without a panic into a
// positioned one-line error containing its want.
func assertBadPolicies(t *testing.T, cases []badPolicy) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { err = loadAll(c.text) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Regexp(t, positioned, err.Error())
		})
	}
}

// Inputs that crashed a driver at start-up: each must be a positioned
// one-line error.
func TestBadPoliciesAreErrorsNotPanics(t *testing.T) {
	const ext = "version: 1\nextends: kubevirt\n"
	cases := []badPolicy{
		{"shared component with no patterns", "version: 1\ncomponents:\n  shared: []\n", `p.yaml:3:3: components: "shared" is reserved`},
		{"shared component null", "version: 1\ncomponents:\n  shared:\n", `p.yaml:3:3: components.shared: empty value`},
		{"null statusfield type", ext + "statusfield:\n  types:\n    - ~\n", "p.yaml:5:7: statusfield.types[0]: empty list item"},
		{"null statusfield allow", ext + "statusfield:\n  allow: [~]\n", "p.yaml:4:11: statusfield.allow[0]: empty list item"},
		{"null patch helper", ext + "statusfield:\n  types:\n    - type: a/b.T\n      owners: [virt-handler]\n      patch: [~]\n", "p.yaml:7:15: statusfield.types[0].patch[0]: empty list item"},
		{"null lifecycle", ext + "migration:\n  lifecycles:\n    -\n", "p.yaml:5:6: migration.lifecycles[0]: empty list item"},
		{"null hostprim rule", ext + "hostprim:\n  categories: [null]\n", "p.yaml:4:16: hostprim.categories[0]: empty list item"},
		{"null handoff entry", ext + "handoff: {exemptions: [~]}\n", "p.yaml:3:24: handoff.exemptions[0]: empty list item"},
		{"null value-arg", ext + "statusfield:\n  types:\n    - type: a/b.T\n      owners: [virt-handler]\n      patch: [{selector: a/b.F, op: add, value-arg: ~}]\n", "p.yaml:7:42: statusfield.types[0].patch[0].value-arg: empty value"},
		{"null module entry", "version: 1\nmodule:\n  -\n", "p.yaml:3:4: module[0]: empty list item"},
	}
	assertBadPolicies(t, cases)
}

// Values of the wrong YAML type used to be converted: each is now an error.
func TestTypeLaxityIsAnError(t *testing.T) {
	const ext = "version: 1\nextends: kubevirt\n"
	cases := []badPolicy{
		{"integer for a boolean", ext + "hostprim:\n  bare-exec: {enabled: 1}\n", `p.yaml:4:24: hostprim.bare-exec.enabled: want true or false, found the scalar "1"`},
		{"string for a boolean", ext + "hostprim:\n  bare-exec: {enabled: \"true\"}\n", `hostprim.bare-exec.enabled: want true or false`},
		{"string for an integer", ext + "handoff:\n  keys: {min-length: \"5\"}\n", `p.yaml:4:22: handoff.keys.min-length: want an integer, found the scalar "5"`},
		{"blank reason", ext + "statusfield:\n  allow:\n    - {function: a/b.F, reason: \"   \"}\n", "p.yaml:5:33: statusfield.allow[0].reason: must not be empty"},
		{"selector with a type but no parentheses", ext + "statusfield:\n  allow:\n    - {function: k8s.io/api/core/v1.Pod.DeepCopy, reason: r}\n", `Pod looks like a type, so this names a method: write (k8s.io/api/core/v1.Pod).DeepCopy`},
		{"selector with dots for a package", ext + "statusfield:\n  allow:\n    - {function: ...F, reason: r}\n", `import path ".." is relative`},
		{"status type that names a relative package", ext + "statusfield:\n  types:\n    - {type: ./pkg.T, owners: [virt-handler]}\n", `p.yaml:5:7: statusfield.types[0].type: "./pkg.T" is not import/path.TypeName`},
		{"migration receiver with a field", ext + "migration:\n  sides:\n    source:\n      receivers: [k8s.io/api/core/v1.Pod.Spec]\n", `p.yaml:6:19: migration.sides.source.receivers[0]: bad type name "k8s.io/api/core/v1.Pod.Spec": Pod looks like a type`},
		{"migration function glob in a relative package", ext + "migration:\n  sides:\n    source:\n      functions: [\"../x.Migrate*\"]\n", `import path "../x" is relative`},
		{"receiver selector with a field", ext + "statusfield:\n  allow:\n    - {function: (k8s.io/api/core/v1.Pod.Spec).Size, reason: r}\n", `Pod looks like a type: the receiver is pkg/path.Type`},
		{"blank exec name", ext + "hostprim:\n  categories:\n    mount:\n      exec: [\" \"]\n", `p.yaml:6:14: hostprim.categories.mount.exec[0]: `},
		{"blank component reference", ext + "hostprim:\n  categories:\n    mount:\n      components: [\"\"]\n", `p.yaml:6:20: hostprim.categories.mount.components[0]: empty value`},
		{"selector with an empty element", ext + "statusfield:\n  allow:\n    - {function: a.b//c.F, reason: r}\n", `import path "a.b//c" has an empty element`},
	}
	assertBadPolicies(t, cases)
}

// An error in a list that extends: merged with the profile's names the
// user's file, line and index in the user's list, whether the decoder or
// the pass's Validate finds it, and whether the entry before it replaced a
// profile entry or was added (kvlint e371f1d named the merged list's index,
// statusfield.types[5] here).
func TestMergedListErrorsNameTheUsersIndex(t *testing.T) {
	const ext = "version: 1\nextends: kubevirt\n"
	replace := "    - {type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus, owners: [virt-handler]}\n"
	assertBadPolicies(t, []badPolicy{
		{"decoder, after a replacing entry", ext + "statusfield:\n  types:\n" + replace + "    - {type: a/b.T, owners: [virt-handler], patch: [{selector: a/b.F, op: add, path-arg: x}]}\n",
			`p.yaml:6:90: statusfield.types[1].patch[0].path-arg: want an integer`},
		{"Validate, after a replacing entry", ext + "statusfield:\n  types:\n" + replace + "    - {type: ./pkg.T, owners: [virt-handler]}\n",
			`p.yaml:6:7: statusfield.types[1].type: "./pkg.T" is not import/path.TypeName`},
		{"Validate, nested list after a replacing entry", ext + "statusfield:\n  types:\n" + replace + "    - {type: a/b.T, owners: [virt-handler], patch: [{selector: a/b.F, op: frob}]}\n",
			`statusfield.types[1].patch[0].op: unknown JSON-patch operation "frob"`},
		{"Validate, first entry", ext + "statusfield:\n  allow:\n    - {function: a/b.F, patch: /spec/x, reason: r}\n",
			`p.yaml:5:7: statusfield.allow[0].patch: "/spec/x" is not a /status path`},
		{"Validate in a map of lists", ext + "hostprim:\n  categories:\n    mount:\n      components: [nosuch]\n",
			`p.yaml:6:20: hostprim.categories.mount.components[0]: unknown component "nosuch"`},
	})
}
