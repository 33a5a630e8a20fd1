package main

import (
	"fmt"
	"os"

	"github.com/kvlint/kvlint/internal/codes"
)

// explain prints a code's page, or the list of codes.
func explain(args []string) int {
	if len(args) == 0 {
		fmt.Println("kvlint check codes (kvlint explain CODE for details):")
		for _, c := range codes.All() {
			opt := ""
			if c.OptIn {
				opt = " (opt-in)"
			}
			fmt.Printf("  %s  %-13s %s%s\n", c.ID, c.Pass, c.Title, opt)
		}
		return 0
	}
	if len(args) > 1 {
		fmt.Fprintln(os.Stderr, "kvlint explain: give one code, e.g. kvlint explain SF1001")
		return 2
	}
	text, err := codes.Doc(args[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, "kvlint explain: "+err.Error())
		return 2
	}
	fmt.Print(text)
	return 0
}
