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
)

func f(code, fn, msg string, line int) finding.Finding {
	return finding.Finding{Code: code, Package: "kubevirt.io/kubevirt/pkg/a", Func: fn, Message: msg, Path: "pkg/a/a.go", Line: line}
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
	same1 := f("SF1001", "sync", "virt-handler writes Status.Phase", 5)
	same2 := f("SF1001", "sync", "virt-handler writes Status.Phase", 9)
	other := f("HO1003", "labels", `"kubevirt.io/nodeName" is v1.NodeNameLabel`, 12)
	sup := f("HP1001", "mount", "raw mount", 20)
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
	same3 := f("SF1001", "sync", "virt-handler writes Status.Phase", 30)
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
	b := baseline.Build([]finding.Finding{f("SF1001", "sync", "m", 1)})
	b.Entries[0].Message = "edited by hand"
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
	data, err := baseline.Build([]finding.Finding{f("SF1001", "sync", "m", 1)}).Marshal()
	require.NoError(t, err)
	_, err = baseline.Decode("b.json", data)
	require.NoError(t, err)
	for name, tail := range map[string]string{
		"second document": string(data),
		"garbage":         "<<<<<<< HEAD\n",
		"brace":           "}",
	} {
		_, err := baseline.Decode("b.json", append(append([]byte(nil), data...), tail...))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "b.json: not a kvlint baseline: unexpected data after the JSON document", name)
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
	require.NoError(t, os.WriteFile(path, []byte(v1), 0o644))
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

// A version 1 baseline written before a message was shortened still accepts
// the finding (by code, package and function, count for count), says it is
// keyed by message, and is rewritten keyed by subject.
func TestMessageKeyedEntriesSurviveAShortenedMessage(t *testing.T) {
	old := f("HP1001", "mount", "unix.Mount is a raw mount primitive outside its wrapper packages (x); call a wrapper", 5)
	entry := func(fn string, count int) string {
		o := old
		o.Func = fn
		return `{"fingerprint": "` + v1Fingerprint(o) + `", "code": "HP1001", "package": "kubevirt.io/kubevirt/pkg/a",
		  "function": "` + fn + `", "message": "` + old.Message + `", "count": ` + strconv.Itoa(count) + `}`
	}
	read, err := baseline.Decode("b.json", []byte(`{"version": 1, "tool": "kvlint", "findings": [`+entry("mount", 1)+`, `+entry("gone", 1)+`]}`))
	require.NoError(t, err)
	assert.Equal(t, 2, read.Legacy())

	now := old
	now.Message = "raw mount primitive unix.Mount"
	now.Subject = "mount unix.Mount"
	other := now
	other.Func = "elsewhere"
	states, stale := baseline.Compare(read, []finding.Finding{now, now, other})
	assert.Equal(t, []baseline.State{baseline.Unchanged, baseline.New, baseline.New}, states,
		"one entry of count 1 accepts one finding of its function, not a second nor another function's")
	require.Len(t, stale, 1)
	assert.Equal(t, "gone", stale[0].Function)

	rewritten := baseline.Build([]finding.Finding{now})
	assert.Zero(t, rewritten.Legacy())
	assert.Equal(t, "mount unix.Mount", rewritten.Entries[0].Subject)
}

// A version 2 entry recorded when the code named no subject (keyed by
// message) matches the same finding now that it has one.
func TestVersionTwoMessageKeyedEntryMatchesASubjectedFinding(t *testing.T) {
	before := f("HO1002", "run", "virt-handler uses handoff channel x directly", 7)
	b := baseline.Build([]finding.Finding{before})
	require.Equal(t, 1, b.Legacy())
	data, err := b.Marshal()
	require.NoError(t, err)
	read, err := baseline.Decode("b.json", data)
	require.NoError(t, err)

	now := before
	now.Subject = "x unix.Socket"
	states, stale := baseline.Compare(read, []finding.Finding{now})
	assert.Equal(t, []baseline.State{baseline.Unchanged}, states)
	assert.Empty(t, stale)
}
