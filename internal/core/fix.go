package core

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"slices"

	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/finding"
)

// applyFixes applies the findings' suggested fixes (suppressed findings
// excepted) and marks the applied ones Fixed. A fix whose edits overlap an
// edit already accepted in the file is skipped whole, so the finding stays.
// Each file is formatted and replaced atomically: a run killed midway leaves
// every file either as it was or fully fixed. It returns how many findings
// and files it fixed.
func applyFixes(fs []finding.Finding) (fixed, files int, err error) {
	type accepted struct {
		finding int
		edits   []finding.Edit
	}
	byFile := map[string][]accepted{}
	var order []string
	for i := range fs {
		f := &fs[i]
		if len(f.Fix) == 0 || f.Suppressed {
			continue
		}
		// All edits of a fix in one file is the common case; fixes spanning
		// files are grouped under their first file and checked per edit.
		file := f.Fix[0].File
		if !slices.ContainsFunc(f.Fix, func(e finding.Edit) bool { return e.File != file }) {
			if _, ok := byFile[file]; !ok {
				order = append(order, file)
			}
			byFile[file] = append(byFile[file], accepted{i, f.Fix})
		}
	}
	for _, file := range order {
		var edits []finding.Edit
		var done []int
		for _, a := range byFile[file] {
			if overlapsAny(edits, a.edits) {
				continue
			}
			edits = append(edits, a.edits...)
			done = append(done, a.finding)
		}
		if err := fixFile(file, edits); err != nil {
			return fixed, files, err
		}
		for _, i := range done {
			fs[i].Fixed = true
		}
		fixed += len(done)
		files++
	}
	return fixed, files, nil
}

// overlapsAny reports whether any edit of b overlaps an edit of a. Two
// identical edits (the same fix reported twice) count as overlapping, so
// the text is inserted once.
func overlapsAny(a, b []finding.Edit) bool {
	for _, x := range a {
		for _, y := range b {
			if x.Start < y.End && y.Start < x.End || x.Start == y.Start {
				return true
			}
		}
	}
	return false
}

// fixFile applies non-overlapping edits to file, formats it, and replaces it.
func fixFile(file string, edits []finding.Edit) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	slices.SortFunc(edits, func(a, b finding.Edit) int { return a.Start - b.Start })
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.Start < last || e.End > len(src) {
			return fmt.Errorf("%s: a suggested fix does not fit the file (edited since loading?); nothing was written to it", file)
		}
		out.Write(src[last:e.Start])
		out.Write(e.New)
		last = e.End
	}
	out.Write(src[last:])
	formatted, err := format.Source(out.Bytes())
	if err != nil {
		return fmt.Errorf("%s: the fixed file does not parse (%v); nothing was written to it; please report this", file, err)
	}
	return atomicfile.WriteFile(file, formatted, 0o644)
}
