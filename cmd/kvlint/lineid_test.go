package main_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// A //line directive is text the author of a change writes: it may move
// where a finding is displayed (only in a generated file naming a file of
// its own package), never what is checked, which policy applies, or which
// declaration a finding is keyed to. Each test edits a copy of the
// KubeVirt-shaped integration tree the way a hostile pull request would.

// kubevirtCopy copies testdata/integration/kubevirt (with the API stand-in
// its go.mod takes from testdata/src) and writes files (slash paths
// relative to the module root) into the copy.
func kubevirtCopy(t *testing.T, files map[string]string) string {
	t.Helper()
	dst := filepath.Join(filetest.CopyIntegration(t, testdata(), t.TempDir()), "kubevirt")
	filetest.WriteAll(t, dst, files)
	return dst
}

// findingsIn runs kvlint on ./... of a kubevirtCopy with files, which must
// exit 1 (findings), and returns the copy, the findings' "file:line:col:
// CODE" and the output.
func findingsIn(t *testing.T, files map[string]string) (dir string, got []string, stdout, stderr string) {
	t.Helper()
	dir = kubevirtCopy(t, files)
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./...")
	assert.Equal(t, 1, code, stderr)
	return dir, codesAt(stdout), stdout, stderr
}

const lifecycle = "pkg/virt-controller/watch/vmi/lifecycle.go"

// lifecycleWith returns the fixture's lifecycle.go with extra inserted
// before the line that starts with before.
func lifecycleWith(t *testing.T, before, extra string) string {
	t.Helper()
	s := filetest.Read(t, testdata("integration", "kubevirt", filepath.FromSlash(lifecycle)))
	i := strings.Index(s, before)
	require.GreaterOrEqual(t, i, 0, before)
	return s[:i] + extra + s[i:]
}

// codesAt lists "path:line:col: CODE" of the text output's findings.
func codesAt(stdout string) []string {
	re := regexp.MustCompile(`(?m)^(\S+:\d+:\d+): ([A-Z]{2}\d{4}):`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(stdout, -1) {
		out = append(out, m[1]+": "+m[2])
	}
	return out
}

// Defect 1: a //line naming line 100 in a 34-line file made Enclosing index
// the physical file with the adjusted line (panic: invalid line number) in
// kvlint ci, plain kvlint and kvlint map.
func TestLineDirectivePastTheEndOfTheFileDoesNotPanic(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line x.go:100\n"),
	})
	for _, args := range [][]string{{"ci", "-root=" + dir, "./..."}, {"./..."}, {"map", "./..."}} {
		stdout, stderr, code := runEnv(t, dir, moduleEnv, args...)
		assert.NotContains(t, stderr, "panic", args)
		assert.NotContains(t, stderr, "internal error", args)
		if args[0] == "map" {
			assert.Equal(t, 0, code, "%v: %s", args, stderr)
			continue
		}
		assert.Equal(t, 1, code, "%v: %s", args, stderr)
		assert.Contains(t, codesAt(stdout), lifecycle+":31:9: HP1001", args)
	}
}

// Defect 2: a two-line file whose //line names a directory with a policy
// that excludes everything switched its whole package to that policy
// (five findings to none, exit 0, under go vet too).
func TestLineDirectiveDoesNotChoosePolicy(t *testing.T) {
	dir, got, stdout, stderr := findingsIn(t, map[string]string{
		"elsewhere/.kvlint.yaml":             "version: 1\nextends: kubevirt\nexclude: ['*.go']\n",
		"pkg/virt-controller/watch/vmi/a.go": "//line ../../../../elsewhere/a.go:1\npackage vmi\n",
	})
	var vmi []string
	for _, c := range got {
		if strings.HasPrefix(c, lifecycle) {
			vmi = append(vmi, c)
		}
	}
	assert.Len(t, vmi, 5, stdout)
	assert.Contains(t, stderr, "kvlint: policy: .kvlint.yaml")
	assert.NotContains(t, stderr, "elsewhere/.kvlint.yaml")

	out := vet(t, dir, "./pkg/virt-controller/...")
	for _, code := range []string{"HO1001", "HO1003", "SF1001", "HP1001", "HP1002"} {
		assert.Contains(t, out, code, "go vet: %s", out)
	}
}

