package mapdiff

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// longList is the number of changes of a component above which the
// Markdown collapses them into a <details> section.
const longList = 10

// maxComment bounds the Markdown below GitHub's 65,536-character limit
// for a comment; the rest is counted, and the JSON has it all.
const maxComment = 60000

// WriteJSON writes the report, also when nothing changed: a program reads it.
func WriteJSON(w io.Writer, cs []Change) error {
	if cs == nil {
		cs = []Change{}
	}
	e := json.NewEncoder(w)
	e.SetIndent("", "  ")
	return e.Encode(Report{Schema: Schema, Changes: cs})
}

// WriteText writes one line per change, nothing when nothing changed.
func WriteText(w io.Writer, cs []Change) error {
	cs = sorted(cs)
	var b strings.Builder
	for _, c := range cs {
		switch {
		case c.File != "" && c.Line > 0:
			fmt.Fprintf(&b, "%s:%d: ", c.File, c.Line)
		case c.File != "":
			fmt.Fprintf(&b, "%s: ", c.File) // a baseline entry: a file, no line
		}
		fmt.Fprintf(&b, "%s: %s %s\n", c.Component, c.Kind, describe(c, plain))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown writes a pull-request comment: a summary, then the changes
// per component, long lists collapsed. Nothing when nothing changed.
func WriteMarkdown(w io.Writer, cs []Change, title string) error {
	if len(cs) == 0 {
		return nil
	}
	cs = sorted(cs)
	var b strings.Builder
	comps := byComponent(cs)
	fmt.Fprintf(&b, "### %s: %s in %s\n\n", title, plural(len(cs), "change"), plural(len(comps), "component"))
	b.WriteString(summary(cs) + "\n")
	shown := 0
	for _, g := range comps {
		if b.Len() > maxComment {
			break
		}
		fmt.Fprintf(&b, "\n#### %s\n\n", g[0].Component)
		long := len(g) > longList
		if long {
			fmt.Fprintf(&b, "<details><summary>%s</summary>\n\n", plural(len(g), "change"))
		}
		for _, c := range g {
			if b.Len() > maxComment {
				break
			}
			fmt.Fprintf(&b, "- **%s** %s\n", strings.ReplaceAll(string(c.Kind), "-", " "), describe(c, markdown))
			shown++
		}
		if long {
			b.WriteString("\n</details>\n")
		}
	}
	if shown < len(cs) {
		fmt.Fprintf(&b, "\n… and %s more: the comment is full; `-format=json` lists them all.\n", strconv.Itoa(len(cs)-shown))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func byComponent(cs []Change) [][]Change {
	var out [][]Change
	for i, c := range cs {
		if i == 0 || c.Component != cs[i-1].Component {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], c)
	}
	return out
}

// summary counts the changes per kind, in report order.
func summary(cs []Change) string {
	n := map[Kind]int{}
	for _, c := range cs {
		n[c.Kind]++
	}
	var parts []string
	for _, k := range Kinds() {
		if n[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n[k], k))
		}
	}
	return strings.Join(parts, " · ")
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// style renders code and places: plain text or Markdown.
type style bool

const (
	plain    style = false
	markdown style = true
)

func (st style) code(s string) string {
	if st == plain {
		return s
	}
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

func (st style) arrow() string {
	if st == plain {
		return " -> "
	}
	return " → "
}

// place is where a Markdown line links to; text puts it first instead.
func (st style) place(c Change) string {
	if st == plain || c.File == "" {
		return ""
	}
	at := c.File
	if c.Line > 0 {
		at += ":" + strconv.Itoa(c.Line)
	}
	if c.URL != "" {
		return " at [" + at + "](" + c.URL + ")"
	}
	return " at `" + at + "`"
}

// describe says what changed after the kind: subject, function, side,
// witness, detail, place and code.
func describe(c Change, st style) string {
	var b strings.Builder
	if c.edge {
		b.WriteString("imports " + st.code(c.Subject))
	} else {
		b.WriteString(st.code(c.Subject))
	}
	if c.Package != "" {
		b.WriteString(" from package " + st.code(c.Package))
	}
	if c.Func != "" {
		b.WriteString(" in " + st.code(c.Func))
	}
	if c.Side != "" {
		b.WriteString(" (" + c.Side + " side)")
	}
	if len(c.Chain) > 0 {
		b.WriteString(" through " + st.code(strings.Join(c.Chain, st.arrow())))
	}
	if c.Detail != "" {
		b.WriteString(" (" + c.Detail + ")")
	}
	b.WriteString(st.place(c))
	if c.Violation != "" {
		b.WriteString(" [" + c.Violation + "]")
	}
	return b.String()
}
