package baseline

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/inputfile"
	"github.com/kvlint/kvlint/internal/safetext"
)

// Version is the baseline file format version that Build writes: 2, keyed by
// subject. Read also accepts version 1 (keyed by message).
const Version = 2

// File is a baseline file.
type File struct {
	Version int     `json:"version"`
	Tool    string  `json:"tool"`
	Entries []Entry `json:"findings"`
	// Policy records the stale policy entries when the baseline was
	// written; nil in a baseline an older kvlint wrote.
	Policy *PolicyRecord `json:"policy,omitempty"`
}

// Entry is one fingerprint with the number of identical findings accepted.
type Entry struct {
	Fingerprint string `json:"fingerprint"`
	Key
	// File is where the finding was when the baseline was written; for
	// people reading the file, not part of the match.
	File  string `json:"file,omitempty"`
	Count int    `json:"count"`
}

// Build makes a baseline from findings; suppressed ones are not recorded
// (their directive already accepts them).
func Build(fs []finding.Finding) *File {
	byFP := map[string]*Entry{}
	for i := range fs {
		f := &fs[i]
		if f.Suppressed {
			continue
		}
		k := KeyOf(f)
		fp := k.Fingerprint()
		e := byFP[fp]
		if e == nil {
			e = &Entry{Fingerprint: fp, Key: k, File: f.Path}
			byFP[fp] = e
		}
		e.Count++
	}
	out := &File{Version: Version, Tool: "kvlint"}
	for _, e := range byFP {
		out.Entries = append(out.Entries, *e)
	}
	sortEntries(out.Entries)
	return out
}

func sortEntries(es []Entry) {
	sort.Slice(es, func(i, j int) bool {
		a, b := es[i], es[j]
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Code, b.Code),
			cmp.Compare(a.Function, b.Function), cmp.Compare(a.Message, b.Message),
			cmp.Compare(a.Fingerprint, b.Fingerprint)) < 0
	})
}

// Marshal renders the file as indented JSON with a trailing newline, so that
// a committed baseline diffs line by line.
func (b *File) Marshal() ([]byte, error) { return atomicfile.MarshalJSON(b) }

// Write replaces the baseline at path atomically: a run killed while
// writing leaves the old baseline, never an empty one.
func (b *File) Write(path string) error {
	data, err := b.Marshal()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("cannot write baseline: %w", err)
	}
	return nil
}

// Read reads and checks a baseline file.
func Read(path string) (*File, error) {
	data, err := inputfile.Read(path, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read baseline: %w (create it with -write-baseline)", path, err)
	}
	return Decode(path, data)
}

// MaxFileSize caps a baseline file: about 300 bytes an entry, so room for
// a couple of hundred thousand accepted findings.
const MaxFileSize = 64 << 20

// MaxCount caps an entry's count: no declaration has a million identical
// findings, and a count near the int range would overflow the sums Compare
// makes.
const MaxCount = 1_000_000

// Decode checks and decodes the contents of a baseline file; path names it in
// errors, each one line with the line and column it is about. A baseline
// decides which findings fail a pull request, so everything a hand edit or a
// bad merge can leave is an error: anything after the one JSON document,
// duplicate or unknown keys, another tool's file, a count out of range, an
// entry whose fingerprint is not that of its fields, two entries with one
// fingerprint, and an entry of a kvlint code without the subject every
// kvlint code names (such an entry, keyed by its message alone, would have
// accepted findings about another subject in the same declaration).
func Decode(path string, data []byte) (*File, error) {
	fail := func(off int, format string, a ...any) error {
		return fmt.Errorf("%s:%s: %s (regenerate it with -write-baseline)", path, lineCol(data, off), fmt.Sprintf(format, a...))
	}
	l, err := scanLayout(data)
	if err != nil {
		var pe *posError
		if errors.As(err, &pe) {
			return nil, fail(pe.off, "not a kvlint baseline: %s", safetext.OneLine(pe.Error()))
		}
		return nil, fail(0, "not a kvlint baseline: %s", safetext.OneLine(err.Error()))
	}
	var b File
	if err := json.Unmarshal(data, &b); err != nil {
		off := 0
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			off = int(te.Offset)
			// The offset is after the value; point at its start.
			for off > 0 && !isDelim(data[off-1]) {
				off--
			}
		}
		return nil, fail(off, "not a kvlint baseline: %s", safetext.OneLine(err.Error()))
	}
	if b.Version != Version && b.Version != 1 {
		return nil, fail(l.topAt("version"), "baseline version %d, want %d", b.Version, Version)
	}
	if b.Tool != "kvlint" {
		return nil, fail(l.topAt("tool"), "tool is %s, want \"kvlint\": this is not a kvlint baseline", short(b.Tool))
	}
	first := map[string]int{}
	for i := range b.Entries {
		e := &b.Entries[i]
		what := fmt.Sprintf("entry %d (%s)", i+1, short(e.Code))
		if e.Count < 1 || e.Count > MaxCount {
			return nil, fail(l.at(i, "count"), "%s: count %d, want 1 to %d", what, e.Count, MaxCount)
		}
		if _, own := codes.Lookup(e.Code); own && b.Version >= 2 && e.Subject == "" {
			return nil, fail(l.at(i, "fingerprint"), "%s: no subject: every kvlint code names one, and an entry without it would accept findings about any subject", what)
		}
		if b.Version == 1 && e.Subject != "" {
			return nil, fail(l.at(i, "subject"), "%s: a version 1 entry has no subject", what)
		}
		if want := e.fingerprint(b.Version); e.Fingerprint != want {
			return nil, fail(l.at(i, "fingerprint"), "%s: fingerprint %s does not match its code, package, function and %s (want %s)", what, short(e.Fingerprint), keyedBy(e, b.Version), want)
		}
		if j, dup := first[e.Fingerprint]; dup {
			return nil, fail(l.at(i, "fingerprint"), "%s: fingerprint %s is also entry %d's (at %s): one entry per fingerprint, its count says how many", what, short(e.Fingerprint), j+1, lineCol(data, l.at(j, "fingerprint")))
		}
		first[e.Fingerprint] = i
	}
	if err := b.checkPolicy(l, fail); err != nil {
		return nil, err
	}
	return &b, nil
}

// keyedBy names what an entry's fingerprint covers besides code, package
// and function.
func keyedBy(e *Entry, version int) string {
	if e.keyedByMessage(version) {
		return "message"
	}
	return "subject"
}

func isDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', ':', '[', '{':
		return true
	}
	return false
}

// short quotes a value from the file for an error message: escaped and cut,
// so a hostile baseline cannot write lines into a CI log.
func short(s string) string { return safetext.Quote(s, 64) }
