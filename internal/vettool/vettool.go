// Package vettool answers go vet's -vettool protocol for kvlint and for
// kvlint-vet: -V=full (the tool's identity, which keys go vet's cache),
// -flags, and one .cfg file per package, through the x/tools multichecker.
//
// Both commands import it, so the two answer alike; kvlint-vet is the same
// answer without the command line's map, diff, SARIF, baseline and docs
// code, which go vet never runs but each of its processes (one per
// package) would map (docs/performance.md).
package vettool

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all" // every pass, in both commands
	"github.com/kvlint/kvlint/internal/run"
)

// Protocol reports whether go vet runs kvlint as its -vettool: to ask
// its identity (-V=full), its flags (-flags), or to analyse one package
// described by a .cfg file.
func Protocol(args []string) bool {
	for _, a := range args {
		a = strings.TrimPrefix(a, "-")
		if a == "-flags" || a == "flags" || strings.HasPrefix(a, "V") || strings.HasPrefix(a, "-V") || strings.HasSuffix(a, ".cfg") {
			return true
		}
	}
	return false
}

// Main answers go vet with the x/tools multichecker, which implements
// the protocol, and returns the exit status when it does not exit itself.
// The -V=full answer is kvlint's own (see printToolID).
//
// Under go vet, kvlint runs once per package, dependencies included, and the
// passes decode their policy sections, with positioned errors, only for the
// packages in the module scope; no up-front validation runs in each of those
// processes (it cost more than analysing most of them).
func Main(args []string) int {
	for _, a := range args {
		if a == "-V=full" || a == "--V=full" {
			if err := printToolID(); err != nil {
				// Named as the multichecker names the tool in its own
				// errors: kvlint-vet's are kvlint-vet's.
				fmt.Fprintln(os.Stderr, filepath.Base(os.Args[0])+": "+err.Error())
				return 2
			}
			return 0
		}
	}
	src := &policy.Source{}
	flag.Var(src, "config", "policy file (default: nearest "+policy.FileName+" up to the module root, else the embedded kubevirt profile)")
	os.Args = append([]string{os.Args[0]}, args...)
	// One run for the process, which analyses one package: its passes
	// share the run's memos and indexes.
	// go vet prints positions with the pass's FileSet, //line directives
	// applied: FsetPositions moves the ones kvlint does not honour.
	multichecker.Main(registry.Analyzers(passkit.Settings{Source: src, Run: run.New(), Files: vetFiles(args), FsetPositions: true})...) // exits
	return 0
}

// vetFiles gives the passes the package go vet describes in its .cfg file:
// its directory and the compiled files the go command lists there (cgo's
// outputs are in the work directory), so that policy is found, and files
// are named, by physical identity (see internal/physical). One process
// analyses one package. Nil when there is no readable .cfg: the multichecker
// reports that itself.
func vetFiles(args []string) func(*types.Package) *physical.Files {
	for _, a := range args {
		if !strings.HasSuffix(a, ".cfg") {
			continue
		}
		data, err := os.ReadFile(a)
		if err != nil {
			return nil
		}
		var cfg struct {
			Dir     string
			GoFiles []string
		}
		if json.Unmarshal(data, &cfg) != nil || cfg.Dir == "" {
			return nil
		}
		fs := physical.FromVet(cfg.Dir, cfg.GoFiles)
		return func(*types.Package) *physical.Files { return fs }
	}
	return nil
}
