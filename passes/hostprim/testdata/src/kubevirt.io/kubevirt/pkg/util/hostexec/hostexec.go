// Package hostexec runs programs for its callers. It is shared code and no
// category's wrapper: what it runs is its callers' primitive, at their call.
package hostexec

import (
	"context"
	"os/exec"
)

func Run(name string, args ...string) error { // want Run:"runs the binary its argument 0 names"
	return exec.Command(name, args...).Run()
}

// RunContext passes its binary on: a wrapper of a wrapper.
func RunContext(ctx context.Context, name string, args ...string) error { // want RunContext:"runs the binary its argument 1 names"
	if err := ctx.Err(); err != nil {
		return err
	}
	return Run(name, args...)
}

// version is unexported: no other package can call it, so no fact.
func version(name string) error { return Run(name, "--version") }

var _ = version

// RunSeam is Run held in a variable a test can replace: the same wrapper.
var RunSeam = func(name string, args ...string) error { // want RunSeam:"runs the binary its argument 0 names"
	return exec.Command(name, args...).Run()
}
