// Package all links every kvlint pass: importing it runs each pass
// package's init function, which registers the pass (internal/registry).
// It is the one import that cmd/kvlint (its own core, go vet's
// multichecker mode and kvlint map) and the golangci-lint plugin share, so
// the passes they run can never drift apart. A new pass is one more line
// here.
package all

import (
	_ "github.com/kvlint/kvlint/passes/handoff"
	_ "github.com/kvlint/kvlint/passes/hostprim"
	_ "github.com/kvlint/kvlint/passes/migrationpair"
	_ "github.com/kvlint/kvlint/passes/statusfield"
)
