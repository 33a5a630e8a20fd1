// Package baseline records accepted findings so that CI fails only on new
// ones. A finding is keyed by a fingerprint of structured fields: its code,
// package, enclosing declaration and subject (the field, key, API or
// lifecycle the pass says it is about). None of these change when lines are
// inserted above it or when a message is reworded; identical findings are
// counted, so two of them need two baseline entries' worth of count.
//
// Every kvlint code names a subject, and a version 2 entry of a kvlint code
// must have one; findings of other analyzers are keyed by their normalised
// message instead. Version 1 baselines (keyed by message) are still read and
// match findings with the same message (see Compare); -write-baseline
// rewrites them keyed by subject.
package baseline

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"

	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/lazy"
)

// Key is what a fingerprint is computed from.
type Key struct {
	Code     string `json:"code"`
	Package  string `json:"package"`
	Function string `json:"function"`
	// Subject is the finding's subject; empty when the pass names none
	// (and in version 1 baselines).
	Subject string `json:"subject,omitempty"`
	// Message is the normalised message. It is part of the fingerprint
	// only when Subject is empty; otherwise it is there for people reading
	// the file.
	Message string `json:"message"`
}

// positions matches "file.go:12" and "file.go:12:5" in messages (witness
// chains name call sites), which shift with unrelated edits.
// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var positions = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(\.go):\d+(?::\d+)?`) }}

// Normalize strips line and column numbers and collapses white space.
func Normalize(msg string) string {
	msg = positions.Get().ReplaceAllString(msg, "$1")
	return strings.Join(strings.Fields(msg), " ")
}

// KeyOf returns the key of a finding.
func KeyOf(f *finding.Finding) Key {
	return Key{Code: f.Code, Package: f.Package, Function: f.Func, Subject: f.Subject, Message: Normalize(f.Message)}
}

// Fingerprint is a stable hash of the key (format Version), also used as
// SARIF partialFingerprints["kvlint/v2"].
func (k Key) Fingerprint() string { return k.fingerprint(Version) }

// fingerprint is the key's fingerprint as a baseline of the given version
// computes it.
func (k Key) fingerprint(version int) string {
	var parts []string
	switch {
	case version == 1:
		parts = []string{"kvlint/v1", k.Code, k.Package, k.Function, k.Message}
	case k.Subject != "":
		parts = []string{"kvlint/v2", k.Code, k.Package, k.Function, "subject", k.Subject}
	default:
		parts = []string{"kvlint/v2", k.Code, k.Package, k.Function, "message", k.Message}
	}
	h := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(h[:16])
}
