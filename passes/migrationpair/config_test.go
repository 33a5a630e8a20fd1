package migrationpair_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

func section(t *testing.T, body string) error {
	t.Helper()
	p := policytest.Parse(t, "test.yaml", "version: 1\nmigration:"+body)
	_, err := p.Section(migrationpair.Def().SectionKey(), migrationpair.Def().NewSection)
	return err
}

func TestKubevirtProfileSection(t *testing.T) {
	cfg := policytest.Section[migrationpair.Config](t, policytest.Builtin(t, "kubevirt"), migrationpair.Def())
	assert.Len(t, cfg.Mirrors, 13, "the ten flat Target* fields that have a TargetState twin, the three flat Source* fields that have a SourceState twin")
	assert.Len(t, cfg.Lifecycles, 6)
	assert.Len(t, cfg.Copies, 1, "copies are checked in all of KubeVirt")
	assert.NotEmpty(t, cfg.Sides.Source.Receivers)
	assert.NotEmpty(t, cfg.Sides.Target.Receivers)
}

// configError is a policy body and the error it must give.
type configError struct{ Name, Body, Want string }

func TestConfigErrors(t *testing.T) {
	var cases []configError
	for _, group := range [][]configError{
		configErrorsOfPairs(), configErrorsOfLifecycles(), configErrorsOfSides(), configErrorsOfProgress(), configErrorsOfCopies(),
	} {
		cases = append(cases, group...)
	}
	policytest.BodyErrors(t, section, cases)
}

// configErrorsOfPairs: mirrors, signals and the section's own keys.
func configErrorsOfPairs() []configError {
	return []configError{
		{"mirror needs two fields", `
  mirrors:
    - name: m
      type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      pair: [MigrationState.TargetCPUSet]
`, `test.yaml:4:7: migration.mirrors "m": pair must list exactly two field paths, found 1`},
		{"mirror of itself", `
  mirrors:
    - name: m
      type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      pair: [A.B, A.B]
`, `test.yaml:6:19: migration.mirrors "m": a field cannot mirror itself`},
		{"duplicate mirror", `
  mirrors:
    - {name: m, type: a/b.T, pair: [A, B]}
    - {name: m, type: a/b.T, pair: [C, D]}
`, `test.yaml:5:7: migration.mirrors: duplicate name "m"`},
		{"bad type", `
  mirrors:
    - {name: m, type: VirtualMachineInstanceStatus, pair: [A, B]}
`, `test.yaml:4:23: migration.mirrors[0].type: bad type name "VirtualMachineInstanceStatus"`},
		{"bad field path", `
  signals:
    - {type: a/b.T, fields: [MigrationState..Completed]}
`, `test.yaml:4:30: migration.signals[0].fields[0]: bad field path "MigrationState..Completed"`},
		{"unknown key", `
  mirror: []
`, `test.yaml:3:3: migration: unknown key "mirror"`},
		{"requires a malformed selector", `
  signals:
    - {type: a/b.T, fields: [A], requires: [handleAbort]}
`, `test.yaml:4:45: migration.signals[0].requires[0]: bad selector "handleAbort"`},
	}
}

// configErrorsOfLifecycles: lifecycles, their stops, kinds and exemptions.
func configErrorsOfLifecycles() []configError {
	return []configError{
		{"missing key", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop}
`, `test.yaml:4:7: migration.lifecycles[0]: missing required key "key"`},
		{"negative key", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop, key: -1}
`, `test.yaml:4:7: migration.lifecycles "l": key must be the index of the key argument (0 or more), found -1`},
		{"wildcard lifecycle", `
  lifecycles:
    - {name: l, start: a/b.*, stop: a/b.Stop, key: 0}
`, `test.yaml:4:7: migration.lifecycles "l": start and stop must each name one function, not a wildcard`},
		{"bad selector", `
  lifecycles:
    - {name: l, start: Start, stop: a/b.Stop, key: 0}
`, `test.yaml:4:24: migration.lifecycles[0].start: bad selector "Start"`},
		{"partial stop is the full stop", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop, partial-stops: [a/b.Stop], key: 0}
`, `test.yaml:4:7: migration.lifecycles "l": partial stop a/b.Stop must name one function other than the start and the full stop`},
		{"unknown lifecycle kind", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop, key: 0, kinds: [success]}
`, `test.yaml:4:7: migration.lifecycles "l": unknown cleanup kind "success"`},
		{"exempt side without reason", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop, key: 0, exempt: [{side: source}]}
