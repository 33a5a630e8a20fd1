package migrationpair

import (
	"fmt"
	"io"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
)

// Describe writes the section of `kvlint map` that this pass owns: the
// migration sides, the mirror pairs, the lifecycles and the signals.
func Describe(sec policy.Section, w io.Writer) {
	c := sec.(*Config)
	if len(c.Mirrors)+len(c.Lifecycles)+len(c.Signals)+len(c.SideFields) == 0 {
		return
	}
	fmt.Fprintln(w, "## Migration pairs (migrationpair)")
	fmt.Fprintln(w)
	for _, s := range []struct {
		name string
		side Side
	}{{"source", c.Sides.Source}, {"target", c.Sides.Target}} {
		var parts []string
		for _, r := range s.side.Receivers {
			parts = append(parts, "`"+r.String()+"`")
		}
		fmt.Fprintf(w, "- %s side: %d receiver type(s) %s, %d file pattern(s), %d function pattern(s)\n",
			s.name, len(s.side.Receivers), strings.Join(parts, ", "), len(s.side.Files), len(s.side.Functions))
	}
	for _, m := range c.Mirrors {
		fmt.Fprintf(w, "- mirror %q: `%s` ↔ `%s`\n", m.Name, fieldOf(m.Pair, 0), fieldOf(m.Pair, 1))
	}
	for _, l := range c.Lifecycles {
		fmt.Fprintf(w, "- lifecycle %q: `%s` … `%s`\n", l.Name, l.Start, l.Stop)
	}
	for _, s := range c.Signals {
		var fs []string
		for _, f := range s.Fields {
			fs = append(fs, f.String())
		}
		fmt.Fprintf(w, "- signals both sides read: %s\n", strings.Join(fs, ", "))
	}
	fmt.Fprintln(w)
}

func fieldOf(pair []FieldPath, i int) string {
	if i < len(pair) {
		return pair[i].String()
	}
	return "?"
}
