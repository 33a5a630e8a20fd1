// Package baseline records accepted findings so that CI fails only on new
// ones. A finding is keyed by a fingerprint of its code, package, enclosing
// declaration and normalised message, none of which change when lines are
// inserted above it; identical findings are counted, so two of them need two
// baseline entries' worth of count.
package baseline

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"

	"github.com/kvlint/kvlint/internal/ci/finding"
)

// Key is what a fingerprint is computed from.
type Key struct {
	Code     string `json:"code"`
	Package  string `json:"package"`
	Function string `json:"function"`
	Message  string `json:"message"`
}

// positions matches "file.go:12" and "file.go:12:5" in messages (witness
// chains name call sites), which shift with unrelated edits.
var positions = regexp.MustCompile(`(\.go):\d+(?::\d+)?`)

// Normalize strips line and column numbers and collapses white space.
func Normalize(msg string) string {
	msg = positions.ReplaceAllString(msg, "$1")
	return strings.Join(strings.Fields(msg), " ")
}

// KeyOf returns the key of a finding.
func KeyOf(f *finding.Finding) Key {
	return Key{Code: f.Code, Package: f.Package, Function: f.Func, Message: Normalize(f.Message)}
}

// Fingerprint is a stable hash of the key, also used as SARIF
// partialFingerprints["kvlint/v1"].
func (k Key) Fingerprint() string {
	h := sha256.Sum256([]byte(strings.Join([]string{"kvlint/v1", k.Code, k.Package, k.Function, k.Message}, "\x00")))
	return hex.EncodeToString(h[:16])
}
