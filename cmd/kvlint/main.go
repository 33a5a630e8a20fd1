// Command kvlint checks KubeVirt-style code at its handoffs.
//
//	kvlint [-config=FILE] [analysis flags] packages   multichecker; also the go vet -vettool protocol
//	kvlint ci [flags] packages                         PR CI front end: SARIF, GitHub, baseline (docs/ci.md)
//	kvlint map [-format=markdown|json|dot] [-o FILE] pkgs  the reading map, measured from the code (docs/map.md)
//	kvlint explain [CODE]                              print a check's documentation page
//	kvlint version
//
// Exit status: 0 clean, 3 findings, 1 errors (configuration, load, internal),
// 2 usage errors of the subcommands. `kvlint ci` has its own: 0 clean, 1 new
// findings, 2 usage, configuration or load errors.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/registry"
)

// version is stamped by -ldflags at release; "devel" otherwise.
var version = "devel"

func main() {
	if len(os.Args) > 1 {
		if sub, ok := subcommands[os.Args[1]]; ok {
			os.Exit(sub(os.Args[2:]))
		}
	}
	for _, a := range os.Args[1:] {
		if a == "-V=full" || a == "--V=full" {
			if err := printToolID(); err != nil {
				fmt.Fprintln(os.Stderr, "kvlint: "+err.Error())
				os.Exit(1)
			}
			os.Exit(0)
		}
	}
	src := &policy.Source{}
	flag.Var(src, "config", "policy file (default: nearest "+policy.FileName+" up to the module root, else the embedded kubevirt profile)")

	if err := preflight(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "kvlint: "+err.Error())
		os.Exit(1)
	}
	if standalone(os.Args[1:]) && os.Getenv(childEnv) == "" {
		if code := runFiltered(os.Args[1:]); code >= 0 {
			os.Exit(code)
		}
	}
	multichecker.Main(registry.Analyzers(passkit.Settings{Source: src})...)
}

var subcommands = map[string]func([]string) int{
	"explain": explain,
	"ci":      runCI,
	"map":     runMap,
	"version": func([]string) int { fmt.Println("kvlint", version); return 0 },
}

// standalone reports whether kvlint runs as the multichecker on packages,
// not as a go vet tool (a single .cfg argument) or for a protocol query.
func standalone(args []string) bool {
	pkgs := 0
	for _, a := range args {
		if a == "-flags" || strings.HasPrefix(a, "-V") || a == "help" || strings.HasSuffix(a, ".cfg") {
			return false
		}
		if !strings.HasPrefix(a, "-") {
			pkgs++
		}
	}
	return pkgs > 0
}

// preflight loads and validates the policy before any package is loaded, so
// a bad policy fails once, with its position, instead of once per package.
func preflight(args []string) error {
	cfg, analyzing := "", false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-config" || a == "--config":
			if i+1 < len(args) {
				cfg = args[i+1]
				i++
			}
		case strings.HasPrefix(a, "-config=") || strings.HasPrefix(a, "--config="):
			_, cfg, _ = strings.Cut(a, "=")
		case a == "-flags" || strings.HasPrefix(a, "-V") || a == "help":
			return nil // protocol queries from go vet, or help: no policy needed
		case strings.HasSuffix(a, ".cfg"):
			// go vet runs kvlint once per package, dependencies included:
			// validating every section in each of those processes cost more
			// than the analysis of most of them. The passes still decode
			// their sections, with positioned errors, for module packages.
			return nil
		case !strings.HasPrefix(a, "-"):
			analyzing = true
		}
	}
	if !analyzing {
		return nil
	}
	src := &policy.Source{}
	if cfg != "" {
		if err := src.Set(cfg); err != nil {
			return err
		}
	}
	wd, _ := os.Getwd()
	p, err := src.ForDir(wd)
	if err != nil {
		return err
	}
	if err := registry.Validate(p); err != nil {
		return err
	}
	if cfg != "" {
		return nil
	}
	// Packages below may find their own .kvlint.yaml: a bad one stops the
	// run here, in one line, rather than failing every pass in every
	// package below it while the rest is analysed.
	for _, path := range policy.FilesBelow(wd) {
		p, err := policy.LoadFile(path)
		if err == nil {
			err = registry.Validate(p)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
