// Command kvlint-vet is kvlint for go vet alone:
//
//	go vet -vettool=$(which kvlint-vet) [-config=FILE] ./...
//
// It runs the same passes with the same policy discovery and reports what
// `go vet -vettool=$(which kvlint)` reports. It exists because go vet starts
// its tool once per package, dependencies included (about two thousand
// processes for KubeVirt), and every process maps the whole executable:
// kvlint's map, diff, SARIF, baseline and documentation code is a tenth of
// kvlint and go vet never runs it. Without it each process is smaller and
// starts faster (docs/performance.md). Run anything else with kvlint.
package main

import (
	"fmt"
	"os"

	"github.com/kvlint/kvlint/internal/vettool"
)

func main() {
	if !vettool.Protocol(os.Args[1:]) {
		fmt.Fprintln(os.Stderr, "kvlint-vet: run me as go vet -vettool=$(which kvlint-vet) [-config=FILE] packages; for anything else, run kvlint")
		os.Exit(2)
	}
	os.Exit(vettool.Main(os.Args[1:]))
}