`, `missing required key "reason"`},
		{"exempt side unknown", `
  lifecycles:
    - {name: l, start: a/b.Start, stop: a/b.Stop, key: 0, exempt: [{side: controller, reason: r}]}
`, `migration.lifecycles "l": exempt side must be source or target, found "controller"`},
	}
}

// configErrorsOfSides: sides, their cleanup paths and side-fields.
func configErrorsOfSides() []configError {
	return []configError{
		{"side claimed twice", `
  sides:
    source: {receivers: [a/b.Controller]}
    target: {receivers: [a/b.Controller]}
`, `test.yaml:5:26: migration.sides: receiver a/b.Controller is listed for both source and target (also at test.yaml:4:26)`},
		{"bad file pattern", `
  sides:
    source: {files: [migration-source.go]}
`, `test.yaml:4:22: migration.sides.source.files[0]: bad file pattern "migration-source.go"`},
		{"bad function pattern", `
  sides:
    source: {functions: ["(a/b.T).x.y"]}
`, `test.yaml:4:26: migration.sides.source.functions[0]: bad function pattern "(a/b.T).x.y"`},
		{"field reserved to both", `
  side-fields:
    - type: a/b.T
      source: [A]
      target: [A]
`, `test.yaml:6:16: migration.side-fields: a/b.T.A is reserved to both sides`},
		{"side-fields entry reserving nothing", `
  side-fields:
    - type: a/b.T
`, `test.yaml:4:7: migration.side-fields: the entry for a/b.T reserves no field`},
		{"unknown cleanup kind", `
  sides:
    target:
      cleanup: [{kind: teardown, function: (a/b.T).finalCleanup}]
`, `test.yaml:5:17: migration.sides.target.cleanup: unknown kind "teardown" (want one of failure, abort, completion, final)`},
		{"when-field without type", `
  sides:
    target:
      cleanup: [{kind: failure, function: (a/b.T).finalCleanup, when-field: MigrationState.Failed}]
`, `test.yaml:5:17: migration.sides.target.cleanup: when-field and type go together`},
		{"when-values without their field", `
  sides:
    target:
      cleanup: [{kind: final, function: (a/b.T).execute, when: [(a/b.V).IsFinal], when-values: [Failed]}]
`, `test.yaml:5:17: migration.sides.target.cleanup: when-values are values of the when-field`},
		{"wildcard cleanup", `
  sides:
    source:
      cleanup: [{kind: final, function: (a/b.T).*}]
`, `test.yaml:5:17: migration.sides.source.cleanup: function must name one function, not a wildcard`},
		{"requires on a cleanup path, a whole package", `
  sides:
    target:
      cleanup: [{kind: final, function: (a/b.T).execute, requires: [kubevirt.io/api/core/v1.*]}]
`, `migration.sides.target.cleanup[0]: requires kubevirt.io/api/core/v1.* names a whole package`},
	}
}

// configErrorsOfProgress: progress groups, their markers and requirements.
func configErrorsOfProgress() []configError {
	return []configError{
		{"progress marker not a field", `
  progress:
    - type: a/b.T
      fields: [A, B]
      transitions: [{name: failure, marker: C}]
`, `test.yaml:6:45: migration.progress transition "failure": marker C is not one of the progress fields`},
		{"one-sided field without reason", `
  progress:
    - type: a/b.T
      fields: [A, B]
      transitions: [{name: failure, marker: A}]
      one-sided: [{field: B}]
`, `missing required key "reason"`},
		{"one-sided field not a field", `
  progress:
    - type: a/b.T
      fields: [A, B]
      transitions: [{name: failure, marker: A}]
      one-sided: [{field: C, reason: r}]
