package baseline_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/filetest"
)

func f(code, fn, msg string, line int) finding.Finding {
	return finding.Finding{Code: code, Package: "kubevirt.io/kubevirt/pkg/a", Func: fn, Message: msg, Path: "pkg/a/a.go", Line: line}
}

// sf is f with a subject, as every kvlint code names one.
func sf(code, fn, subject string, line int) finding.Finding {
	x := f(code, fn, "about "+subject, line)
	x.Subject = subject
	return x
}

func TestFingerprintIgnoresLinesAndColumns(t *testing.T) {
	a := f("HP1002", "(*C).Sync", "virt-controller reaches mount via x.M → unix.Mount (pkg/x/x.go:107)", 10)
	b := f("HP1002", "(*C).Sync", "virt-controller reaches mount via x.M → unix.Mount (pkg/x/x.go:212:3)", 42)
	assert.Equal(t, baseline.KeyOf(&a).Fingerprint(), baseline.KeyOf(&b).Fingerprint())

	for _, other := range []finding.Finding{
		f("HP1001", "(*C).Sync", a.Message, 10),
		f("HP1002", "(*C).Run", a.Message, 10),
		f("HP1002", "(*C).Sync", "virt-controller reaches chroot via x.M → unix.Chroot (pkg/x/x.go:107)", 10),
	} {
		assert.NotEqual(t, baseline.KeyOf(&a).Fingerprint(), baseline.KeyOf(&other).Fingerprint(), other)
	}
}

func TestCountsAndStaleEntries(t *testing.T) {
	same1 := sf("SF1001", "sync", "Status.Phase", 5)
	same2 := sf("SF1001", "sync", "Status.Phase", 9)
	other := sf("HO1003", "labels", "v1.NodeNameLabel", 12)
	sup := sf("HP1001", "mount", "mount unix.Mount", 20)
	sup.Suppressed = true

	b := baseline.Build([]finding.Finding{same1, same2, other, sup})
	require.Len(t, b.Entries, 2, "suppressed findings are not baselined")
	counts := map[string]int{}
	for _, e := range b.Entries {
		counts[e.Code] = e.Count
	}
	assert.Equal(t, map[string]int{"SF1001": 2, "HO1003": 1}, counts)

	// Round trip through a file.
	path := filepath.Join(t.TempDir(), "b.json")
	require.NoError(t, b.Write(path))
	read, err := baseline.Read(path)
	require.NoError(t, err)
	assert.Equal(t, b, read)

	// A third identical finding is new; the others are unchanged.
	same3 := sf("SF1001", "sync", "Status.Phase", 30)
	states, stale := baseline.Compare(read, []finding.Finding{same1, same2, same3, other, sup})
	assert.Equal(t, []baseline.State{baseline.Unchanged, baseline.Unchanged, baseline.New, baseline.Unchanged, ""}, states)
	assert.Empty(t, stale)

	// One of two gone, and the other entry gone entirely: both stale.
	states, stale = baseline.Compare(read, []finding.Finding{same1})
	assert.Equal(t, []baseline.State{baseline.Unchanged}, states)
	require.Len(t, stale, 2)
	missing := map[string]int{}
	for _, s := range stale {
		missing[s.Code] = s.Missing
	}
	assert.Equal(t, map[string]int{"SF1001": 1, "HO1003": 1}, missing)
}

func TestReadRejectsEditedEntries(t *testing.T) {
	b := baseline.Build([]finding.Finding{sf("SF1001", "sync", "m", 1)})
	b.Entries[0].Subject = "edited by hand"
	path := filepath.Join(t.TempDir(), "b.json")
	require.NoError(t, b.Write(path))
	_, err := baseline.Read(path)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "does not match")

	_, err = baseline.Read(filepath.Join(t.TempDir(), "missing.json"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-write-baseline")
}

func TestDecodeRejectsTrailingData(t *testing.T) {
	data, err := baseline.Build([]finding.Finding{sf("SF1001", "sync", "m", 1)}).Marshal()
	require.NoError(t, err)
	_, err = baseline.Decode("b.json", data)
	require.NoError(t, err)
	for name, tail := range map[string]string{
		"second document": string(data),
		"garbage":         "<<<<<<< HEAD\n",
		"brace":           "}",
		"comma":           ",",
	} {
		_, err := baseline.Decode("b.json", append(append([]byte(nil), data...), tail...))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "b.json:17:1: not a kvlint baseline: unexpected data after the JSON document", name)
	}
}

