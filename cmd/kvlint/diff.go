package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/mapdiff"
	"github.com/kvlint/kvlint/internal/readmap"
)

const diffUsage = `usage: kvlint diff (-base-map=FILE | -base=REF) [flags] packages

Prints what the working tree changes in the handoffs between components,
compared with a base: status fields and values newly written or no longer
written, host primitives newly reached, import edges across components,
channel uses, migration lifecycle sites per side, handoff key uses, findings
that come or go where the code stays, findings a directive now
suppresses and, with -baseline, findings the baseline file now accepts.
The base is a map saved by kvlint map -format=json -o FILE (one analysis
run), or a git revision analysed in a temporary worktree (two runs). A moved
or renamed file is no change: records are matched by component, function
and subject, never by line. Markdown and text print nothing when nothing
changed; JSON is described by docs/diff-schema.json; docs/diff.md explains
each kind. Exit status 0, 1 when -fail-on names a kind present, 2 on error.

Flags:
`

// diffFlags are kvlint diff's flags: kvlint map's and the base's.
type diffFlags struct {
	reportFlags
	baseMap, base, saveMap, failOn string
	// baseline is the working tree's baseline file; baseBaseline the
	// base's (default under -base=REF: the same file in the base's tree).
	baseline, baseBaseline string
}

// runDiff is `kvlint diff`: the map of the working tree against a base map.
func runDiff(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kvlint diff", flag.ContinueOnError)
	var f diffFlags
	formats := []format[[]mapdiff.Change]{
		{"markdown", func(w io.Writer, cs []mapdiff.Change) error { return mapdiff.WriteMarkdown(w, cs, f.title) }},
		{"json", mapdiff.WriteJSON},
		{"text", mapdiff.WriteText},
	}
	f.define(fs, formatNames(formats), "kvlint diff")
	fs.StringVar(&f.baseMap, "base-map", "", "the base: a map saved by kvlint map -format=json -o `FILE`")
	fs.StringVar(&f.base, "base", "", "the base: git revision `REF`, analysed in a temporary worktree")
	fs.StringVar(&f.saveMap, "save-map", "", "also write the working tree's map JSON to `FILE` (the next run's -base-map)")
	fs.StringVar(&f.baseline, "baseline", "", "also compare the baseline `FILE` with the base's: findings it now accepts or no longer accepts")
	fs.StringVar(&f.baseBaseline, "base-baseline", "", "the base's baseline `FILE` (needed with -base-map; with -base=REF, the -baseline file in the base revision)")
	fs.StringVar(&f.failOn, "fail-on", "", "exit 1 when a change of one of these `KINDS` (comma-separated, e.g. new-foreign-status-writer) is present")
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, diffUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return core.ExitError
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "kvlint diff: "+format+"\n", a...)
		return core.ExitError
	}
	write, err := writer(&f.reportFlags, formats)
	switch {
	case err != nil:
		return fail("%v", err)
	case (f.baseMap == "") == (f.base == ""):
		return fail("give the base as one of -base-map=FILE or -base=REF")
	case fs.NArg() == 0:
		return fail("no packages given: run e.g. kvlint diff -base-map=base.json ./...")
	case f.baseBaseline != "" && f.baseline == "":
		return fail("-base-baseline=%s needs -baseline=FILE, the working tree's baseline to compare it with", f.baseBaseline)
	case f.baseline != "" && f.baseMap != "" && f.baseBaseline == "":
		return fail("-baseline with -base-map needs -base-baseline=FILE, the base's baseline (a saved map holds none)")
	}
	failOn, err := parseKinds(f.failOn)
	if err != nil {
		return fail("-fail-on: %v", err)
	}
	cs, err := f.changes(fs.Args())
	if err != nil {
		return fail("%v", err)
	}
	var buf bytes.Buffer
	if err := write(&buf, cs); err != nil {
		return fail("%v", err)
	}
	if err := f.write(stdout, buf.Bytes()); err != nil {
		return fail("%v", err)
	}
	for _, c := range cs {
		if slices.Contains(failOn, c.Kind) {
			fmt.Fprintf(stderr, "kvlint diff: %s present (-fail-on)\n", c.Kind)
			return core.ExitFindings
		}
	}
	return core.ExitClean
}

// parseKinds reads -fail-on: known kinds only, so a typo cannot pass
// silently.
func parseKinds(s string) ([]mapdiff.Kind, error) {
	var out []mapdiff.Kind
	for _, k := range strings.Split(s, ",") {
		k = strings.TrimSpace(k)
		if k == "" {
			continue
		}
		if !slices.Contains(mapdiff.Kinds(), mapdiff.Kind(k)) {
			var names []string
			for _, k := range mapdiff.Kinds() {
				names = append(names, string(k))
			}
			return nil, fmt.Errorf("unknown change kind %q: want one of %s", k, strings.Join(names, ", "))
		}
		out = append(out, mapdiff.Kind(k))
	}
	return out, nil
}

