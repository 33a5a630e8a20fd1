package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
)

// The multichecker prints a package that does not type-check as the
// compiler's multi-line output followed by one "failed prerequisites" line per
// pass and package variant: forty lines for one broken cgo package. kvlint
// runs the multichecker as a child and condenses that to one positioned line
// per error and one closing summary. Diagnostics pass through untouched.
//
// The child is marked by an environment variable that only kvlint sets; it
// selects no behaviour of the analysis, so go vet's caching is unaffected
// (and under go vet kvlint never re-executes itself).
const childEnv = "KVLINT_INTERNAL_CHILD"

// runFiltered re-executes kvlint with args and filters its stderr. It returns
// the child's exit status.
func runFiltered(args []string) int {
	self, err := os.Executable()
	if err != nil {
		return -1
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stdin, cmd.Stdout = os.Stdin, os.Stdout
	pipe, err := cmd.StderrPipe()
	if err != nil {
		return -1
	}
	if err := cmd.Start(); err != nil {
		return -1
	}
	broken := filterStderr(pipe, os.Stderr)
	err = cmd.Wait()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		fmt.Fprintf(os.Stderr, "kvlint: %v\n", err)
		return 1
	}
	if broken {
		fmt.Fprintln(os.Stderr, "kvlint: some packages do not type-check (errors above), so kvlint reported nothing for them: fix the build or leave them out of the package list")
		if code == 0 || code == 3 {
			code = 1
		}
	}
	return code
}

var (
	positioned = regexp.MustCompile(`^\S+:\d+(:\d+)?: `)
	noisy      = regexp.MustCompile(`^\w+: (failed prerequisites: |analysis skipped due to errors in package)`)
	// passError is a pass's error as the checker prints it, once per package:
	// a policy problem found while analysing (a field the API lacks) would
	// otherwise repeat for every package that imports the API.
	passError = regexp.MustCompile(`^\w+: `)
	cgoHeader = regexp.MustCompile(`^-: # (\S+)$`)
)

// filterStderr copies r to w line by line, condensing load errors. It reports
// whether any package failed to load or type-check.
func filterStderr(r io.Reader, w io.Writer) (broken bool) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
	pendingPkg := "" // a cgo build failure header waiting for its first error
	inCompilerOutput := false
	seen := map[string]bool{}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case noisy.MatchString(line):
			// "failed prerequisites" also follows a pass's own error; only a
			// skipped analysis means the package itself did not type-check.
			if strings.Contains(line, "analysis skipped due to errors") {
				broken = true
			}
		case cgoHeader.MatchString(line):
			broken, inCompilerOutput = true, true
			pendingPkg = cgoHeader.FindStringSubmatch(line)[1]
		case inCompilerOutput && (strings.HasPrefix(line, " ") || strings.HasPrefix(line, "In file included from")):
			// compiler context: source excerpts and include chains
		case pendingPkg != "" && positioned.MatchString(line):
			fmt.Fprintf(w, "kvlint: package %s does not build: %s\n", pendingPkg, line)
			pendingPkg = ""
		case inCompilerOutput && positioned.MatchString(line) && strings.Contains(line, ": error: "):
			// further C errors of the same package: the first one says enough
		case passError.MatchString(line) && !positioned.MatchString(line) && seen[line]:
		default:
			inCompilerOutput = false
			seen[line] = true
			fmt.Fprintln(w, line)
		}
	}
	if pendingPkg != "" {
		fmt.Fprintf(w, "kvlint: package %s does not build (cgo)\n", pendingPkg)
	}
	return broken
}
