package migrationpair

import (
	"go/types"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/stale"
)

// config is the "migration" policy section. Every list entry (side fields,
// mirrors, lifecycles, signals, progress records, cleanup paths) may list
// under requires the code that implements what it describes; in a package
// whose view of the code lacks that code the entry is left out (see
// applicable and stale.Requires).
type config struct {
	Sides      sides        `yaml:"sides"`
	SideFields []sideFields `yaml:"side-fields"`
	// SideWrites closes a side: below the type it writes only its own
	// side-fields, the progress record and these (sidewrites.go).
	SideWrites []sideWrites `yaml:"side-writes"`
	Mirrors    []mirror     `yaml:"mirrors"`
	Lifecycles []lifecycle  `yaml:"lifecycles"`
	Signals    []signal     `yaml:"signals"`
	Progress   []progress   `yaml:"progress"`
	// Copies turns on MP1006 (copy mismatches) in the packages an entry
	// names (copies.go).
	Copies []copyConfig `yaml:"copies"`
	// Retry lists calls that put the work back on the queue (a controller's
	// AddAfter): a cleanup path through one is postponed, not finished.
	Retry []selector.Selector `yaml:"retry"`
}

// sides says which code belongs to the source and which to the target half
// of a migration.
type sides struct {
	Source sideConfig `yaml:"source"`
	Target sideConfig `yaml:"target"`
}

// sideConfig lists the code of one side. A function belongs to the side whose most
// specific entry matches it: a function pattern beats a receiver type, which
// beats a file.
type sideConfig struct {
	Receivers []typeName    `yaml:"receivers"`
	Files     []filePattern `yaml:"files"`
	Functions []funcPattern `yaml:"functions"`
	// Cleanup names the side's cleanup paths: the functions (or the branches
	// of a function) that end a migration on this side, by kind.
	Cleanup []cleanup `yaml:"cleanup"`
	Pos     policy.Pos
}

// cleanupKinds lists the cleanup kinds (what ended the migration on a side),
// for messages; validKind is the check.
const cleanupKinds = "failure, abort, completion, final"

// cleanup is one cleanup path of a side: a function, or only the branches of
// it entered when a condition holds (When: a call such as vmi.IsFinal() is
// true; WhenField: a boolean field below Type is true, or with WhenValues an
// enum field below Type equals one of those constants, for code that tests
// the field where the API has a predicate: vmi.IsFinal() is Phase Failed
// or Succeeded).
type cleanup struct {
	Kind       string              `yaml:"kind" kv:"required"`
	Function   selector.Selector   `yaml:"function" kv:"required"`
	When       []selector.Selector `yaml:"when"`
	Type       *typeName           `yaml:"type"`
	WhenField  *fieldPath          `yaml:"when-field"`
	WhenValues []string            `yaml:"when-values"`
	Requires   stale.Requires      `yaml:"requires"`
	Pos        policy.Pos
}

// sideFields reserves fields of a type to one side.
type sideFields struct {
	Type     typeName       `yaml:"type" kv:"required"`
	Source   []fieldPath    `yaml:"source"`
	Target   []fieldPath    `yaml:"target"`
	Requires stale.Requires `yaml:"requires"`
	Pos      policy.Pos
}

// mirror is a pair of fields that hold the same value and must be written
// together.
type mirror struct {
	Name     string         `yaml:"name" kv:"required"`
	Type     typeName       `yaml:"type" kv:"required"`
	Pair     []fieldPath    `yaml:"pair" kv:"required"`
	Requires stale.Requires `yaml:"requires"`
	Pos      policy.Pos
}

// lifecycle is a start/stop API pair; the key argument names what is started.
// Stop is the full stop (everything of the kind the start made, e.g. every
// hotplug volume of a VMI); PartialStops stop a subset (the volumes no longer
// listed). Kinds lists the cleanup kinds that must reach the full stop
// (default: every kind): resources that serve the VM after a successful
// migration are not a completion's to stop.
type lifecycle struct {
	Name         string              `yaml:"name" kv:"required"`
	Start        selector.Selector   `yaml:"start" kv:"required"`
	Stop         selector.Selector   `yaml:"stop" kv:"required"`
	PartialStops []selector.Selector `yaml:"partial-stops"`
	Key          *int                `yaml:"key" kv:"required"`
	Kinds        []string            `yaml:"kinds"`
	Exempt       []sideExemption     `yaml:"exempt"`
	Requires     stale.Requires      `yaml:"requires"`
	Pos          policy.Pos
}

