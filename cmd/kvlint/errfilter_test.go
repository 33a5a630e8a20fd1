package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFilterStderrCondensesLoadErrors(t *testing.T) {
	in := strings.Join([]string{
		"-: # example.org/cgolib",
		"In file included from vendor/example.org/cgolib/a.go:29:",
		"./wrappers.h:10:9: error: unknown type name 'x_t'",
		"   10 |         x_t y;",
		"      |         ^~~",
		"./wrappers.h:11:9: error: unknown type name 'x_t'",
		"/src/vendor/example.org/cgolib/a.go:32:8: could not import C (no metadata for C)",
		"kvdirective: analysis skipped due to errors in package",
		"hostprim: failed prerequisites: kvdirective@example.com/m/pkg/x",
		"statusfield: p.yaml:3:5: field Phse is not in VirtualMachineInstanceStatus",
		"statusfield: p.yaml:3:5: field Phse is not in VirtualMachineInstanceStatus",
		"/src/pkg/y/y.go:3:2: HP1001: raw unix.Mount outside its wrappers",
	}, "\n") + "\n"
	var out strings.Builder
	broken := filterStderr(strings.NewReader(in), &out)
	assert.True(t, broken)
	assert.Equal(t, strings.Join([]string{
		"kvlint: package example.org/cgolib does not build: ./wrappers.h:10:9: error: unknown type name 'x_t'",
		"/src/vendor/example.org/cgolib/a.go:32:8: could not import C (no metadata for C)",
		"statusfield: p.yaml:3:5: field Phse is not in VirtualMachineInstanceStatus",
		"/src/pkg/y/y.go:3:2: HP1001: raw unix.Mount outside its wrappers",
	}, "\n")+"\n", out.String())
}

func TestFilterStderrPassesDiagnosticsThrough(t *testing.T) {
	in := "/src/a.go:1:1: SF1001: x\n/src/b.go:2:2: SF1001: y\n"
	var out strings.Builder
	assert.False(t, filterStderr(strings.NewReader(in), &out))
	assert.Equal(t, in, out.String())
}

func TestFilterStderrPassErrorIsNotABuildFailure(t *testing.T) {
	in := "statusfield: p.yaml:3:5: no field Phse\nhandoff: failed prerequisites: statusfield@example.com/m/x\n"
	var out strings.Builder
	assert.False(t, filterStderr(strings.NewReader(in), &out))
	assert.Equal(t, "statusfield: p.yaml:3:5: no field Phse\n", out.String())
}
