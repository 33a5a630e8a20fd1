package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/registry"
)

// runMap prints the reading map of DESIGN §6 for the given packages: which
// package belongs to which component and the component-to-component import
// edges a reviewer reads "vertically" through (Markdown or Graphviz DOT),
// then, in Markdown, each pass's part of the policy: status owners, handoff
// channels, migration pairs, host primitives. It needs package names and
// imports only, so it is cheap on any tree.
func runMap(args []string) int {
	fs := flag.NewFlagSet("kvlint map", flag.ContinueOnError)
	src := &policy.Source{}
	fs.Var(src, "config", "policy file (default: discovery, as for kvlint)")
	format := fs.String("format", "markdown", "markdown or dot")
	fs.SetOutput(os.Stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *format != "markdown" && *format != "dot" {
		fmt.Fprintf(os.Stderr, "kvlint map: -format=%s: want markdown or dot\n", *format)
		return 2
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	wd, _ := os.Getwd()
	pol, err := src.ForDir(wd)
	if err == nil {
		err = registry.Validate(pol)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "kvlint map: "+err.Error())
		return 2
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports | packages.NeedModule}, patterns...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "kvlint map: "+err.Error())
		return 2
	}
	m := buildMap(pol, pkgs)
	if *format == "dot" {
		m.writeDOT(os.Stdout)
		return 0
	}
	m.writeMarkdown(os.Stdout)
	// Then each pass's part: owners, channels, pairs, primitives.
	for _, p := range registry.Passes() {
		sec, err := pol.Section(p.Section, p.NewSection)
		if err != nil { // validated above; unreachable
			fmt.Fprintln(os.Stderr, "kvlint map: "+err.Error())
			return 2
		}
		fmt.Println()
		p.Describe(sec, os.Stdout)
	}
	return 0
}

// readingMap is the component view of a set of packages.
type readingMap struct {
	members map[string][]string           // component → packages
	edges   map[[2]string]map[string]bool // (from, to) component → importing→imported package pairs
}

// buildMap groups the packages in the module scope by component and records
// every import from one component into another, and from shared code into a
// component (which links that component's code into every binary using it).
// Imports of shared code are the norm and are left out.
func buildMap(pol *policy.Policy, pkgs []*packages.Package) *readingMap {
	m := &readingMap{members: map[string][]string{}, edges: map[[2]string]map[string]bool{}}
	for _, p := range pkgs {
		mainModule := ""
		if p.Module != nil {
			mainModule = p.Module.Path
		}
		if !pol.InModule(p.PkgPath, mainModule) {
			continue
		}
		from := pol.ComponentOf(p.PkgPath)
		m.members[from] = append(m.members[from], p.PkgPath)
		for path := range p.Imports {
			to := pol.ComponentOf(path)
			if to == from || to == policy.Shared || !pol.InModule(path, mainModule) {
				continue
			}
			k := [2]string{from, to}
			if m.edges[k] == nil {
				m.edges[k] = map[string]bool{}
			}
			m.edges[k][p.PkgPath+" → "+path] = true
		}
	}
	return m
}

func (m *readingMap) components() []string {
	var out []string
	for c := range m.members {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

func (m *readingMap) edgeKeys() [][2]string {
	var out [][2]string
	for k := range m.edges {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

func (m *readingMap) writeMarkdown(w io.Writer) {
	fmt.Fprintln(w, "# Reading map")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| component | packages |")
	fmt.Fprintln(w, "|---|---|")
	for _, c := range m.components() {
		fmt.Fprintf(w, "| %s | %d |\n", c, len(m.members[c]))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## Imports across components")
	fmt.Fprintln(w)
	for _, k := range m.edgeKeys() {
		pairs := sortedSet(m.edges[k])
		fmt.Fprintf(w, "- **%s → %s** (%d)\n", k[0], k[1], len(pairs))
		for _, p := range pairs {
			fmt.Fprintf(w, "  - `%s`\n", p)
		}
	}
}

func (m *readingMap) writeDOT(w io.Writer) {
	fmt.Fprintln(w, "digraph kvlint {")
	fmt.Fprintln(w, "\trankdir=LR;")
	for _, c := range m.components() {
		shape := "box"
		if c == policy.Shared {
			shape = "ellipse"
		}
		fmt.Fprintf(w, "\t%q [shape=%s, label=\"%s\\n%d packages\"];\n", c, shape, c, len(m.members[c]))
	}
	for _, k := range m.edgeKeys() {
		fmt.Fprintf(w, "\t%q -> %q [label=\"%d\"];\n", k[0], k[1], len(m.edges[k]))
	}
	fmt.Fprintln(w, "}")
}

func sortedSet(s map[string]bool) []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
