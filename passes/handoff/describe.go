package handoff

import (
	"fmt"
	"io"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
)

// Describe writes the section of `kvlint map` that this pass owns: the
// handoff channels and who may use them, and the handoff-key packages.
func Describe(sec policy.Section, w io.Writer) {
	c := sec.(*Config)
	if len(c.Channels) > 0 {
		fmt.Fprintln(w, "## Handoff channels (handoff)")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| channel | components | also allowed packages |")
		fmt.Fprintln(w, "|---|---|---|")
		for _, ch := range c.Channels {
			var comps, pkgs []string
			for _, r := range ch.Components {
				comps = append(comps, r.Name)
			}
			for _, p := range ch.Packages {
				pkgs = append(pkgs, "`"+p.Package.String()+"`")
			}
			fmt.Fprintf(w, "| %s | %s | %s |\n", ch.Name, strings.Join(comps, ", "), strings.Join(pkgs, "<br>"))
		}
		fmt.Fprintln(w)
	}
	if len(c.Keys.Packages) > 0 {
		var pkgs []string
		for _, p := range c.Keys.Packages {
			pkgs = append(pkgs, "`"+p.String()+"`")
		}
		fmt.Fprintf(w, "Handoff keys: the exported string constants of %s.\n\n", strings.Join(pkgs, ", "))
	}
}
