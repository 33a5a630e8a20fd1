package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/internal/sites"
)

const mapUsage = `usage: kvlint map [-format=markdown|json|dot] [-o FILE] [flags] packages

Prints the reading map of the packages, measured from the code by one run of
every pass: components and entry points, handoff sites and keys, status
writers and readers per field, migration sites per side, host primitives,
and where to start reading. JSON is documented in docs/map.md (schema: docs/map-schema.json).

Flags:
`

// runMap is `kvlint map`: flags and output; internal/readmap does the rest.
func runMap(args []string) int {
	fs := flag.NewFlagSet("kvlint map", flag.ContinueOnError)
	var f reportFlags
	formats := []format[*readmap.Map]{
		{"markdown", func(w io.Writer, m *readmap.Map) error { return readmap.WriteMarkdown(w, m, f.title) }},
		{"json", readmap.WriteJSON},
		{"dot", readmap.WriteDOT},
	}
	f.define(fs, formatNames(formats), "Reading map")
	fs.SetOutput(os.Stderr)
	fs.Usage = func() {
		fmt.Fprint(os.Stderr, mapUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(os.Stderr, "kvlint map: "+format+"\n", a...)
		return 2
	}
	write, err := writer(&f, formats)
	if err != nil {
		return fail("%v", err)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return fail("no packages given: run e.g. kvlint map ./...")
	}
	wd, _ := os.Getwd()
	m, err := f.mapOf(wd, f.root, f.link, fs.Args())
	if err != nil {
		return fail("%v", err)
	}
	var buf bytes.Buffer
	if err := write(&buf, m); err != nil {
		return fail("%v", err)
	}
	if err := f.write(os.Stdout, buf.Bytes()); err != nil {
		return fail("%v", err)
	}
	return 0
}

// makeMap validates the policy src finds for o.Dir and runs the map there;
// o supplies the place and output options, the registry the passes.
func makeMap(src *policy.Source, o readmap.Options, patterns []string) (*readmap.Map, error) {
	pol, err := src.ForDir(o.Dir)
	if err == nil {
		err = registry.Validate(pol)
	}
	if err != nil {
		return nil, err
	}
	if o.View, err = registry.MapPolicy(pol); err != nil {
		return nil, err
	}
	o.Source, o.Validate, o.Analyzers = src, registry.Validate, registry.Analyzers
	return readmap.Make(o, patterns...)
}

// savedMap is kvlint map's part of a kvlint or kvlint ci run with
// -save-map: the passes return their sites and the map's analyzer runs, in
// the same analysis, and the map is written as kvlint map -format=json
// writes it.
type savedMap struct {
	wd  string
	run *readmap.Run
	err error
}

func mapSaver(wd string) core.Mapper { return &savedMap{wd: wd} }

// Analyzers adds the map's analyzers once the run has loaded and validated
// the policy, whose passes' declarations the map reads.
func (m *savedMap) Analyzers(passes func(passkit.Settings) []*analysis.Analyzer) func(passkit.Settings) []*analysis.Analyzer {
	return func(s passkit.Settings) []*analysis.Analyzer {
		var view []sites.Decl
		pol, err := s.Source.ForDir(m.wd)
		if err == nil {
			view, err = registry.MapPolicy(pol)
		}
		if err == nil {
			m.run, err = readmap.NewRun(m.wd, view, "")
		}
		if err != nil {
			m.err = err
			return passes(s)
		}
		return m.run.Analyzers(passes)(s)
	}
}

// WriteMap writes the map of a to file, replaced whole.
func (m *savedMap) WriteMap(a *core.Analysis, file string) error {
	if m.err != nil {
		return m.err
	}
	mp, err := m.run.Map(a)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := readmap.WriteJSON(&buf, mp); err != nil {
		return err
	}
	return atomicfile.WriteFile(file, buf.Bytes(), 0o644)
}
