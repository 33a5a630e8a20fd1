package hostprim

import (
	"path"
	"strings"

	"github.com/kvlint/kvlint/internal/passkit"
)

// reportBareExec reports HP1003: a privileged helper executed by a name
// without a slash, which os/exec resolves through $PATH. Whoever controls
// PATH (or an image that ships a same-named binary earlier on it) then
// chooses what runs with the caller's privileges.
func reportBareExec(ctx *passkit.Context, r *rules, execs []execSite) {
	if !ctx.Report.Enabled("HP1003") {
		return
	}
	for _, e := range execs {
		if strings.Contains(e.binary, "/") {
			continue
		}
		abs, ok := r.bare[path.Base(e.binary)]
		if !ok {
			continue
		}
		fix := ""
		if abs != "" {
			fix = " instead of " + abs
		}
		ctx.Report.On("exec "+e.binary).Reportf("HP1003", e.at.Pos(), e.at.End(),
			"privileged helper %q is executed by bare name%s", e.binary, fix)
	}
}
