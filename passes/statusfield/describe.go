package statusfield

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
)

// Describe writes the section of `kvlint map` that this pass owns: who owns
// which status field and which enum value.
func Describe(sec policy.Section, w io.Writer) {
	c := sec.(*Config)
	if len(c.Types) == 0 {
		return
	}
	fmt.Fprintln(w, "## Status-field owners (statusfield)")
	for _, t := range c.Types {
		fmt.Fprintln(w)
		fmt.Fprintf(w, "### %s\n\n| field | owners |\n|---|---|\n", t.Type)
		fmt.Fprintf(w, "| *(every other field)* | %s |\n", ownerList(t.Owners))
		fields := make([]string, 0, len(t.Fields))
		for f := range t.Fields {
			fields = append(fields, f)
		}
		sort.Strings(fields)
		for _, f := range fields {
			fmt.Fprintf(w, "| %s | %s |\n", f, ownerList(t.Fields[f]))
		}
		enums := make([]string, 0, len(t.Values))
		for f := range t.Values {
			enums = append(enums, f)
		}
		sort.Strings(enums)
		for _, f := range enums {
			vals := make([]string, 0, len(t.Values[f]))
			for v := range t.Values[f] {
				vals = append(vals, v)
			}
			sort.Strings(vals)
			for _, v := range vals {
				fmt.Fprintf(w, "| %s = %s | %s |\n", f, v, ownerList(t.Values[f][v]))
			}
		}
	}
	fmt.Fprintln(w)
}

func ownerList(cs []Component) string {
	if len(cs) == 0 {
		return "nobody"
	}
	return strings.Join(names(cs), ", ")
}
