package migrationpair

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// diagnostic builds a diagnostic over at whose witness is related: the other
// half of the finding (the start a stop misses, the other side's write).
func (st *state) diagnostic(at, related ast.Node, relMsg, format string, args ...any) analysis.Diagnostic {
	d := analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Message: fmt.Sprintf(format, args...)}
	if related != nil {
		d.Related = []analysis.RelatedInformation{{Pos: related.Pos(), End: related.End(), Message: relMsg}}
	}
	return d
}