// sideExemption frees one side's cleanup paths from stopping a lifecycle the
// side reaches (it uses an instance another component owns).
type sideExemption struct {
	Side   string `yaml:"side" kv:"required"`
	Reason string `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

// progress is the progress record both sides keep (MP1005): its fields, the
// transitions that mark a change of the record (each by a marker field whose
// write is the transition), and the fields only one side writes by design.
type progress struct {
	Type        typeName       `yaml:"type" kv:"required"`
	Fields      []fieldPath    `yaml:"fields" kv:"required"`
	Transitions []transition   `yaml:"transitions" kv:"required"`
	OneSided    []oneSided     `yaml:"one-sided"`
	Requires    stale.Requires `yaml:"requires"`
	Pos         policy.Pos
}

// transition is a change of the progress record, recognised by a write of its
// marker field.
type transition struct {
	Name   string    `yaml:"name" kv:"required"`
	Marker fieldPath `yaml:"marker" kv:"required"`
	Pos    policy.Pos
}

// oneSided exempts a progress field from MP1005.
type oneSided struct {
	Field  fieldPath `yaml:"field" kv:"required"`
	Reason string    `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

// copyConfig is where field-by-field copies are checked (MP1006), with the
// renamings and one-way fields that are the code's design.
type copyConfig struct {
	Packages policy.Patterns `yaml:"packages" kv:"required"`
	// Renames: a copy that sets Type.Field from a field named From of its
	// source is a documented renaming, not a mismatch.
	Renames []copyRename `yaml:"renames"`
	// OneWay: a copy into Type may leave Field out even where the copies
	// out of Type include it (the field flows one way by design).
	OneWay []copyOneWay `yaml:"one-way"`
	// MirrorWords are two words whose swap maps a function's name to its
	// mirror's (Source, Target: copyLegacySourceFields and
	// copyLegacyTargetFields, MigrationSourceController.sync and
	// MigrationTargetController.sync): the two copy the same values in the
	// two directions of a migration and must copy the same fields.
	MirrorWords []string `yaml:"mirror-words"`
	Pos         policy.Pos
}

type copyRename struct {
	Type   typeName `yaml:"type" kv:"required"`
	Field  string   `yaml:"field" kv:"required"`
	From   string   `yaml:"from" kv:"required"`
	Reason string   `yaml:"reason" kv:"required"`
	Pos    policy.Pos
}

// copyOneWay frees copies into Type (of a mirror type, or in Function, a
// function whose mirror copies Field) from copying Field.
type copyOneWay struct {
	Type     typeName           `yaml:"type" kv:"required"`
	Field    string             `yaml:"field" kv:"required"`
	Function *selector.Selector `yaml:"function"`
	Reason   string             `yaml:"reason" kv:"required"`
	Pos      policy.Pos
}

func (c *copyConfig) renamed(t *types.Named, field, from string) bool {
	for _, r := range c.Renames {
		if r.Type.Key() == namedKey(t) && r.Field == field && r.From == from {
			return true
		}
	}
	return false
}

// oneWay reports whether copies into t (in fn, for a mirror function's
// copy; nil for a mirror type's) may leave field out.
func (c *copyConfig) oneWay(t *types.Named, field string, fn *types.Func) bool {
	for _, o := range c.OneWay {
		if o.Type.Key() != namedKey(t) || o.Field != field {
			continue
		}
		if o.Function == nil || (fn != nil && o.Function.Match(fn)) {
			return true
		}
	}
	return false
}

// namedKey names t by import path and name, as the policy and facts
// spell a type.
func namedKey(t *types.Named) string { return typeNameKey(t.Obj()) }

// typeNameKey is namedKey of the type tn names.
func typeNameKey(tn *types.TypeName) string {
	if tn.Pkg() == nil {
		return tn.Name()
	}
	return selector.PkgPath(tn.Pkg()) + "." + tn.Name()
}

// signal lists fields both sides must read.
type signal struct {
	Type   typeName    `yaml:"type" kv:"required"`
	Fields []fieldPath `yaml:"fields" kv:"required"`
	// Packages restricts the check to packages that match (default: every
	// package that holds code of both sides).
	Packages policy.Patterns `yaml:"packages"`
	Requires stale.Requires  `yaml:"requires"`
	Pos      policy.Pos
}

// Validate implements policy.Section: it checks what decoding cannot.
func (c *config) Validate(p *policy.Policy) error {
	if err := c.Sides.validate(); err != nil {
		return err
	}
	for _, l := range c.requiresLists() {
		if err := l.check(); err != nil {
			return err
		}
	}
	for _, check := range []func() error{c.validateSideFields, c.validateSideWrites, c.validateMirrors, c.validateLifecycles, c.validateProgress, c.validateCopies} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func (c *config) validateSideFields() error {
	for _, sf := range c.SideFields {
		if len(sf.Source) == 0 && len(sf.Target) == 0 {
			return policy.Errorf(sf.Pos, "migration.side-fields: the entry for %s reserves no field: list fields under source: or target:", sf.Type)
		}
		seen := map[string]string{}
		for _, sl := range []struct {
			side string
			list []fieldPath
		}{{"source", sf.Source}, {"target", sf.Target}} {
			side := sl.side
			for _, f := range sl.list {
				if other, dup := seen[f.String()]; dup && other != side {
					return policy.Errorf(f.Pos, "migration.side-fields: %s.%s is reserved to both sides: keep it under one", sf.Type, f)
				}
				seen[f.String()] = side
			}
		}
	}
	return nil
}

func (c *config) validateMirrors() error {
	names := map[string]bool{}
	for _, m := range c.Mirrors {
		if len(m.Pair) != 2 {
			return policy.Errorf(m.Pos, "migration.mirrors %q: pair must list exactly two field paths, found %d", m.Name, len(m.Pair))
		}
		if m.Pair[0].String() == m.Pair[1].String() {
			return policy.Errorf(m.Pair[1].Pos, "migration.mirrors %q: a field cannot mirror itself", m.Name)
		}
		if names[m.Name] {
			return policy.Errorf(m.Pos, "migration.mirrors: duplicate name %q", m.Name)
		}
		names[m.Name] = true
	}
	return nil
}

func (c *config) validateLifecycles() error {
	names := map[string]bool{}
	for _, l := range c.Lifecycles {
		if *l.Key < 0 {
			return policy.Errorf(l.Pos, "migration.lifecycles %q: key must be the index of the key argument (0 or more), found %d", l.Name, *l.Key)
		}
		if l.Start.Name == "*" || l.Stop.Name == "*" {
			return policy.Errorf(l.Pos, "migration.lifecycles %q: start and stop must each name one function, not a wildcard", l.Name)
		}
		if names[l.Name] {
			return policy.Errorf(l.Pos, "migration.lifecycles: duplicate name %q", l.Name)
		}
		names[l.Name] = true
		for _, ps := range l.PartialStops {
			if ps.Name == "*" || ps.String() == l.Stop.String() || ps.String() == l.Start.String() {
				return policy.Errorf(l.Pos, "migration.lifecycles %q: partial stop %s must name one function other than the start and the full stop", l.Name, ps)
			}
		}
		for _, k := range l.Kinds {
			if !validKind(k) {
				return policy.Errorf(l.Pos, "migration.lifecycles %q: unknown cleanup kind %q (want one of %s)", l.Name, k, cleanupKinds)
			}
		}
		for _, e := range l.Exempt {
			if e.Side != "source" && e.Side != "target" {
				return policy.Errorf(e.Pos, "migration.lifecycles %q: exempt side must be source or target, found %q", l.Name, e.Side)
			}
		}
	}
	return nil
}

func (c *config) validateProgress() error {
	for _, pr := range c.Progress {
		if len(pr.Transitions) == 0 {
			return policy.Errorf(pr.Pos, "migration.progress for %s: list at least one transition (name and marker field)", pr.Type)
		}
		fields := map[string]bool{}
		for _, f := range pr.Fields {
			fields[f.String()] = true
		}
		for _, t := range pr.Transitions {
			if !fields[t.Marker.String()] {
				return policy.Errorf(t.Marker.Pos, "migration.progress transition %q: marker %s is not one of the progress fields; add it to fields:", t.Name, t.Marker)
			}
		}
		for _, o := range pr.OneSided {
			if !fields[o.Field.String()] {
				return policy.Errorf(o.Field.Pos, "migration.progress: one-sided field %s is not one of the progress fields", o.Field)
			}
		}
	}
	return nil
}

func (c *config) validateCopies() error {
	for _, cc := range c.Copies {
		for _, r := range cc.Renames {
			for _, name := range []string{r.Field, r.From} {
				if !selector.IsIdent(name) {
					return policy.Errorf(r.Pos, "migration.copies renames: %q is not a field name (write the field's name, like EndTimestamp)", name)
				}
			}
			if r.Field == r.From {
				return policy.Errorf(r.Pos, "migration.copies renames: %s.%s from %s is no renaming: field and from must differ", r.Type, r.Field, r.From)
			}
		}
		if n := len(cc.MirrorWords); n != 0 && (n != 2 || cc.MirrorWords[0] == cc.MirrorWords[1]) {
			return policy.Errorf(cc.Pos, "migration.copies mirror-words: list two different words (like [Source, Target]), found %d", n)
		}
		for _, w := range cc.MirrorWords {
			if !selector.IsIdent(w) {
				return policy.Errorf(cc.Pos, "migration.copies mirror-words: %q is not a word of a Go name", w)
			}
		}
		for _, o := range cc.OneWay {
			if !selector.IsIdent(o.Field) {
				return policy.Errorf(o.Pos, "migration.copies one-way: %q is not a field name (write the field's name, like Mode)", o.Field)
			}
		}
	}
	return nil
}

func validKind(k string) bool {
	switch k {
	case "failure", "abort", "completion", "final":
		return true
	}
	return false
}

func (s sides) validate() error {
	type entry struct {
		side string
		pos  policy.Pos
	}
	seen := map[string]entry{}
	check := func(side, key string, pos policy.Pos) error {
		if e, dup := seen[key]; dup && e.side != side {
			return policy.Errorf(pos, "migration.sides: %s is listed for both source and target (also at %s): a piece of code belongs to one side", key, e.pos)
		}
		seen[key] = entry{side, pos}
		return nil
	}
	for _, ss := range []struct {
		side string
		sd   sideConfig
	}{{"source", s.Source}, {"target", s.Target}} {
		side, sd := ss.side, ss.sd
		for _, r := range sd.Receivers {
			if err := check(side, "receiver "+r.Key(), r.Pos); err != nil {
				return err
			}
		}
		for _, f := range sd.Files {
			if err := check(side, "file "+f.String(), f.Pos); err != nil {
				return err
			}
		}
		for _, f := range sd.Functions {
			if err := check(side, "function "+f.String(), f.Pos); err != nil {
				return err
			}
		}
		for _, cl := range sd.Cleanup {
			if !validKind(cl.Kind) {
				return policy.Errorf(cl.Pos, "migration.sides.%s.cleanup: unknown kind %q (want one of %s)", side, cl.Kind, cleanupKinds)
			}
			if cl.Function.Name == "*" {
				return policy.Errorf(cl.Pos, "migration.sides.%s.cleanup: function must name one function, not a wildcard", side)
			}
			if (cl.WhenField == nil) != (cl.Type == nil) {
				return policy.Errorf(cl.Pos, "migration.sides.%s.cleanup: when-field and type go together (the field path is below the type)", side)
			}
			if len(cl.WhenValues) > 0 && cl.WhenField == nil {
				return policy.Errorf(cl.Pos, "migration.sides.%s.cleanup: when-values are values of the when-field: name the field (and its type)", side)
			}
		}
	}
	return nil
}
