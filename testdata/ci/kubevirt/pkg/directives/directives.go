// Package directives holds the suppression-directive cases that kvlint ci's
// tests assert by code.
package directives

import "golang.org/x/sys/unix"

//kvlint:ignore SF1001
func noReason() {}

//kvlint:frobnicate HP1001 not a verb
func unknownVerb() {}

//kvlint:ignore NOPE9999 not a check
func unknownCode() {}

func stale() {
	//kvlint:ignore HP1001 nothing here calls a host primitive
	_ = 1
}

func suppressedIfFound() error {
	//kvlint:ignore HP1001 the test wrapper mounts on purpose
	return unix.Mount("a", "b", "", 0, "")
}

// café — a line with non-ASCII text before a finding, for UTF-16 columns.
var _ = "é" //kvlint:ignore