// A baseline path that is not a regular file fails at once: a FIFO would
// block the run, /dev/zero would exhaust memory.
func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "b.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	_, err := baseline.Read(fifo)
	assert.ErrorContains(t, err, "b.json: cannot read baseline: not a regular file")
	if _, serr := os.Stat("/dev/zero"); serr == nil {
		_, err = baseline.Read("/dev/zero")
		assert.ErrorContains(t, err, "not a regular file")
	}
	dangling := filepath.Join(t.TempDir(), "link.json")
	require.NoError(t, os.Symlink("missing.json", dangling))
	_, err = baseline.Read(dangling)
	assert.ErrorContains(t, err, "symbolic link that leads to no file")
}

// A finding whose pass names a subject is keyed by it: rewording the
// message keeps the fingerprint; another subject changes it.
func TestFingerprintBySubjectIgnoresTheMessage(t *testing.T) {
	a := f("SF1001", "(*C).Sync", "virt-controller writes v1.VMIStatus.Phase", 10)
	a.Subject = "v1.VirtualMachineInstanceStatus.Phase"
	b := a
	b.Message = "virt-controller sets the phase, which only virt-handler may write"
	assert.Equal(t, baseline.KeyOf(&a).Fingerprint(), baseline.KeyOf(&b).Fingerprint())
	c := a
	c.Subject = "v1.VirtualMachineInstanceStatus.Reason"
	assert.NotEqual(t, baseline.KeyOf(&a).Fingerprint(), baseline.KeyOf(&c).Fingerprint())
}

// A version 1 baseline (keyed by message) is read and matched as written;
// writing it again makes a version 2 baseline keyed by subject.
func TestVersionOneBaselineIsReadAndRewritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "b.json")
	old := f("SF1001", "sync", "virt-handler writes Status.Phase", 5)
	// The fingerprint a version 1 kvlint computed: code, package, function,
	// message.
	v1 := `{"version": 1, "tool": "kvlint", "findings": [{"fingerprint": "` + v1Fingerprint(old) + `",
	  "code": "SF1001", "package": "kubevirt.io/kubevirt/pkg/a", "function": "sync",
	  "message": "virt-handler writes Status.Phase", "count": 1}]}`
	filetest.Write(t, path, v1)
	read, err := baseline.Read(path)
	require.NoError(t, err)
	assert.Equal(t, 1, read.Version)

	now := old
	now.Subject = "v1.VirtualMachineInstanceStatus.Phase"
	states, stale := baseline.Compare(read, []finding.Finding{now})
	assert.Equal(t, []baseline.State{baseline.Unchanged}, states, "matched by the version 1 key")
	assert.Empty(t, stale)

	rewritten := baseline.Build([]finding.Finding{now})
	require.NoError(t, rewritten.Write(path))
	again, err := baseline.Read(path)
	require.NoError(t, err)
	assert.Equal(t, baseline.Version, again.Version)
	assert.Equal(t, "v1.VirtualMachineInstanceStatus.Phase", again.Entries[0].Subject)
	reworded := now
	reworded.Message = "virt-handler sets the phase"
	states, _ = baseline.Compare(again, []finding.Finding{reworded})
	assert.Equal(t, []baseline.State{baseline.Unchanged}, states, "version 2 ignores the rewording")
}

func v1Fingerprint(f finding.Finding) string {
	h := sha256.Sum256([]byte(strings.Join([]string{"kvlint/v1", f.Code, f.Package, f.Func, baseline.Normalize(f.Message)}, "\x00")))
	return hex.EncodeToString(h[:16])
}

