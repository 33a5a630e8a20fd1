// Command kvlint-bench is kvlint's multichecker plus two null analyzers, so
// one binary can time a pass against a baseline that costs only what the
// driver costs:
//
//	null       does nothing
//	nullfacts  declares a fact type and exports nothing; declaring any fact
//	           type makes the driver load and type-check every dependency
//	           from source, which is the floor for a fact-using pass
//
// Select analyzers with the usual multichecker flags, e.g.
// `kvlint-bench -hostprim ./...` against `kvlint-bench -nullfacts ./...`;
// scripts/bench.sh runs both under /usr/bin/time. It is a measuring tool,
// not a test.
package main

import (
	"flag"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
	"github.com/kvlint/kvlint/internal/run"
)

func main() {
	src := &policy.Source{}
	flag.Var(src, "config", "policy file (default: nearest "+policy.FileName+" up to the module root, else the embedded kubevirt profile)")
	analyzers := append(registry.Analyzers(passkit.Settings{Source: src, Run: run.New()}), core.NullAnalyzer(false), core.NullAnalyzer(true))
	multichecker.Main(analyzers...)
}