// A //line directive in a new file: Defect 3, naming unsafepath.go atop it
// satisfied the profile's files: [unsafepath.go] allowance of
// pkg/virt-handler; Defect 8 (generated files), a file that declares itself
// generated may show its findings at the file of its own package that its
// //line names.
func TestLineDirectiveInANewFile(t *testing.T) {
	for name, tc := range map[string]struct {
		files map[string]string
		want  string
	}{
		"does not satisfy a files allowance": {files: map[string]string{
			"pkg/unsafepath/unsafepath.go": "// Package unsafepath turns safe paths back into strings.\npackage unsafepath\n\n// Absolute is the path as a string.\nfunc Absolute(p string) string { return p }\n",
			"pkg/virt-handler/sneak.go":    "//line unsafepath.go:1\npackage virthandler\n\nimport \"kubevirt.io/kubevirt/pkg/unsafepath\"\n\nvar _ = unsafepath.Absolute\n",
		}, want: "pkg/virt-handler/sneak.go:4:8: HO1004"},
		"in a generated file names its source": {files: map[string]string{
			"pkg/virt-controller/watch/vmi/mount.tmpl.go":   "package vmi\n",
			"pkg/virt-controller/watch/vmi/zz_generated.go": "// Code generated by hand for a test. DO NOT EDIT.\n\npackage vmi\n\nimport \"golang.org/x/sys/unix\"\n\nfunc gen() error {\n//line mount.tmpl.go:7:1\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n",
		}, want: "pkg/virt-controller/watch/vmi/mount.tmpl.go:7:9: HP1001"},
	} {
		t.Run(name, func(t *testing.T) {
			_, got, stdout, _ := findingsIn(t, tc.files)
			assert.Contains(t, got, tc.want, stdout)
		})
	}
}

// Defect 4: a hand-written file named like cgo's _cgo_gotypes.go was
// skipped by the effects skeleton (HP1001, HP1002, SF1001 vanished, also
// under go vet). Only a compiled file the go command generated with no
// source is cgo's own.
func TestHandWrittenCgoTypesNameIsAnalysed(t *testing.T) {
	dir, got, stdout, _ := findingsIn(t, map[string]string{
		"pkg/virt-controller/watch/vmi/x_cgo_gotypes.go": `package vmi

import (
	"golang.org/x/sys/unix"
	v1 "kubevirt.io/api/core/v1"
)

func (c *Controller) sneak(vmi *v1.VirtualMachineInstance, dev string) error {
	vmi.Status.GuestOSInfo.Name = dev
	return unix.Mount(dev, "/mnt", "ext4", 0, "")
}
`,
	})
	const f = "pkg/virt-controller/watch/vmi/x_cgo_gotypes.go"
	assert.Contains(t, got, f+":9:2: SF1001", stdout)
	assert.Contains(t, got, f+":10:9: HP1001", stdout)
	assert.Contains(t, got, f+":10:9: HP1002", stdout)

	out := vet(t, dir, "./pkg/virt-controller/...")
	for _, want := range []string{"x_cgo_gotypes.go:9:2: SF1001", "x_cgo_gotypes.go:10:9: HP1001", "x_cgo_gotypes.go:10:9: HP1002"} {
		assert.Contains(t, out, want, "go vet")
	}
}

