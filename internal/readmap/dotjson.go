package readmap

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/kvlint/kvlint/internal/policy"
)

// WriteJSON writes the map as indented JSON (docs/map-schema.json).
func WriteJSON(w io.Writer, m *Map) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(m)
}

// WriteDOT writes the component handoff graph: components as boxes (shared
// code as an ellipse), channels as diamonds, one edge per (from, to, kind)
// labelled with its kind and count; edges with findings are red and say how
// many.
func WriteDOT(w io.Writer, m *Map) error {
	bw := bufio.NewWriter(w)
	p := func(format string, a ...any) { fmt.Fprintf(bw, format, a...) }
	p("digraph kvlint_map {\n\trankdir=LR;\n\tnode [fontname=\"Helvetica\"];\n\tedge [fontname=\"Helvetica\", fontsize=10];\n")
	used := map[string]bool{}
	for _, e := range m.Edges {
		used[e.From], used[e.To] = true, true
	}
	for _, c := range m.Components {
		if c.Name == policy.Shared && !used[c.Name] {
			continue
		}
		shape := "box"
		if c.Name == policy.Shared {
			shape = "ellipse"
		}
		p("\t\"%s\" [shape=%s, label=\"%s\\n%d packages, %d entry points\"];\n", dot(c.Name), shape, dot(c.Name), c.Packages, len(c.Entries))
	}
	for _, ch := range m.Channels {
		if !used[channelNode(ch.Name)] {
			continue
		}
		label := ch.Name
		if ch.Doc != "" {
			label += "\n" + ch.Doc
		}
		p("\t\"%s\" [shape=diamond, style=filled, fillcolor=\"#eeeeee\", label=\"%s\"];\n", dot(channelNode(ch.Name)), dot(label))
	}
	for _, e := range m.Edges {
		label := fmt.Sprintf("%s, %d", e.Label, e.Count)
		attrs := ""
		switch e.Kind {
		case EdgeImports:
			attrs = ", style=dashed"
		case EdgeKeys, EdgeStatus:
			attrs = ", style=dotted"
		}
		if e.Violations > 0 {
			label += fmt.Sprintf("\n%d violation(s)", e.Violations)
			attrs += ", color=red, fontcolor=red"
		}
		p("\t\"%s\" -> \"%s\" [label=\"%s\"%s];\n", dot(e.From), dot(e.To), dot(label), attrs)
	}
	p("}\n")
	return bw.Flush()
}