// A version 1 entry accepts findings with its message and nothing else:
// neither another API in the same declaration (unix.Chroot where unix.Mount
// was accepted) nor a reworded message. Before, it then accepted any finding
// of its code in its declaration.
func TestMessageKeyedEntriesMatchByMessageOnly(t *testing.T) {
	mount := f("HP1001", "setup", "raw mount primitive unix.Mount outside its wrapper packages", 5)
	entry := func(o finding.Finding, count int) string {
		return `{"fingerprint": "` + v1Fingerprint(o) + `", "code": "HP1001", "package": "kubevirt.io/kubevirt/pkg/a",
		  "function": "` + o.Func + `", "message": "` + o.Message + `", "count": ` + strconv.Itoa(count) + `}`
	}
	gone := mount
	gone.Func = "gone"
	read, err := baseline.Decode("b.json", []byte(`{"version": 1, "tool": "kvlint", "findings": [`+entry(mount, 1)+`, `+entry(gone, 1)+`]}`))
	require.NoError(t, err)
	assert.Equal(t, 2, read.Legacy())

	now := mount
	now.Subject = "mount unix.Mount"
	chroot := now
	chroot.Message = "raw mount primitive unix.Chroot outside its wrapper packages"
	chroot.Subject = "mount unix.Chroot"
	reworded := now
	reworded.Message = "raw mount primitive unix.Mount"
	other := now
	other.Func = "elsewhere"
	states, stale := baseline.Compare(read, []finding.Finding{chroot, reworded, now, now, other})
	assert.Equal(t, []baseline.State{baseline.New, baseline.New, baseline.Unchanged, baseline.New, baseline.New}, states,
		"an entry of count 1 accepts one finding with its message: not another API, a rewording, a second one nor another function's")
	require.Len(t, stale, 1)
	assert.Equal(t, "gone", stale[0].Function)

	// Swapped alone, the Chroot is still new and the Mount entry stale.
	states, stale = baseline.Compare(read, []finding.Finding{chroot})
	assert.Equal(t, []baseline.State{baseline.New}, states)
	assert.Len(t, stale, 2)

	rewritten := baseline.Build([]finding.Finding{now})
	assert.Zero(t, rewritten.Legacy())
	assert.Equal(t, "mount unix.Mount", rewritten.Entries[0].Subject)
}

// A version 2 entry of a kvlint code must name its subject: keyed by
// message alone, a hand-written entry with a large count would accept that
// many findings. Another analyzer's entry (no subject) is keyed by message
// and accepts only that message.
func TestVersionTwoEntriesOfKvlintCodesNeedASubject(t *testing.T) {
	k := baseline.Key{Code: "HP1001", Package: "kubevirt.io/kubevirt/pkg/a", Function: "setup", Message: "raw mount primitive unix.Mount"}
	doc := func(k baseline.Key, count int) []byte {
		b := &baseline.File{Version: 2, Tool: "kvlint", Entries: []baseline.Entry{{Fingerprint: k.Fingerprint(), Key: k, Count: count}}}
		data, err := b.Marshal()
		require.NoError(t, err)
		return data
	}
	_, err := baseline.Decode("b.json", doc(k, 1000))
	require.Error(t, err)
	assert.Equal(t, `b.json:6:7: entry 1 ("HP1001"): no subject: every kvlint code names one, and an entry without it would accept findings about any subject (regenerate it with -write-baseline)`, err.Error())

	vet := baseline.Key{Code: "printf", Package: k.Package, Function: "setup", Message: "fmt.Sprintf call has arguments but no formatting directives"}
	read, err := baseline.Decode("b.json", doc(vet, 1))
	require.NoError(t, err)
	same := finding.Finding{Code: "printf", Package: k.Package, Func: "setup", Message: vet.Message}
	otherMsg := same
	otherMsg.Message = "fmt.Println call has possible Printf formatting directive %d"
	states, _ := baseline.Compare(read, []finding.Finding{otherMsg, same})
	assert.Equal(t, []baseline.State{baseline.New, baseline.Unchanged}, states)
}

