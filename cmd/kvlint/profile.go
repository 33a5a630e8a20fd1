package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/policy"
)

const profileUsage = `usage: kvlint profile [NAME [FILE]]

Prints an embedded profile (kubevirt) file by file, each line numbered, so
that a position such as "profile kubevirt/statusfield.yaml (embedded):12:9"
in a stale-entry warning (KV0003) or a configuration error can be read.
FILE (e.g. statusfield.yaml) prints one file. Without arguments, lists the
embedded profiles. A repository copies the profile into its .kvlint.yaml
with extends: kubevirt and overrides what it needs.
`

// profile prints an embedded profile with line numbers.
func profile(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stdout, "embedded profiles (kvlint profile NAME prints one):", strings.Join(policy.Profiles(), ", "))
		return core.ExitClean
	}
	if len(args) > 2 {
		fmt.Fprint(stderr, profileUsage)
		return core.ExitError
	}
	files, err := policy.ProfileFiles(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "kvlint profile: "+err.Error())
		return core.ExitError
	}
	printed := 0
	for _, f := range files {
		if len(args) == 2 && !strings.HasSuffix(f.Name, "/"+args[1]+" (embedded)") {
			continue
		}
		fmt.Fprintf(stdout, "==> %s\n", f.Name)
		sc := bufio.NewScanner(bytes.NewReader(f.Data))
		for n := 1; sc.Scan(); n++ {
			fmt.Fprintf(stdout, "%4d  %s\n", n, sc.Text())
		}
		printed++
	}
	if printed == 0 {
		fmt.Fprintf(stderr, "kvlint profile: profile %s has no file %s\n", args[0], args[1])
		return core.ExitError
	}
	return core.ExitClean
}
