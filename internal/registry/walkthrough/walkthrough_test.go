// Package walkthrough_test adds a pass to kvlint the way
// docs/architecture.md's "Adding a transitive pass" walks through, and
// checks that kvlint reports its finding and that kvlint map shows its
// sites, with no other change to kvlint: the pass (testdata/examplepass)
// registers itself from init with its codes, its section is read from the
// policy by the key the registry declared, its effect is transitive
// (internal/effects facts across packages), and its sites reach the map as
// generic records. Its touch points outside its folder are the testdata
// copies of the repository's: testdata/all (internal/registry/all),
// the example's explain page and configuration.md under testdata/docs.
package walkthrough_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/mapdiff"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/internal/schematest"

	// internal/registry/all with the one line the walkthrough adds.
	_ "github.com/kvlint/kvlint/internal/registry/walkthrough/testdata/all"
)

// setup returns the fixture tree's source directory, its policy source and
// the go command's environment for it.
func setup(t *testing.T) (string, *policy.Source, []string) {
	t.Helper()
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	return setupAt(t, gopath)
}

// setupAt is setup for a copy of the fixture tree at gopath.
func setupAt(t *testing.T, gopath string) (string, *policy.Source, []string) {
	t.Helper()
	src := &policy.Source{}
	require.NoError(t, src.Set(filepath.Join(gopath, "policy.yaml")))
	env := append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=-buildvcs=false")
	return filepath.Join(gopath, "src"), src, env
}

// TestExamplePassIsRegistered: the definition's codes reached the code
// table without an edit to internal/codes, and its section key the policy.
func TestExamplePassIsRegistered(t *testing.T) {
	c, ok := codes.Lookup("xp9001")
	require.True(t, ok)
	assert.Equal(t, "examplepass", c.Pass)
	var names []string
	for _, d := range registry.Defs() {
		names = append(names, d.Name)
	}
	assert.Contains(t, names, "examplepass")
}

// TestExamplePassFindings runs the pass through kvlint's core: a direct
// beep, a beep through shared code (with the chain as related locations),
// a conditional path, a directive, and the allowed component quiet.
func TestExamplePassFindings(t *testing.T) {
	dir, src, env := setup(t)
	a, err := core.Analyze(core.Request{Dir: dir, Root: dir, Env: env, Source: src, Validate: registry.Validate, Analyzers: registry.Analyzers}, "./...")
	require.NoError(t, err)
	var got []string
	for _, f := range a.Findings {
		if f.Code != "XP9001" {
			continue
		}
		line := fmt.Sprintf("%s:%d: %s", f.Path, f.Line, f.Message)
		if f.Suppressed {
			line += " (suppressed)"
		}
		for _, r := range f.Related {
			line += " | " + r.Message
		}
		got = append(got, line)
	}
	assert.Equal(t, []string{
		"example.com/app/front/front.go:11: front beeps via beep.Beep",
		"example.com/app/front/front.go:12: front beeps via util.Alert | util.Alert calls util.ring | util.ring calls beep.Beep",
		"example.com/app/front/front.go:19: front beeps via util.Alert | util.Alert calls util.ring | util.ring calls beep.Beep",
		"example.com/app/front/front.go:26: front beeps via beep.Beep (suppressed)",
	}, got, "util.Quiet and package back report nothing")
}

// mapOf maps the fixture tree at gopath.
func mapOf(t *testing.T, gopath string) *readmap.Map {
	t.Helper()
	dir, src, env := setupAt(t, gopath)
	pol, err := src.ForDir(dir)
	require.NoError(t, err)
	view, err := registry.MapPolicy(pol)
	require.NoError(t, err)
	m, err := readmap.Make(readmap.Options{Source: src, View: view, Validate: registry.Validate, Analyzers: registry.Analyzers, Dir: dir, Root: dir, Env: env}, "./...")
	require.NoError(t, err)
	return m
}

// TestExamplePassInTheDiff: kvlint diff reports a new pass's records
// appearing and going between a base and a head tree, though mapdiff knows
// nothing of the pass either. The head is the fixture with front.Wait's
// beep moved into a new function, front.Nag.
func TestExamplePassInTheDiff(t *testing.T) {
	head := t.TempDir()
	require.NoError(t, os.CopyFS(head, os.DirFS("testdata")))
	front := filepath.Join(head, "src", "example.com", "app", "front", "front.go")
	text := strings.Replace(filetest.Read(t, front), "func Wait(loud bool) {\n\tif loud {\n\t\tutil.Alert()\n\t}\n}",
		"func Wait(loud bool) {}\n\n// Nag beeps.\nfunc Nag() {\n\tutil.Alert()\n}", 1)
	filetest.Write(t, front, text)

	base, err := filepath.Abs("testdata")
	require.NoError(t, err)
	var got []string
	for _, c := range mapdiff.Diff(mapOf(t, base), mapOf(t, head)) {
		got = append(got, fmt.Sprintf("%s:%d %s %s %s %s", c.File, c.Line, c.Kind, c.Subject, c.Func, c.Violation))
	}
	assert.Equal(t, []string{
		"example.com/app/front/front.go:21 new-pass-record examplepass: via beep front.Nag XP9001",
		"example.com/app/front/front.go:19 dropped-pass-record examplepass: via beep front.Wait XP9001",
	}, got)
}

// TestExamplePassInTheMap: kvlint map lists the pass's sites under "Other
// passes" (Markdown) and "passes" (JSON), with the finding's code on the
// violating ones, though readmap knows nothing of the pass.
func TestExamplePassInTheMap(t *testing.T) {
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	m := mapOf(t, gopath)

	var recs []string
	for _, pr := range m.Passes {
		if pr.Pass != "examplepass" {
			continue
		}
		for _, r := range pr.Records {
			recs = append(recs, r.Component+" "+r.Kind+" "+r.Key+" "+r.Func+" "+r.Violation)
		}
	}
	assert.Equal(t, []string{
		"back direct beep back.Work ",
		"back via beep back.Work ",
		"front direct beep front.Serve XP9001",
		"front via beep front.Serve XP9001",
		"front via beep front.Wait XP9001",
		"front direct beep front.Hush ",
		"shared direct beep util.ring ",
	}, recs, "a suppressed finding does not mark its site")

	var md bytes.Buffer
	require.NoError(t, readmap.WriteMarkdown(&md, m, "map"))
	assert.Contains(t, md.String(), "## Other passes\n\n### examplepass\n\n")
	var js bytes.Buffer
	require.NoError(t, readmap.WriteJSON(&js, m))
	assert.Contains(t, js.String(), `"pass": "examplepass"`)
	assert.NoError(t, schematest.Validate(schematest.Docs(t, "map-schema.json"), js.String()), "docs/map-schema.json describes the records")
}
