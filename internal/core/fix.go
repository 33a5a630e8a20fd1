package core

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/finding"
)

// fixReport is what applyFixes did: findings and files fixed, and one line
// per file it left alone and why.
type fixReport struct {
	fixed, files int
	skipped      []string
}

// applyFixes applies the findings' suggested fixes (suppressed findings
// excepted) and marks the applied ones Fixed. A fix whose edits overlap an
// edit already accepted in the file is skipped whole, so the finding stays;
// an edit identical to an accepted one is shared (mergeEdits).
// Each file is formatted and replaced atomically: a run killed midway leaves
// every file either as it was or fully fixed. A file -fix must not touch
// (see checkFixable) is skipped with its reason; its findings stay. root is
// the source root: no file outside it is written.
func applyFixes(fs []finding.Finding, root string) (fixReport, error) {
	type accepted struct {
		finding int
		edits   []finding.Edit
	}
	var rep fixReport
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
			fresh, ok := mergeEdits(edits, a.edits)
			if !ok {
				continue
			}
			edits = append(edits, fresh...)
			done = append(done, a.finding)
		}
		real, why := checkFixable(file, root)
		if why == "" {
			var err error
			if why, err = fixFile(real, edits); err != nil {
				return rep, err
			}
		}
		if why != "" {
			name, _ := finding.RelPath(root, file)
			rep.skipped = append(rep.skipped, fmt.Sprintf("%s: not fixed (%s): %s", name, count(len(done), "fix", "fixes"), why))
			continue
		}
		for _, i := range done {
			fs[i].Fixed = true
		}
		rep.fixed += len(done)
		rep.files++
	}
	return rep, nil
}

// mergeEdits returns the edits of b that a does not already make, or false
// when one of them overlaps an edit of a. An edit identical to one of a is
// shared, not a conflict: several fixes of one file each add the same
// import, and the same fix may be reported twice; its text goes in once.
// Two different insertions at one place conflict.
func mergeEdits(a, b []finding.Edit) ([]finding.Edit, bool) {
	var fresh []finding.Edit
	for _, y := range b {
		shared := false
		for _, x := range a {
			if x.Start == y.Start && x.End == y.End && bytes.Equal(x.New, y.New) {
				shared = true
				break
			}
			if x.Start < y.End && y.Start < x.End || x.Start == y.Start {
				return nil, false
			}
		}
		if !shared {
			fresh = append(fresh, y)
		}
	}
	return fresh, true
}

// checkFixable decides whether -fix may replace file, and returns the file
// to write (symbolic links resolved) or why not. -fix runs on a pull
// request's tree, often as root in CI, so it writes only what the user
// could edit by hand and nothing a link leads out of the tree to:
//   - the real file must be inside the source root;
//   - the file's mode must let its user class write it (the write bit of
//     owner, group or others, whichever the process is; root counts as the
//     owner): access(2) says yes to root for a 0444 file;
//   - it must have one hard link: replacing it would detach the other
//     names, and editing it in place could leave it half-written;
//   - it is not generated (// Code generated … DO NOT EDIT.): the fix
//     belongs in its generator.
func checkFixable(file, root string) (string, string) {
	real, err := filepath.EvalSymlinks(file)
	if err != nil {
		return "", err.Error()
	}
	if _, in := finding.RelPath(root, file); !in {
		return "", "outside the source root " + root
	}
	if realRoot, err := filepath.EvalSymlinks(root); err == nil {
		if _, in := finding.RelPath(realRoot, real); !in {
			return "", fmt.Sprintf("a symbolic link to %s, outside the source root %s", real, realRoot)
		}
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", err.Error()
	}
	if !fi.Mode().IsRegular() {
		return "", "not a regular file"
	}
	if !writableByMode(fi) {
		return "", fmt.Sprintf("its mode %04o does not let you write it", fi.Mode().Perm())
	}
	if n := atomicfile.Links(fi); n > 1 {
		return "", fmt.Sprintf("it has %d hard links: replacing it would detach the other names from the fix, and editing it in place would not be safe against a killed run; edit it by hand", n)
	}
	return real, ""
}

// writableByMode reports whether the file's permission bits let the
// process's user class write it.
func writableByMode(fi fs.FileInfo) bool {
	perm := fi.Mode().Perm()
	uid, gid, ok := atomicfile.Owner(fi)
	if !ok {
		return perm&0o200 != 0
	}
	euid := os.Geteuid()
	switch {
	case euid == 0 || euid == uid:
		return perm&0o200 != 0
	case inGroup(gid):
		return perm&0o020 != 0
	}
	return perm&0o002 != 0
}

func inGroup(gid int) bool {
	if os.Getegid() == gid {
		return true
	}
	groups, _ := os.Getgroups()
	return slices.Contains(groups, gid)
}

// fixFile applies non-overlapping edits to file, formats it, and replaces
// it, keeping its byte order mark and CRLF line endings. A generated file
// is left as it is: the returned reason says so.
func fixFile(file string, edits []finding.Edit) (string, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	if generated(src) {
		return "a generated file (Code generated … DO NOT EDIT.): fix its generator", nil
	}
	slices.SortFunc(edits, func(a, b finding.Edit) int { return a.Start - b.Start })
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.Start < last || e.End > len(src) {
			return "", fmt.Errorf("%s: a suggested fix does not fit the file (edited since loading?); nothing was written to it", file)
		}
		out.Write(src[last:e.Start])
		out.Write(e.New)
		last = e.End
	}
	out.Write(src[last:])
	formatted, err := format.Source(out.Bytes())
	if err != nil {
		return "", fmt.Errorf("%s: the fixed file does not parse (%w); nothing was written to it; please report this", file, err)
	}
	// gofmt drops a byte order mark and writes LF: keep what the file had.
	bom := []byte("\ufeff")
	if bytes.HasPrefix(src, bom) && !bytes.HasPrefix(formatted, bom) {
		formatted = append(append([]byte(nil), bom...), formatted...)
	}
	if usesCRLF(src) {
		formatted = bytes.ReplaceAll(formatted, []byte("\n"), []byte("\r\n"))
	}
	return "", atomicfile.Replace(file, formatted)
}

// usesCRLF reports whether the file's first line ends in CRLF.
func usesCRLF(src []byte) bool {
	i := bytes.IndexByte(src, '\n')
	return i > 0 && src[i-1] == '\r'
}

// generated reports whether src carries the header `// Code generated …
// DO NOT EDIT.` before its package clause.
func generated(src []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.PackageClauseOnly|parser.ParseComments)
	return err == nil && ast.IsGenerated(f)
}
