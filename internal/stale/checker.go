package stale

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/policy"
)

// Checker judges one pass's policy section against one analysed package.
// A pass gets it from its context; a nil Log drops what it finds (the
// entries are skipped either way).
type Checker struct {
	log    *Log
	pass   string       // analyzer name, for messages
	refs   []policy.Ref // the section's, as the decoder found them
	pkg    *types.Package
	module *analysis.Module
	pol    *policy.Policy
	index  *Index                    // the section's selectors, kept by the run
	found  map[string]*types.Package // what pkg sees of the index's packages
}

// NewChecker returns the checker of a section of pol, whose refs the
// decoder found (policy.Refs), for pass in pkg. index is the section's
// Index, kept by the run for all its packages (the zero Index is ready).
func NewChecker(log *Log, pass string, refs []policy.Ref, pkg *types.Package, module *analysis.Module, pol *policy.Policy, index *Index) *Checker {
	return &Checker{log: log, pass: pass, refs: refs, pkg: pkg, module: module, pol: pol, index: index.Load(refs)}
}

// Judge records, when there is a log, the section's stale selectors and
// requirements in this package, and its package patterns and the policy's
// for the end of the run (Patterns.Check).
func (c *Checker) Judge(sec policy.Section) {
	if c.log == nil {
		return
	}
	c.JudgeSelectors()
	c.log.Patterns.register(sec, c.refs, c.pass, c.pol)
}

// Stale records that the policy entry at pos names something this package's
// view of the code lacks. The caller skips the entry and goes on: an entry
// that outlived (or predates) the code never switches a pass off. The
// message says what is missing, e.g. "no field MigrationTransport in
// v1.VirtualMachineInstanceStatus".
func (c *Checker) Stale(pos policy.Pos, format string, args ...any) {
	if c.log == nil {
		return
	}
	c.log.Found.Add(Entry{Pos: pos, Pass: c.pass, Msg: fmt.Sprintf(format, args...)})
}

// skipped records that the entry named name, whose requirement at pos this
// package lacks, is skipped: a check switched off, which the run lists by
// name in every format and a ci baseline records.
func (c *Checker) skipped(pos policy.Pos, name, format string, args ...any) {
	if c.log == nil {
		return
	}
	c.log.Found.Add(Entry{Pos: pos, Pass: c.pass, Skipped: name, Msg: fmt.Sprintf(format, args...)})
}

// Expect records that the entry at pos (an exemption, an allow entry) could
// have applied in this package: the code it excuses would be here. Unless a
// package of the run calls Used for it, the run lists it as stale: it is
// how an exemption outlives the edge it excused. Only entries whose
// subject was analysed are judged, so a run over part of a tree does not
// call the rest of the policy stale.
func (c *Checker) Expect(pos policy.Pos, format string, args ...any) {
	if c.log == nil {
		return
	}
	c.log.Expectations.Expect(Entry{Pos: pos, Pass: c.pass, Msg: fmt.Sprintf(format, args...)})
}

// Used records that the entry at pos applied to this package's code.
func (c *Checker) Used(pos policy.Pos) {
	if c.log == nil {
		return
	}
	c.log.Expectations.Use(pos)
}
