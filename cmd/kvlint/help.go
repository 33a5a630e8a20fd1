package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
)

const usageText = `kvlint checks KubeVirt-style Go code at its handoffs: who writes which status
field, which component may use which channel and host primitive, and that the
two halves of a live migration match.

Usage:

	kvlint [flags] packages        analyse the packages and print the findings
	kvlint <command> [arguments]

Commands:

%s
Examples:

	kvlint ./...                                  check the module in the current directory
	kvlint ci -format=sarif -o kvlint.sarif -baseline=.kvlint-baseline.json ./...
	kvlint explain HP1002                         what a code means and how to fix it

Passes (kvlint help PASS for a pass's documentation):

%s
Environment: KVLINT_LOADER=source (the default) takes each dependency's types
from the build cache's export data when it holds them and type-checks the others
from source without function bodies, compiling nothing (cgo runs only for the
analysed module's own cgo packages); KVLINT_LOADER=export takes them all from
export data, compiling what the cache lacks (slow on a cold cache). The output
is the same (docs/performance.md, "Cold build cache").

Exit status: 0 clean, 1 findings, 2 usage, configuration or load errors.
Run "kvlint help ci" for the flags, which plain kvlint and kvlint ci share.
`

// printUsage writes kvlint's own usage: commands, examples, passes.
func printUsage(w io.Writer) {
	var cmds strings.Builder
	subs := subcommands()
	names := make([]string, 0, len(subs))
	for n := range subs {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		fmt.Fprintf(&cmds, "\t%-8s %s\n", n, subs[n].summary)
	}
	var passes strings.Builder
	for _, a := range registry.Analyzers(passkit.Settings{}) {
		fmt.Fprintf(&passes, "\t%-14s %s\n", a.Name, firstLine(a.Doc))
	}
	fmt.Fprintf(w, usageText, cmds.String(), passes.String())
}

// help prints the usage, or help on a subcommand or pass.
func help(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printUsage(stdout)
		return core.ExitClean
	}
	if len(args) > 1 {
		fmt.Fprintln(stderr, "kvlint help: give one topic, e.g. kvlint help ci")
		return core.ExitError
	}
	switch topic := args[0]; topic {
	case "ci":
		core.PrintUsage(stdout, "kvlint ci")
	case "map":
		fmt.Fprint(stdout, mapUsage)
		fmt.Fprintln(stdout, "\t(kvlint map -h lists them)")
	case "diff":
		fmt.Fprint(stdout, diffUsage)
		fmt.Fprintln(stdout, "\t(kvlint diff -h lists them)")
	case "explain":
		fmt.Fprint(stdout, explainUsage)
	case "version":
		fmt.Fprintln(stdout, "usage: kvlint version\n\nPrints the module version kvlint was built as (a release when installed with go install ...@VERSION).")
	case "help":
		printUsage(stdout)
	default:
		for _, a := range registry.Analyzers(passkit.Settings{}) {
			if a.Name == topic {
				fmt.Fprintf(stdout, "%s: %s\n", a.Name, a.Doc)
				if cs := codes.OfPass(a.Name); len(cs) > 0 {
					fmt.Fprintln(stdout)
					printCodes(stdout, cs)
				}
				return core.ExitClean
			}
		}
		if _, ok := codes.Lookup(topic); ok {
			return explain(args, stdout, stderr)
		}
		fmt.Fprintf(stderr, "kvlint help: unknown topic %q: want ci, map, diff, explain, version, a pass name or a check code (kvlint help lists them)\n", topic)
		return core.ExitError
	}
	return core.ExitClean
}

// firstLine is an analyzer's title: its Doc up to the first blank line, in
// one line.
func firstLine(s string) string {
	title, _, _ := strings.Cut(s, "\n\n")
	return strings.Join(strings.Fields(title), " ")
}