// Defect 7: under a //line, findings were keyed to the wrong declaration
// (the import block), so a baselined finding became new after an
// unrelated insert above it.
func TestLineDirectiveKeepsTheBaselineKey(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line lifecycle.go:12\n"),
	})
	base := filepath.Join(dir, "baseline.json")
	ci := ciIn(t, dir, base)
	_, stderr, code := ci("-write-baseline", "./...")
	require.Equal(t, 0, code, stderr)
	data := filetest.Read(t, base)
	b := decodeJSON[struct {
		Findings []struct {
			Code string
			Func string `json:"function"`
		}
	}](t, data)
	var funcs []string
	for _, e := range b.Findings {
		if e.Code == "HP1001" {
			funcs = append(funcs, e.Func)
		}
	}
	assert.Equal(t, []string{"(*Controller).prepareHostDisk"}, funcs, data)

	edit(t, filepath.Join(dir, filepath.FromSlash(lifecycle)), func(s string) string {
		return strings.Replace(s, "// Controller drives", "// unrelated is new.\nfunc unrelated() {}\n\n// Controller drives", 1)
	})
	_, stderr, code = ci("./...")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "0 new findings")
}

// Defect 8: a //line naming README.md moved HP1001 and HP1002 there in
// text, JSON and SARIF; only a generated file naming a file of its own
// package may move where a finding is shown.
func TestLineDirectiveInHandWrittenFileDoesNotMoveFindings(t *testing.T) {
	dir, got, stdout, _ := findingsIn(t, map[string]string{
		"README.md": "# fixture\n",
		lifecycle:   lifecycleWith(t, "\treturn unix.Mount", "//line ../../../../README.md:1:1\n"),
	})
	assert.Contains(t, got, lifecycle+":31:9: HP1001", stdout)
	assert.Contains(t, got, lifecycle+":31:9: HP1002", stdout)
	for _, format := range []string{"json", "sarif"} {
		stdout, stderr, code := runEnv(t, dir, moduleEnv, "-format="+format, "./...")
		assert.Equal(t, 1, code, stderr)
		assert.NotContains(t, stdout, "README.md", format)
	}
	// go vet prints with the pass's FileSet, which applies the directive:
	// the reporter moves the diagnostic to a copy of the file without it
	// (kvlint e371f1d printed README.md:1:9 here).
	out := vet(t, dir, "./pkg/virt-controller/...")
	assert.Contains(t, out, lifecycle+":31:9: HP1001", out)
	assert.Contains(t, out, lifecycle+":31:9: HP1002", out)
	assert.NotContains(t, out, "README.md", out)
}

// Defect 8 (map): a //line naming a test file took a function out of
// kvlint map, whose exclusions (*_test.go) go by the physical file.
func TestLineDirectiveDoesNotHideFromMap(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		lifecycle: lifecycleWith(t, "// prepareHostDisk", "//line zz_test.go:1\n"),
	})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "map", "-format=json", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "prepareHostDisk")
	assert.NotContains(t, stdout, "zz_test.go")
}

// Defect 8 (sides): migration sides are classified by the physical file
// name. A source-side file (the profile's files: migration-source.go) whose
// //line names migration-target.go stays on the source side: its write of
// a field reserved to the target is MP1001, as without the directive, at
// the physical position. The same code in a file of no side is no finding.
func TestLineDirectiveDoesNotChangeMigrationSide(t *testing.T) {
	const code = "package virthandler\n\nimport v1 \"kubevirt.io/api/core/v1\"\n\nfunc dropOverhead(vmi *v1.VirtualMachineInstance) {\n\tvmi.Status.MigrationState.TargetMemoryOverhead = nil\n}\n"
	const source = "pkg/virt-handler/migration-source.go"
	mp1001 := func(dir string) []string {
		stdout, stderr, _ := runEnv(t, dir, moduleEnv, "./pkg/virt-handler/...")
		require.NotContains(t, stderr, "internal error")
		var out []string
		for _, c := range codesAt(stdout) {
			if strings.HasSuffix(c, "MP1001") {
				out = append(out, c)
			}
		}
		return out
	}
	for name, text := range map[string]string{"plain": code, "//line": "//line migration-target.go:1\n" + code} {
		dir := kubevirtCopy(t, map[string]string{source: text})
		line := 6
		if name == "//line" {
			line = 7
		}
		assert.Equal(t, []string{fmt.Sprintf("%s:%d:2: MP1001", source, line)}, mp1001(dir), name)
	}
	assert.Empty(t, mp1001(kubevirtCopy(t, map[string]string{"pkg/virt-handler/migration-helpers.go": code})), "a file of no side")
}

