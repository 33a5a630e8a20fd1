// Package kvdirective exports kvlint's directive analyzer for drivers that
// list analyzers themselves (Bazel nogo, custom multicheckers). It parses
//
//	//kvlint:ignore CODES reason
//	//kvlint:file-ignore CODES reason
//
// for the other kvlint passes, which require it, and reports a malformed
// directive as KV0002. The passes report KV0001 for their own codes that a
// directive named but that suppressed nothing. List this analyzer next to the
// passes to see KV0002; the passes work without it being listed.
package kvdirective

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/directive"
)

// Analyzer is the directive analyzer (the same one the passes require).
var Analyzer *analysis.Analyzer = directive.Analyzer