// changes makes the base map (read, or from a worktree of the base
// revision) and the working tree's, and diffs them.
func (f *diffFlags) changes(patterns []string) ([]mapdiff.Change, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	var base *readmap.Map
	var baseBaseline *baseline.File
	if f.baseMap != "" {
		base, err = mapdiff.ReadMap(f.baseMap)
	} else {
		base, baseBaseline, err = f.baseAt(wd, patterns)
	}
	if err != nil {
		return nil, err
	}
	head, err := f.mapOf(wd, f.root, f.link, patterns)
	if err != nil {
		return nil, err
	}
	if f.saveMap != "" {
		var buf bytes.Buffer
		if err := readmap.WriteJSON(&buf, head); err != nil {
			return nil, err
		}
		if err := atomicfile.WriteFile(f.saveMap, buf.Bytes(), 0o644); err != nil {
			return nil, fmt.Errorf("-save-map: %w", err)
		}
	}
	cs := mapdiff.Diff(base, head)
	if f.baseline == "" {
		return cs, nil
	}
	return f.withBaselines(wd, cs, baseBaseline)
}

// withBaselines adds the baseline's changes to cs: -baseline against
// -base-baseline, or against inBase, the same file in the base revision.
func (f *diffFlags) withBaselines(wd string, cs []mapdiff.Change, inBase *baseline.File) ([]mapdiff.Change, error) {
	head, err := baseline.Read(f.baseline)
	if err != nil {
		return nil, fmt.Errorf("-baseline: %w", err)
	}
	base := inBase
	if f.baseBaseline != "" {
		if base, err = baseline.Read(f.baseBaseline); err != nil {
			return nil, fmt.Errorf("-base-baseline: %w", err)
		}
	}
	if base == nil {
		base = &baseline.File{Version: head.Version} // the base has no baseline: every entry is new
	}
	pol, err := f.src.ForDir(wd)
	if err != nil {
		return nil, err
	}
	return mapdiff.WithBaselines(cs, base, head, pol.ComponentOf)
}

// baseAt maps the base revision in a temporary git worktree, at the same
// place relative to the repository as wd, reads the -baseline file there
// (nil when there is none, or no -baseline), and removes the worktree.
func (f *diffFlags) baseAt(wd string, patterns []string) (*readmap.Map, *baseline.File, error) {
	top, err := git(wd, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, nil, fmt.Errorf("-base=%s needs a git checkout: %w", f.base, err)
	}
	rel, err := filepath.Rel(top, wd)
	if err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp("", "kvlint-diff-base-")
	if err != nil {
		return nil, nil, err
	}
	// The worktree is removed below; what is left of the directory is a
	// temporary one the system cleans up.
	defer func() { _ = os.RemoveAll(tmp) }()
	wt := filepath.Join(tmp, "base")
	if _, err := git(top, "worktree", "add", "--detach", "--quiet", wt, f.base); err != nil {
		return nil, nil, fmt.Errorf("-base=%s: %w", f.base, err)
	}
	defer func() { _, _ = git(top, "worktree", "remove", "--force", wt) }()
	root := f.root
	if root != "" {
		abs, err := filepath.Abs(root)
		if err != nil {
			return nil, nil, err
		}
		r, err := filepath.Rel(top, abs)
		if err != nil || strings.HasPrefix(r, "..") {
			return nil, nil, fmt.Errorf("-root=%s is outside the repository %s, so it has no place in the base worktree", root, top)
		}
		root = filepath.Join(wt, r)
	}
	m, err := f.mapOf(filepath.Join(wt, rel), root, "", patterns)
	if err != nil || f.baseline == "" || f.baseBaseline != "" {
		return m, nil, err
	}
	b, err := f.baselineIn(top, wd, wt)
	return m, b, err
}

// baselineIn reads the -baseline file (a path from wd, in the repository
// top) at the same place in the worktree wt of the base; nil when the base
// has none.
func (f *diffFlags) baselineIn(top, wd, wt string) (*baseline.File, error) {
	abs := f.baseline
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(wd, abs)
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(dir, filepath.Base(abs)) // git names the repository's top resolved
	}
	rel, err := filepath.Rel(top, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return nil, fmt.Errorf("-baseline=%s is outside the repository %s, so it has no place in the base revision: give the base's with -base-baseline", f.baseline, top)
	}
	p := filepath.Join(wt, rel)
	if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	b, err := baseline.Read(p)
	if err != nil {
		return nil, fmt.Errorf("-baseline in the base revision %s: %w", f.base, err)
	}
	return b, nil
}

// git runs git in dir and returns its trimmed output; an error carries
// git's own message.
func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
	return strings.TrimSpace(out.String()), nil
}
