package hostprim

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
)

// Describe writes the section of `kvlint map` that this pass owns: which
// components may reach which host primitives, and through which wrappers.
func Describe(sec policy.Section, w io.Writer) {
	c := sec.(*Config)
	if len(c.Categories) == 0 {
		return
	}
	fmt.Fprintln(w, "## Host primitives (hostprim)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| category | components that may reach it | wrapper packages |")
	fmt.Fprintln(w, "|---|---|---|")
	names := make([]string, 0, len(c.Categories))
	for n := range c.Categories {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		cat := c.Categories[n]
		var comps, wraps []string
		for _, r := range cat.Components {
			comps = append(comps, r.Name)
		}
		for _, wr := range cat.Wrappers {
			wraps = append(wraps, "`"+wr.Package.String()+"`")
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", n, strings.Join(comps, ", "), strings.Join(wraps, "<br>"))
	}
	fmt.Fprintln(w)
}
