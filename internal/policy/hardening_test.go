package policy_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
	"github.com/kvlint/kvlint/internal/policy"
)

var oneLinePositioned = regexp.MustCompile(`^p\.yaml:\d+:\d+: [^\n]+$`)

// Each of these loosened the policy without a word; each is now a one-line
// error at file:line:col.
func TestSilentLooseningIsAnError(t *testing.T) {
	const ext = "version: 1\nextends: kubevirt\n"
	checkParseErrors(t, []parseErrorCase{
		{"empty section under extends", ext + "statusfield:\n  # types: []\n", "p.yaml:3:1: statusfield: empty value (are its entries commented out?)"},
		{"empty core key", "version: 1\nexclude:\n", "p.yaml:2:1: exclude: empty value"},
		{"bare dash in module", "version: 1\nmodule:\n  - kubevirt.io/kubevirt/...\n  -\n", "p.yaml:4:4: module[1]: empty list item"},
		{"duplicate extends", ext + "extends: kubevirt\n", `p.yaml:3:1: the top level: duplicate key "extends" (first set at line 2)`},
		{"duplicate nested key", "version: 1\ncomponents:\n  a: [x/a]\n  a: [x/b]\n", `p.yaml:4:3: components: duplicate key "a" (first set at line 3)`},
		{"second document", "version: 1\n---\ncolour: red\n", "p.yaml:2:1: a second YAML document (after ---)"},
		{"quoted version", "version: \"1\"\n", `p.yaml:1:10: version: want an integer, found the scalar "1"`},
		{"float version", "version: 1.0\n", `p.yaml:1:10: version: want an integer`},
		{"extends without version", "extends: kubevirt\n", `p.yaml:1:1: the top level: missing required key "version"`},
		{"relative pattern", "version: 1\nmodule: [./pkg/...]\n", `p.yaml:2:10: module[0]: bad package pattern "./pkg/...": import path "./pkg" is relative`},
		{"double slash pattern", "version: 1\ncomponents:\n  a: [a.b//c/...]\n", `p.yaml:3:7: components.a[0]: bad package pattern "a.b//c/..."`},
		{"absolute pattern", "version: 1\nexclude: [/src/pkg/...]\n", `p.yaml:2:11: exclude[0]: bad package pattern`},
		{"alias", "version: 1\nmodule: &m [a/b]\ncomponents: {x: *m}\n", "p.yaml:3:17: components.x: YAML aliases are not supported"},
		{"bidi in a component name", "version: 1\ncomponents:\n  \"virt-\u202ehandler\": [a/b]\n", `p.yaml:3:3: components: a key contains a bidirectional formatting character (U+202E)`},
		{"newline in a pattern", "version: 1\nmodule: [\"a/b\\n::error x\"]\n", `p.yaml:2:10: module[0]: contains a control character (U+000A)`},
		{"control character", "version: 1\nmodule: [a/b]\x01\n", `p.yaml:2:14: YAML syntax error: control characters are not allowed`},
		{"invalid UTF-8", "version: 1\n\xff: x\n", `p.yaml:2:1: YAML syntax error: invalid leading UTF-8 octet`},
		{"merge key", "version: 1\ncomponents:\n  <<: {a: [x/a]}\n", "p.yaml:3:3: components: YAML merge keys (<<) are not supported"},
	})
}

type parseErrorCase struct{ name, text, want string }

// checkParseErrors: each case's text fails to parse with one line, at
// p.yaml:line:col, that contains its want.
func checkParseErrors(t *testing.T, cases []parseErrorCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(t, c.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Regexp(t, oneLinePositioned, err.Error())
		})
	}
}

func TestReservedTextInStrings(t *testing.T) {
	p, err := parse(t, base+"hostprim:\n  rules:\n  - name: mount\n    wrappers:\n      - {package: a/b, reason: \"   \"}\n")
	require.NoError(t, err)
	_, err = p.Section("hostprim", newTestSection)
	assert.ErrorContains(t, err, "hostprim.rules[0].wrappers[0].reason: must not be empty", "a blank reason is no reason")

	p, err = parse(t, base+"hostprim:\n  rules:\n  - name: \"mo\\u202eunt\"\n")
	require.NoError(t, err)
	_, err = p.Section("hostprim", newTestSection)
	assert.ErrorContains(t, err, "p.yaml:10:11: hostprim.rules[0].name: contains a bidirectional formatting character (U+202E)")
}

// A policy file that cannot be read as one is an error naming it, never "no
// policy" (which would fall back to the embedded profile) and never a hang.
func TestUnreadablePolicyFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		filetest.Write(t, p, text)
		return p
	}
	filetest.Write(t, filepath.Join(dir, "go.mod"), "module m\n")

	// A dangling link named .kvlint.yaml is found, and fails to load.
	sub := filepath.Join(dir, "dangling")
	require.NoError(t, os.MkdirAll(sub, 0o755))
	require.NoError(t, os.Symlink("missing.yaml", filepath.Join(sub, policy.FileName)))
	_, err := (&policy.Source{}).ForDir(sub)
	assert.ErrorContains(t, err, "symbolic link that leads to no file")

	loop := filepath.Join(dir, "loop")
	require.NoError(t, os.MkdirAll(loop, 0o755))
	require.NoError(t, os.Symlink(policy.FileName, filepath.Join(loop, policy.FileName)))
	_, err = (&policy.Source{}).ForDir(loop)
	assert.ErrorContains(t, err, "symbolic link that leads to no file")

	fifo := filepath.Join(dir, "fifo.yaml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	_, err = policy.LoadFile(fifo)
	assert.ErrorContains(t, err, "not a regular file")

	if _, serr := os.Stat("/dev/zero"); serr == nil {
		_, err = policy.LoadFile("/dev/zero")
		assert.ErrorContains(t, err, "/dev/zero: cannot read policy: not a regular file")
	}

	big := write("big.yaml", "version: 1\n# "+strings.Repeat("x", policy.MaxFileSize)+"\n")
	_, err = policy.LoadFile(big)
	assert.ErrorContains(t, err, "cannot read policy: 1048590 bytes, more than the 1048576 allowed")

	// A foreign file is named, not printed.
	secret := "root:x:0:0:root:/root:/bin/bash\n" + strings.Repeat("daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n", 5)
	_, err = policy.LoadFile(write("passwd", secret))
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "daemon")
	assert.NotContains(t, err.Error(), "\n")
	_, err = policy.LoadFile(write("keys", "version: 1\n"+strings.Repeat("s3cr3t", 20)+": x\n"))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 300, err.Error())
}
