package main_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kvlint-vet exists to be smaller than kvlint under go vet: it must not link
// the command line's packages. (integration/drivers_test.go runs go vet
// with it and checks its findings are kvlint's.)
func TestLinksNoCommandLineCode(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "github.com/kvlint/kvlint/internal/vettool")
	require.Contains(t, deps, "github.com/kvlint/kvlint/passes/statusfield", "every pass is linked")
	for _, cli := range []string{
		"github.com/kvlint/kvlint/internal/core",
		"github.com/kvlint/kvlint/internal/readmap",
		"github.com/kvlint/kvlint/internal/mapdiff",
		"github.com/kvlint/kvlint/internal/core/sarif",
		"github.com/kvlint/kvlint/internal/core/baseline",
	} {
		assert.NotContains(t, deps, cli, "kvlint-vet links command-line code go vet never runs")
	}
}

func TestRefusesToRunOutsideGoVet(t *testing.T) {
	out, err := exec.Command("go", "run", ".", "./...").CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", out)
	assert.Contains(t, string(out), "kvlint-vet: run me as go vet -vettool=$(which kvlint-vet)")
	assert.Contains(t, string(out), "exit status 2")
}