`, `migration.progress: one-sided field C is not one of the progress fields`},
		{"requires a whole package", `
  progress:
    - type: a/b.T
      fields: [A]
      transitions: [{name: failure, marker: A}]
      requires: [kubevirt.io/api/core/v1.*]
`, `test.yaml:7:18: migration.progress[0]: requires kubevirt.io/api/core/v1.* names a whole package, which is never missing: name a type (pkg/path.Type), a field ((pkg/path.Type).Field) or a constant (pkg/path.Const)`},
		// A requirement names the API mark of a protocol, never the
		// handler code a pull request can rename (or that is the bug by
		// being absent).
		{"requires handler code", `
  signals:
    - type: a/b.T
      fields: [A]
      requires: [(kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).handleDecentralizedMigrationAbort]
`, `test.yaml:6:18: migration.signals[0]: requires (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).handleDecentralizedMigrationAbort names code outside the API packages (kubevirt.io/api/...)`},
		{"requires a package whose path only starts like the API's", `
  mirrors:
    - {name: m, type: a/b.T, pair: [A, B], requires: [kubevirt.io/apiserver.T]}
`, `migration.mirrors[0]: requires kubevirt.io/apiserver.T names code outside the API packages`},
	}
}

func TestConfigValid(t *testing.T) {
	require.NoError(t, section(t, `
  sides:
    source:
      receivers: [kubevirt.io/kubevirt/pkg/virt-handler.MigrationSourceController]
      files: [kubevirt.io/kubevirt/pkg/virt-handler/migration-source*.go]
      functions: ["kubevirt.io/kubevirt/pkg/virt-handler.source*", "(*kubevirt.io/kubevirt/pkg/virt-handler.VirtualMachineController).handleSource*"]
  lifecycles:
    - {name: l, start: (a/b.M).Start, stop: (a/b.M).Stop, key: 1, requires: [(kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).*]}
  mirrors:
    - {name: m, type: a/b.T, pair: [A, B], requires: [kubevirt.io/api/core/v1.MigrationAbortSucceeded]}
  side-fields:
    - {type: a/b.T, source: [A], requires: ["(kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationSpec).SendTo"]}
`))
}

// configErrorsOfCopies: where copies are checked (MP1006), renamings and
// one-way fields, each with its reason.
func configErrorsOfCopies() []configError {
	return []configError{
		{"copies without packages", `
  copies:
    - renames: []
`, `test.yaml:4:7: migration.copies[0]: missing required key "packages"`},
		{"rename without reason", `
  copies:
    - packages: [a/...]
      renames: [{type: a/b.T, field: End, from: Start}]
`, `test.yaml:5:17: migration.copies[0].renames[0]: missing required key "reason"`},
		{"rename of itself", `
  copies:
    - packages: [a/...]
      renames: [{type: a/b.T, field: End, from: End, reason: r}]
`, `test.yaml:5:17: migration.copies renames: a/b.T.End from End is no renaming: field and from must differ`},
		{"rename of a path", `
  copies:
    - packages: [a/...]
      renames: [{type: a/b.T, field: A.End, from: Start, reason: r}]
`, `test.yaml:5:17: migration.copies renames: "A.End" is not a field name (write the field's name, like EndTimestamp)`},
		{"one mirror word", `
  copies:
    - packages: [a/...]
      mirror-words: [Source]
`, `test.yaml:4:7: migration.copies mirror-words: list two different words (like [Source, Target]), found 1`},
		{"mirror words that are not names", `
  copies:
    - packages: [a/...]
      mirror-words: [Source, Tar-get]
`, `test.yaml:4:7: migration.copies mirror-words: "Tar-get" is not a word of a Go name`},
		{"one-way without reason", `
  copies:
    - packages: [a/...]
      one-way: [{type: a/b.T, field: Mode}]
`, `test.yaml:5:17: migration.copies[0].one-way[0]: missing required key "reason"`},
	}
}
