// Package safetext keeps text that comes from a policy file or from source
// code honest when kvlint accepts it or prints it: no control characters that
// start a new line (or a CI workflow command) in a log, and no invisible or
// bidirectional formatting characters that make a reason or a message read
// differently from what it says ("Trojan Source", CVE-2021-42574).
package safetext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Kind names r when it is a control, invisible or bidirectional formatting
// character, a line or paragraph separator, or the replacement character,
// and returns "" for any other rune. It is kvlint's one rule for text from a
// policy or a source file: what Check rejects, Escape escapes and kvlint
// map blanks out.
func Kind(r rune) string {
	switch {
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return "a control character"
	case r < 0xa0:
		return ""
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return "a bidirectional formatting character"
	case r == 0x2028, r == 0x2029:
		return "a line or paragraph separator"
	case r == 0xfffd, unicode.Is(unicode.Cf, r):
		// Cf: zero-width characters, the soft hyphen, byte order
		// mark, invisible operators, tag characters.
		return "an invisible or replacement character"
	}
	return ""
}

// Check returns an error naming the first character of s that Kind rejects;
// tab, and newline when multiline is set, are allowed.
func Check(s string, multiline bool) error {
	for _, r := range s {
		if r == '\t' || (multiline && r == '\n') {
			continue
		}
		if k := Kind(r); k != "" {
			return fmt.Errorf("contains %s (U+%04X); write plain text", k, r)
		}
	}
	return nil
}

// Escape renders s on one line: every rune Kind names (newlines included) is
// written as a Go escape, so a string from a policy or a source file can
// never start a line of output or hide what follows it.
func Escape(s string) string {
	clean := true
	for _, r := range s {
		if Kind(r) != "" {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case Kind(r) != "":
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Quote renders a value from untrusted input for an error message: cut to
// max runes (an ellipsis marks the cut), then Go-quoted with every
// non-graphic rune escaped, so the message says what was wrong without
// reprinting a whole file or writing lines into a log.
func Quote(s string, max int) string {
	n := 0
	for i := range s {
		if n == max {
			s = s[:i] + "…"
			break
		}
		n++
	}
	return strconv.QuoteToGraphic(s)
}

// Blank replaces every rune Kind names (newlines included) by a space, for
// output that has no escape syntax of its own (a Markdown table cell).
func Blank(s string) string {
	return strings.Map(func(r rune) rune {
		if Kind(r) != "" {
			return ' '
		}
		return r
	}, s)
}

// OneLine joins a multi-line message (a tool's or the system's error) into
// one line for kvlint's own one-line errors: every run of white space,
// newlines included, becomes one space.
func OneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