// exclude: globs match a cgo file by its own name: the go command compiles
// cgo's rewrite of mount_excluded.go into the build cache under a hashed
// name, and the exclusion read that name (the finding stayed, shown at the
// source through the rewrite's //line). The same file without the glob is
// reported.
func TestExcludeGlobMatchesACgoFileByItsSourceName(t *testing.T) {
	const cgoFile = "pkg/virt-controller/watch/vmi/mount_excluded.go"
	const text = "package vmi\n\n// #include <stdlib.h>\nimport \"C\"\n\nimport \"golang.org/x/sys/unix\"\n\nfunc cgoMount() error {\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n"
	in := func(stdout string) []string {
		var out []string
		for _, c := range codesAt(stdout) {
			if strings.HasPrefix(c, cgoFile) {
				out = append(out, c)
			}
		}
		return out
	}
	dir := kubevirtCopy(t, map[string]string{cgoFile: text})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./pkg/virt-controller/...")
	require.Equal(t, 1, code, stderr)
	assert.Equal(t, []string{cgoFile + ":9:9: HP1001", cgoFile + ":9:9: HP1002"}, in(stdout), "the control: reported without the glob")
	assert.Contains(t, vet(t, dir, "./pkg/virt-controller/..."), "mount_excluded.go:9:9: HP1001", "the control under go vet")

	dir = kubevirtCopy(t, map[string]string{cgoFile: text, ".kvlint.yaml": "version: 1\nextends: kubevirt\nexclude: ['*_excluded.go']\n"})
	stdout, stderr, code = runEnv(t, dir, moduleEnv, "./pkg/virt-controller/...")
	require.Equal(t, 1, code, "lifecycle.go's findings remain\n%s", stderr)
	assert.Empty(t, in(stdout), stdout)
	assert.NotContains(t, vet(t, dir, "./pkg/virt-controller/..."), "mount_excluded.go", "go vet")
}

// Witness text is built where the chain's calls are, then travels to other
// packages in facts: a //line in a hand-written file of the callee's
// package (naming README.md) must not move the link shown under the
// caller's finding, in any format.
func TestLineDirectiveDoesNotMoveWitnessLinksInOtherPackages(t *testing.T) {
	dir := kubevirtCopy(t, map[string]string{
		"README.md":           "# fixture\n",
		"pkg/util/mnt/mnt.go": "// Package mnt mounts.\npackage mnt\n\nimport \"golang.org/x/sys/unix\"\n\n// Mount mounts.\nfunc Mount() error {\n//line ../../../README.md:1:1\n\treturn unix.Mount(\"a\", \"b\", \"ext4\", 0, \"\")\n}\n",
		"pkg/virt-controller/watch/vmi/usemnt.go": "package vmi\n\nimport \"kubevirt.io/kubevirt/pkg/util/mnt\"\n\nfunc useMount() error { return mnt.Mount() }\n",
	})
	stdout, stderr, code := runEnv(t, dir, moduleEnv, "./...")
	require.Equal(t, 1, code, stderr)
	assert.Contains(t, stdout, "pkg/virt-controller/watch/vmi/usemnt.go:5:32: HP1002: virt-controller reaches mount via mnt.Mount\n\tpkg/util/mnt/mnt.go:9:9: mnt.Mount calls unix.Mount\n", stdout)
	for _, format := range []string{"text", "json", "sarif"} {
		stdout, _, _ := runEnv(t, dir, moduleEnv, "-format="+format, "./...")
		assert.NotContains(t, stdout, "README", format)
	}
	out := vet(t, dir, "./pkg/util/...", "./pkg/virt-controller/...")
	assert.Contains(t, out, "pkg/util/mnt/mnt.go:9:9: HP1001", "go vet")
	assert.NotContains(t, out, "README", "go vet")
}
