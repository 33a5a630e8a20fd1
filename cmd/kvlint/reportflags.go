package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
)

// reportFlags are the flags kvlint map and kvlint diff share: both build the
// reading map of a tree (policy, source root, tests) and write a report of
// it. One definition keeps a flag meaning the same in both commands.
type reportFlags struct {
	src                            *policy.Source
	format, out, link, root, title string
	tests                          bool
}

// format is one value of -format: its name and how it writes the report
// of a T.
type format[T any] struct {
	name  string
	write func(io.Writer, T) error
}

func formatNames[T any](formats []format[T]) []string {
	var names []string
	for _, ft := range formats {
		names = append(names, ft.name)
	}
	return names
}

// writer returns the writer -format names, or an error listing the formats.
func writer[T any](f *reportFlags, formats []format[T]) (func(io.Writer, T) error, error) {
	for _, ft := range formats {
		if ft.name == f.format {
			return ft.write, nil
		}
	}
	names := formatNames(formats)
	return nil, fmt.Errorf("-format=%s: want %s or %s", f.format, strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// define defines the shared flags on fs: formats are -format's values, the
// default first; title is -title's default.
func (f *reportFlags) define(fs *flag.FlagSet, formats []string, title string) {
	f.src = &policy.Source{}
	fs.Var(f.src, "config", "policy file (default: discovery in each tree analysed, as for kvlint)")
	fs.StringVar(&f.format, "format", formats[0], "output format: "+strings.Join(formats, ", "))
	fs.StringVar(&f.out, "o", "", "write the report to `FILE` (replaced whole) instead of standard output")
	fs.StringVar(&f.link, "link", "", "make every location in the working tree a link: `URL` + path + \"#L\" + line (e.g. https://github.com/kubevirt/kubevirt/blob/v1.9.0/)")
	fs.StringVar(&f.root, "root", "", "`DIR` that paths are relative to (default: the repository holding the main modules, as for kvlint ci)")
	fs.StringVar(&f.title, "title", title, "Markdown title")
	fs.BoolVar(&f.tests, "test", false, "also analyse _test.go files (as plain kvlint and kvlint ci)")
}

// mapOf makes the reading map of patterns in dir, paths relative to root
// and locations linked to link.
func (f *reportFlags) mapOf(dir, root, link string, patterns []string) (*readmap.Map, error) {
	return makeMap(f.src, readmap.Options{Dir: dir, Tests: f.tests, Root: root, LinkBase: link}, patterns)
}

// write writes a report to -o, replaced whole, or else to stdout.
func (f *reportFlags) write(stdout io.Writer, report []byte) error {
	if f.out == "" {
		if _, err := stdout.Write(report); err != nil {
			return fmt.Errorf("writing output: %w", err)
		}
		return nil
	}
	if err := atomicfile.WriteFile(f.out, report, 0o644); err != nil {
		return fmt.Errorf("-o: %w", err)
	}
	return nil
}
