package baseline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

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
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		if a.Function != b.Function {
			return a.Function < b.Function
		}
		if a.Message != b.Message {
			return a.Message < b.Message
		}
		return a.Fingerprint < b.Fingerprint
	})
}

// Marshal renders the file as indented JSON with a trailing newline, so that
// a committed baseline diffs line by line.
func (b *File) Marshal() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(b); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

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

// Decode checks and decodes the contents of a baseline file; path names it in
// errors. The file must be exactly one JSON document: anything after it (a
// second document, a merge-conflict tail, garbage) is an error, because a
// baseline decides which findings fail a pull request.
func Decode(path string, data []byte) (*File, error) {
	var b File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("%s: not a kvlint baseline: %s (regenerate it with -write-baseline)", path, oneLine(err))
	}
	if off, trailing := trailingData(dec, data); trailing {
		return nil, fmt.Errorf("%s: not a kvlint baseline: unexpected data after the JSON document at byte %d (regenerate it with -write-baseline)", path, off+1)
	}
	if b.Version != Version && b.Version != 1 {
		return nil, fmt.Errorf("%s: baseline version %d, want %d (regenerate it with -write-baseline)", path, b.Version, Version)
	}
	for i, e := range b.Entries {
		if e.Count < 1 {
			return nil, fmt.Errorf("%s: entry %d (%s %s): count must be at least 1", path, i+1, short(e.Code), short(e.Fingerprint))
		}
		if want := e.Key.fingerprint(b.Version); e.Fingerprint != want {
			return nil, fmt.Errorf("%s: entry %d (%s): fingerprint %s does not match its code, package, function and message (want %s); regenerate the baseline with -write-baseline", path, i+1, short(e.Code), short(e.Fingerprint), want)
		}
	}
	return &b, nil
}

// trailingData reports whether anything but white space follows the
// document the decoder read, and where.
func trailingData(dec *json.Decoder, data []byte) (int64, bool) {
	off := dec.InputOffset()
	rest := bytes.TrimLeft(data[off:], " \t\r\n")
	if len(rest) == 0 {
		return 0, false
	}
	return int64(len(data) - len(rest)), true
}

// short quotes a value from the file for an error message: escaped and cut,
// so a hostile baseline cannot write lines into a CI log.
func short(s string) string { return safetext.Quote(s, 64) }

func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
