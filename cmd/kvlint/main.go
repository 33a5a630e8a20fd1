// Command kvlint checks KubeVirt-style code at its handoffs.
//
//	kvlint [flags] packages        analyse the packages and print the findings
//	kvlint ci [flags] packages     the same analysis and flags, named for pull-request CI
//	kvlint map [flags] packages    the reading map, measured from the code (docs/map.md)
//	kvlint explain [CODE|PASS]     a check's documentation page, or a pass's codes
//	kvlint profile [NAME [FILE]]   an embedded profile, numbered lines
//	kvlint version                 kvlint's version
//	kvlint help [TOPIC]            usage; TOPIC is ci, map, explain, version or a pass name
//
// Plain kvlint and kvlint ci share one analysis core (internal/core) and one
// convention: exit 0 clean, 1 findings, 2 usage, configuration or load
// errors. kvlint also speaks go vet's -vettool protocol (-V=full, -flags and
// one .cfg file per package), through the x/tools multichecker; kvlint-vet
// speaks only that, from a smaller executable (internal/vettool).
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
	"github.com/kvlint/kvlint/internal/vettool"
)

func main() { os.Exit(kvlint(os.Args[1:], os.Stdout, os.Stderr)) }

// kvlint runs the command line and returns the exit status.
func kvlint(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printUsage(stderr)
		return core.ExitError
	}
	if sub, ok := subcommands()[args[0]]; ok {
		return sub.run(args[1:], stdout, stderr)
	}
	if vettool.Protocol(args) {
		return vettool.Main(args)
	}
	return runAnalysis("kvlint", args, stdout, stderr)
}

// subcommand is one of kvlint's subcommands.
type subcommand struct {
	run     func(args []string, stdout, stderr io.Writer) int
	summary string
}

func subcommands() map[string]subcommand {
	return map[string]subcommand{
		"ci": {func(args []string, stdout, stderr io.Writer) int {
			return runAnalysis("kvlint ci", args, stdout, stderr)
		}, "the same analysis and flags, named for pull-request CI (SARIF, GitHub, baseline)"},
		"map": {func(args []string, _, _ io.Writer) int { return runMap(args) },
			"print the reading map: components, entry points, handoffs, status writers, migration sites"},
		"diff": {runDiff,
			"what a change moves between components, against a base map or revision (a pull-request comment)"},
		"explain": {explain, "print a check code's page, or the codes of a pass"},
		"version": {printVersion, "print kvlint's version"},
		"profile": {profile, "print an embedded profile with line numbers (where KV0003 positions point)"},
		"help":    {help, "print this text, or help on a subcommand or pass"},
	}
}

// runAnalysis is plain kvlint and kvlint ci: one core, one set of flags.
func runAnalysis(command string, args []string, stdout, stderr io.Writer) int {
	return core.Main(args, core.Options{
		Command:   command,
		Version:   version(),
		Analyzers: registry.Analyzers,
		Validate:  registry.Validate,
		SaveMap:   mapSaver,
		Stdout:    stdout,
		Stderr:    stderr,
	})
}

func printVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "kvlint version: takes no arguments")
		return core.ExitError
	}
	fmt.Fprintln(stdout, "kvlint", version())
	return core.ExitClean
}
