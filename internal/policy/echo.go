package policy

import (
	"strings"
	"unicode/utf8"

	"github.com/kvlint/kvlint/internal/safetext"
)

// maxEcho bounds how much of a policy's text an error message repeats. A
// policy path can point at any file (-config /etc/shadow); an error must say
// what is wrong without printing the file.
const maxEcho = 40

// quoteShort quotes s for a message: escaped (no control or bidirectional
// characters reach a terminal or a CI log) and cut to maxEcho runes.
func quoteShort(s string) string { return safetext.Quote(s, maxEcho) }

// showKey renders a key inside a dotted path: as written when it is short and
// plain, quoted otherwise.
func showKey(s string) string {
	if utf8.RuneCountInString(s) <= maxEcho && !strings.ContainsFunc(s, notPlain) {
		return s
	}
	return quoteShort(s)
}

// notPlain reports whether r is no ASCII letter, digit or one of "-_/.".
func notPlain(r rune) bool {
	plain := r == '-' || r == '_' || r == '/' || r == '.' ||
		('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9')
	return !plain
}
