package baseline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
)

// layout is where the parts of a baseline file are in its text, so that an
// error names file:line:col. encoding/json keeps the last of two equal keys
// and matches keys without regard to case: a second "count" (or a "Count")
// added to an entry would silently raise what it accepts, so the layout scan
// rejects duplicate and unknown keys before anything is decoded.
type layout struct {
	data []byte
	top  map[string]int   // offset of each top-level key
	ents []int            // offset of each entry of "findings"
	keys []map[string]int // offset of each key of each entry
	pols []int            // offset of each entry of the policy record's "stale"
}

// The keys a baseline file may have, exactly as Marshal spells them.
var (
	topKeys         = []string{"version", "tool", "findings", "policy"}
	entryKeys       = []string{"fingerprint", "code", "package", "function", "subject", "message", "file", "count"}
	policyKeys      = []string{"stale"}
	policyEntryKeys = []string{"pass", "skipped", "message", "policy"}
)

// maxDepth bounds nesting: a baseline nests three deep, and a hostile file
// of a million brackets must not recurse a million times.
const maxDepth = 8

// posError is an error at a byte offset of the file.
type posError struct {
	off int
	msg string
}

func (e *posError) Error() string { return e.msg }

func errAt(off int, format string, a ...any) error {
	return &posError{off, fmt.Sprintf(format, a...)}
}

// scanLayout checks the file's syntax, keys and nesting and records where
// its parts are.
func scanLayout(data []byte) (*layout, error) {
	s := &scanner{data: data, dec: json.NewDecoder(bytes.NewReader(data)), l: &layout{data: data, top: map[string]int{}}}
	s.dec.UseNumber()
	if err := s.value(0, ctxTop); err != nil {
		return nil, err
	}
	rest := bytes.TrimLeft(data[s.dec.InputOffset():], " \t\r\n")
	if len(rest) > 0 {
		return nil, errAt(len(data)-len(rest), "unexpected data after the JSON document")
	}
	return s.l, nil
}

type scanCtx int

const (
	ctxTop         scanCtx = iota // the document
	ctxFindings                   // the value of the top-level "findings"
	ctxEntry                      // an element of "findings"
	ctxPolicy                     // the value of the top-level "policy"
	ctxPolicyStale                // the value of the policy record's "stale"
	ctxPolicyEntry                // an element of "stale"
	ctxOther                      // anything else
)

type scanner struct {
	data []byte
	dec  *json.Decoder
	l    *layout
}

// start is the offset where the next token begins.
func (s *scanner) start() int {
	off := int(s.dec.InputOffset())
	for off < len(s.data) {
		switch s.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func (s *scanner) token() (json.Token, int, error) {
	off := s.start()
	tok, err := s.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// The offset is sometimes that of the bad byte, sometimes
			// one past it; never before the token that failed.
			return nil, off, errAt(max(int(se.Offset)-1, off), "%s", se.Error())
		}
		if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, len(s.data), errAt(len(s.data), "unexpected end of the file")
		}
		return nil, off, errAt(off, "%s", err.Error())
	}
	return tok, off, nil
}

// value scans one value in context ctx.
func (s *scanner) value(depth int, ctx scanCtx) error {
	tok, off, err := s.token()
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok || ctx == ctxTop && d != '{' {
		if ctx == ctxTop {
			return errAt(off, "the file is not a JSON object")
		}
		return nil
	}
	if depth >= maxDepth {
		return errAt(off, "nested more than %d deep", maxDepth)
	}
	switch d {
	case '[':
		for s.dec.More() {
			sub := ctxOther
			switch ctx {
			case ctxFindings:
				sub = ctxEntry
				s.l.ents = append(s.l.ents, s.start())
				s.l.keys = append(s.l.keys, map[string]int{})
			case ctxPolicyStale:
				sub = ctxPolicyEntry
				s.l.pols = append(s.l.pols, s.start())
			}
			if err := s.value(depth+1, sub); err != nil {
				return err
			}
		}
	case '{':
		seen := map[string]int{}
		for s.dec.More() {
			tok, koff, err := s.token()
			if err != nil {
				return err
			}
			key := tok.(string) // the decoder allows nothing else here
			if first, dup := seen[key]; dup {
				return errAt(koff, "duplicate key %s (first at %s): a JSON decoder keeps only one of them", short(key), lineCol(s.data, first))
			}
			seen[key] = koff
			sub, err := s.keyIn(ctx, key, koff)
			if err != nil {
				return err
			}
			if err := s.value(depth+1, sub); err != nil {
				return err
			}
		}
	}
	_, _, err = s.token() // the closing delimiter
	return err
}

// keyIn checks a key of an object in context ctx, records where it is, and
// returns the context of its value.
func (s *scanner) keyIn(ctx scanCtx, key string, koff int) (scanCtx, error) {
	switch ctx {
	case ctxTop:
		if !slices.Contains(topKeys, key) {
			return 0, errAt(koff, "unknown key %s (want version, tool, findings and policy)", short(key))
		}
		s.l.top[key] = koff
		switch key {
		case "findings":
			return ctxFindings, nil
		case "policy":
			return ctxPolicy, nil
		}
	case ctxEntry:
		if !slices.Contains(entryKeys, key) {
			return 0, errAt(koff, "unknown key %s in a finding entry", short(key))
		}
		s.l.keys[len(s.l.keys)-1][key] = koff
	case ctxPolicy:
		if !slices.Contains(policyKeys, key) {
			return 0, errAt(koff, "unknown key %s in the policy record (want stale)", short(key))
		}
		return ctxPolicyStale, nil
	case ctxPolicyEntry:
		if !slices.Contains(policyEntryKeys, key) {
			return 0, errAt(koff, "unknown key %s in a policy entry (want pass, skipped, message and policy)", short(key))
		}
	}
	return ctxOther, nil
}

// lineCol renders a byte offset of data as "line:col" (1-based, columns in
// bytes, as Go tools count them).
func lineCol(data []byte, off int) string {
	off = min(max(off, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - (bytes.LastIndexByte(data[:off], '\n') + 1) + 1
	return fmt.Sprintf("%d:%d", line, col)
}

// at returns the offset of an entry's key, or of the entry when it lacks
// the key.
func (l *layout) at(entry int, key string) int {
	if entry < len(l.keys) {
		if off, ok := l.keys[entry][key]; ok {
			return off
		}
	}
	if entry < len(l.ents) {
		return l.ents[entry]
	}
	return 0
}

// policyAt returns the offset of the policy record's entry i, or of the
// record.
func (l *layout) policyAt(i int) int {
	if i < len(l.pols) {
		return l.pols[i]
	}
	return l.topAt("policy")
}

// topAt returns the offset of a top-level key, or 0.
func (l *layout) topAt(key string) int { return l.top[key] }