// Everything a hand edit or a bad merge can leave in a baseline is an
// error of one line that names file:line:col.
func TestDecodeRejectsInconsistentBaselines(t *testing.T) {
	k := baseline.Key{Code: "SF1001", Package: "p", Function: "f", Subject: "s", Message: "m"}
	fp := k.Fingerprint()
	entry := func(extra string) string {
		return `{"fingerprint": "` + fp + `", "code": "SF1001", "package": "p", "function": "f", "subject": "s", "message": "m"` + extra + `}`
	}
	doc := func(tool, entries string) string {
		return "{\n\"version\": 2,\n\"tool\": " + tool + ",\n\"findings\": [\n" + entries + "\n]\n}\n"
	}
	good := doc(`"kvlint"`, entry(`, "count": 2`))
	_, err := baseline.Decode("b.json", []byte(good))
	require.NoError(t, err)
	for name, c := range map[string]struct{ data, want string }{
		"duplicate count":          {doc(`"kvlint"`, entry(`, "count": 1, "count": 1000`)), `b.json:5:148: not a kvlint baseline: duplicate key "count" (first at 5:136)`},
		"key in another case":      {doc(`"kvlint"`, entry(`, "count": 1, "Count": 1000`)), `b.json:5:148: not a kvlint baseline: unknown key "Count" in a finding entry`},
		"duplicate findings":       {"{\"version\": 2, \"tool\": \"kvlint\", \"findings\": [], \"findings\": [" + entry(`, "count": 1`) + "]}", `b.json:1:50: not a kvlint baseline: duplicate key "findings" (first at 1:34)`},
		"wrong tool":               {doc(`"golangci-lint"`, entry(`, "count": 1`)), `b.json:3:1: tool is "golangci-lint", want "kvlint": this is not a kvlint baseline`},
		"no tool":                  {`{"version": 2, "findings": []}`, `b.json:1:1: tool is "", want "kvlint"`},
		"duplicate fingerprints":   {doc(`"kvlint"`, entry(`, "count": 1`)+",\n"+entry(`, "count": 1`)), `b.json:6:2: entry 2 ("SF1001"): fingerprint "` + fp + `" is also entry 1's (at 5:2): one entry per fingerprint`},
		"count beyond int":         {doc(`"kvlint"`, entry(`, "count": 99999999999999999999`)), `b.json:5:145: not a kvlint baseline: json: cannot unmarshal number 99999999999999999999 into Go struct field`},
		"count near the int range": {doc(`"kvlint"`, entry(`, "count": 9223372036854775807`)), `b.json:5:136: entry 1 ("SF1001"): count 9223372036854775807, want 1 to 1000000`},
		"count zero":               {doc(`"kvlint"`, entry(`, "count": 0`)), `b.json:5:136: entry 1 ("SF1001"): count 0, want 1 to 1000000`},
		"fractional count":         {doc(`"kvlint"`, entry(`, "count": 1.5`)), `b.json:5:145: not a kvlint baseline: json: cannot unmarshal number 1.5`},
		"unknown key":              {doc(`"kvlint"`, entry(`, "count": 1, "accept": "all"`)), `b.json:5:148: not a kvlint baseline: unknown key "accept" in a finding entry`},
		"version 1 with a subject": {"{\"version\": 1, \"tool\": \"kvlint\", \"findings\": [" + entry(`, "count": 1`) + "]}", `b.json:1:150: entry 1 ("SF1001"): a version 1 entry has no subject`},
		"top-level array":          {`[` + good + `]`, `b.json:1:1: not a kvlint baseline: the file is not a JSON object`},
		"deep nesting":             {`{"version": 2, "tool": "kvlint", "findings": [{"file": ` + strings.Repeat("[", 100000), `b.json:1:61: not a kvlint baseline: nested more than 8 deep`},
		"syntax error":             {doc(`"kvlint"`, entry(`, "count": 1,`)), `b.json:5:147: not a kvlint baseline: invalid character '}' looking for beginning of object key string`},
		"truncated":                {good[:40], `b.json:4:7: not a kvlint baseline: unexpected end of the file`},
		"empty":                    {"", `b.json:1:1: not a kvlint baseline: unexpected end of the file`},
	} {
		_, err := baseline.Decode("b.json", []byte(c.data))
		if !assert.Error(t, err, name) {
			continue
		}
		assert.Contains(t, err.Error(), c.want, name)
		assert.NotContains(t, err.Error(), "\n", name)
	}
}

// A version 2 entry recorded when the code named no subject (keyed by
// message) is read no more: Decode names it.
