package main

import (
	"fmt"
	"io"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core"
)

const explainUsage = `usage: kvlint explain [CODE | PASS]

Without arguments, lists every check code. With a code (kvlint explain
HP1002), prints its page: what it reports, why it matters, how to fix it,
how to suppress it. With a pass name (kvlint explain hostprim), lists the
codes that pass reports.
`

// explain prints a code's page, a pass's codes, or every code.
func explain(args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		fmt.Fprintln(stdout, "kvlint check codes (kvlint explain CODE for details):")
		printCodes(stdout, codes.All())
		return core.ExitClean
	case len(args) > 1:
		fmt.Fprintln(stderr, "kvlint explain: give one code or pass, e.g. kvlint explain SF1001")
		return core.ExitError
	case codes.IsPass(args[0]):
		fmt.Fprintf(stdout, "codes of pass %s (kvlint explain CODE for details, kvlint help %s for the pass):\n", args[0], args[0])
		printCodes(stdout, codes.OfPass(args[0]))
		return core.ExitClean
	}
	text, err := codes.Doc(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "kvlint explain: "+err.Error())
		return core.ExitError
	}
	fmt.Fprint(stdout, text)
	return core.ExitClean
}

func printCodes(w io.Writer, cs []codes.Code) {
	for _, c := range cs {
		opt := ""
		if c.OptIn {
			opt = " (opt-in)"
		}
		fmt.Fprintf(w, "  %s  %-13s %s%s\n", c.ID, c.Pass, c.Title, opt)
	}
}
